import { hotelEmissionsOverviewView, type ViewData } from '@tripsight/core/views';
import { count } from '../sql/figures.js';
import { HOTEL_NIGHTS_SUMMARY } from '../../dataset/emission-summaries.js';
import { emissionSummary, stamped } from './emission-sources.js';
import { kg, methodOf, nightFactorSql } from './emissions-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import { HOTEL_EMISSION_TABS } from '../../security/entitlements.js';
import { viewRoute } from './view-route.js';

/*
 * Hotel emissions: the nights of the reservations booked in the range (every filter, the caller's
 * TMC), one room each, times the method's factor for the country of the stay, from the nights summary.
 */

type Overview = ViewData<typeof hotelEmissionsOverviewView>;

const hotelEmissionsOverview: ViewQuery<typeof hotelEmissionsOverviewView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const { params: bound, from: nightsInRange } = emissionSummary(scope, query, HOTEL_NIGHTS_SUMMARY);
  const round = scope.dialect.round.bind(scope.dialect);
  const co2e = kg(round, `sum(nights * ${nightFactorSql(method, 'destination_country_code')})`);
  const nights = count('sum(nights)');
  const from = `FROM ${nightsInRange} s`;
  const month = scope.dialect.day(scope.dialect.truncate("'month'", 'result_date'));
  const [summary, byCountry, byMonth] = await Promise.all([
    warehouse.all<{ co2eKg: number; nights: number }>(
      `SELECT ${co2e} AS "co2eKg", ${nights} AS nights ${from}`,
      bound.values,
    ),
    warehouse.all<Overview['byCountry'][number]>(
      `SELECT ${selectAs<Overview['byCountry'][number]>({
        country: 'destination_country',
        countryCode: 'destination_country_code',
        co2eKg: co2e,
        nights,
      })} ${from} GROUP BY 1, 2 ORDER BY "co2eKg" DESC, 1`,
      bound.values,
    ),
    warehouse.all<Overview['byMonth'][number]>(
      `SELECT ${selectAs<Overview['byMonth'][number]>({ month, co2eKg: co2e, nights })} ${from} GROUP BY 1 ORDER BY 1`,
      bound.values,
    ),
  ]);
  const totals = firstRow(summary);
  return stamped(
    {
      summary: {
        ...totals,
        co2eKgPerNight: totals.nights > 0 ? Math.round((totals.co2eKg / totals.nights) * 1000) / 1000 : 0,
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
