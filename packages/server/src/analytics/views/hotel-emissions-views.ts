import { stayEmissions } from '@tripsight/core/emissions';
import { hotelEmissionsOverviewView } from '@tripsight/core/views';
import { count } from '../sql/figures.js';
import { HOTEL_NIGHTS_SUMMARY } from '../../dataset/emission-summaries.js';
import { emissionSummary, stamped } from './emission-sources.js';
import { grams, groupRows, total } from '../sql/row-sums.js';
import { methodOf } from './emissions-sql.js';
import type { ViewQuery } from './view-query.js';
import { HOTEL_EMISSION_TABS } from '../../security/entitlements.js';
import { viewRoute } from './view-route.js';

/*
 * Hotel emissions: the nights of the reservations booked in the range (every filter, the caller's
 * TMC), one room each, times the method's factor for the country of the stay, from the nights summary.
 */

/** The nights of one month and country of the range. */
interface MonthCountry {
  month: string;
  country: string;
  countryCode: string;
  nights: number;
}

/**
 * `/hotel/emissions/overview`: one statement gives the nights per month and country (a few hundred
 * rows); each group's CO2e is its nights times the country's factor (core's `stayEmissions`).
 */
const hotelEmissionsOverview: ViewQuery<typeof hotelEmissionsOverviewView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const { dialect } = scope;
  const { params: bound, from } = emissionSummary(scope, query, HOTEL_NIGHTS_SUMMARY);
  const rows = await warehouse.all<MonthCountry>(
    `SELECT ${dialect.day(dialect.truncate("'month'", 'result_date'))} AS "month",
       destination_country AS country, destination_country_code AS "countryCode",
       ${count('sum(nights)')} AS nights
     FROM ${from} s GROUP BY 1, 2, 3`,
    bound.values,
  );
  const co2e = (group: readonly MonthCountry[]) =>
    grams(total(group, (row) => stayEmissions(method, row.countryCode, row.nights)));
  const nights = (group: readonly MonthCountry[]) => total(group, (row) => row.nights);
  const summary = { co2eKg: co2e(rows), nights: nights(rows) };
  const byCountry = [...groupRows(rows, (row) => row.countryCode)]
    .map(([countryCode, group]) => ({
      country: group[0]!.country,
      countryCode,
      co2eKg: co2e(group),
      nights: nights(group),
    }))
    .sort((a, b) => b.co2eKg - a.co2eKg || a.country.localeCompare(b.country));
  const byMonth = [...groupRows(rows, (row) => row.month)]
    .map(([month, group]) => ({ month, co2eKg: co2e(group), nights: nights(group) }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return stamped(
    {
      summary: {
        ...summary,
        co2eKgPerNight: summary.nights > 0 ? grams(summary.co2eKg / summary.nights) : 0,
      },
      byCountry,
      byMonth,
    },
    method,
    { table: 'hotel' },
  );
};

export const HOTEL_EMISSIONS_VIEW_ROUTES = [
  viewRoute(hotelEmissionsOverviewView, hotelEmissionsOverview, HOTEL_EMISSION_TABS),
];
