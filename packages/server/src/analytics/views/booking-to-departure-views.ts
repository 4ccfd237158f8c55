import { BOOKING_WINDOWS } from '@tripsight/core/savings';
import {
  BOOKING_TO_DEPARTURE_LIMIT,
  bookingToDepartureCurveView,
  bookingToDepartureView,
  type BookingCurveRow,
  type ViewRow,
} from '@tripsight/core/views';
import { chooseCurrency, moneyColumn } from '../sql/money.js';
import { count, money } from '../sql/savings-sql.js';
import { scopeClause, type QueryScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import type { AnalyticsQuery } from './query-params.js';
import { selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';

/*
 * Spend breakdown: PNRs and the average ticket price by booking window (days before departure),
 * haul, cabin and route, from the PNR rows of the range (every PNR ticketed in it).
 */

/** The first day of the booking window of `days_before_departure` (core's BOOKING_WINDOWS). */
const WINDOW = `CASE ${[...BOOKING_WINDOWS]
  .reverse()
  .map((w) => `WHEN days_before_departure >= ${w.from} THEN ${w.from}`)
  .join(' ')} ELSE 0 END`;

/**
 * The SELECT list of the booking-window figures: the window, PNRs, and the average price in USD,
 * EUR, GBP and the branch default currency of the scope (the one currency of its branches, else the
 * first of EUR, USD, GBP among them, as every view resolves it).
 */
async function bookingFigures(
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
): Promise<{
  params: SqlParams;
  figures: { [K in keyof BookingCurveRow]: string };
  where: string;
  branch: string;
}> {
  const lookup = new SqlParams(scope.dialect);
  const branches = await warehouse.all<{ currency: string }>(
    `SELECT DISTINCT ${scope.product.currencyColumn} AS currency FROM ${scope.product.dimensionTable}
     WHERE ${scopeClause(lookup, scope)}`,
    lookup.values,
  );
  const branch = chooseCurrency(
    null,
    branches.map((row) => row.currency),
  );
  const params = new SqlParams(scope.dialect);
  const where = scopeClause(params, scope, {
    table: 'rows',
    dateRange: { startDate: query.startDate, endDate: query.endDate },
  });
  const average = (suffix: 'usd' | 'eur' | 'gbp') =>
    money(scope.dialect, `avg(${moneyColumn('price', { suffix })})`);
  return {
    params,
    where,
    branch: branch.code,
    figures: {
      bookingToDeparture: WINDOW,
      airPnrs: count('count(*)'),
      avgTicketPriceInUsd: average('usd'),
      avgTicketPriceInEur: average('eur'),
      avgTicketPriceInGbp: average('gbp'),
      avgTicketPriceInTmcBranchDefCurrency: money(scope.dialect, `avg(${moneyColumn('price', branch)})`),
      haulType: 'haul_type',
      cabinClass: 'cabin_class',
    },
  };
}

const PRICES = [
  'avgTicketPriceInUsd',
  'avgTicketPriceInEur',
  'avgTicketPriceInGbp',
  'avgTicketPriceInTmcBranchDefCurrency',
] as const;

/** `/bookingToDeparture`: per booking window, haul, cabin and route, the routes with most PNRs first. */
const bookingToDeparture: ViewQuery<typeof bookingToDepartureView> = async (warehouse, scope, query) => {
  const { params, figures, where, branch } = await bookingFigures(warehouse, scope, query);
  const data = await warehouse.all<ViewRow<typeof bookingToDepartureView>>(
    `SELECT ${selectAs<ViewRow<typeof bookingToDepartureView>>({ ...figures, itinRoute: 'city_pair' })}
    FROM ${scope.product.rowTables.tracked} WHERE ${where}
    GROUP BY ALL ORDER BY "airPnrs" DESC, "itinRoute", "bookingToDeparture", "haulType", "cabinClass"
    LIMIT ${BOOKING_TO_DEPARTURE_LIMIT}`,
    params.values,
  );
  return {
    data,
    currencyFields: PRICES,
    annotation: { limit: BOOKING_TO_DEPARTURE_LIMIT, branchCurrency: branch },
  };
};

/** `/bookingToDeparture/curve`: per booking window, haul and cabin over every route. */
const bookingToDepartureCurve: ViewQuery<typeof bookingToDepartureCurveView> = async (
  warehouse,
  scope,
  query,
) => {
  const { params, figures, where, branch } = await bookingFigures(warehouse, scope, query);
  const data = await warehouse.all<ViewRow<typeof bookingToDepartureCurveView>>(
    `SELECT ${selectAs<ViewRow<typeof bookingToDepartureCurveView>>(figures)}
    FROM ${scope.product.rowTables.tracked} WHERE ${where}
    GROUP BY ALL ORDER BY "haulType", "cabinClass", "bookingToDeparture"`,
    params.values,
  );
  return { data, currencyFields: PRICES, annotation: { branchCurrency: branch } };
};

/** The booking-to-departure views, each a contract of core and its query function. */
export const BOOKING_TO_DEPARTURE_VIEW_ROUTES = [
  viewRoute(bookingToDepartureView, bookingToDeparture),
  viewRoute(bookingToDepartureCurveView, bookingToDepartureCurve),
];
