import {
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
  hotelSavingsByMonthView,
  hotelSavingsOverviewView,
  hotelTrackedSpendView,
  type HotelSavingsOverviewData,
  type ViewRow,
} from '@tripsight/core/views';
import { count, money, SavingsSql } from '../sql/savings-sql.js';
import type { QueryScope } from '../sql/scope.js';
import type { AnalyticsQuery } from './query-params.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';
import {
  flagCondition,
  companySavingsFigures,
  trackedSpendFigures,
  companySavingsMoney,
  trackedSpendMoney,
  type HotelFlags,
} from './hotel-savings-figures.js';

import type { Warehouse } from '../warehouse/warehouse.js';

/*
 * The Hotelsaver savings overview (docs/rules/hotel.md#hotel-calls): the overview's figures, company savings, tracked
 * spend, by hotel chain, by month, by stay location and all-time results. Savings come from the hotel product's `savings`
 * summaries (by the day the lower rate was found), spend from its `tracked` summaries (by booking
 * day); both are keyed by chain and by the HPA, property-manager-only and automation flags.
 */

/** The stay locations of the hotel dataset: name and coordinates per `location_id`. */
const LOCATIONS = 'hotel_locations';

/**
 * A view of one family of flag figures alone: `figures` for the call, the money fields `moneyOf`
 * names and whether they are the HPA ones.
 */
function flagFiguresView<T, F>(
  figures: (warehouse: Warehouse, scope: QueryScope, query: AnalyticsQuery, params: HotelFlags) => Promise<T>,
  moneyOf: (params: HotelFlags) => F,
) {
  return async (warehouse: Warehouse, scope: QueryScope, query: AnalyticsQuery, params: HotelFlags) => ({
    data: await figures(warehouse, scope, query, params),
    currencyFields: moneyOf(params),
    annotation: { isHPA: params.isHPA ?? false },
  });
}

/** `/companySavings`. */
const hotelCompanySavings: ViewQuery<typeof hotelCompanySavingsView> = flagFiguresView(
  companySavingsFigures,
  companySavingsMoney,
);

/** `/trackedSpend`. */
const hotelTrackedSpend: ViewQuery<typeof hotelTrackedSpendView> = flagFiguresView(
  trackedSpendFigures,
  trackedSpendMoney,
);

/**
 * The overview (its base path): the company savings and tracked spend figures of the same call in
 * one answer, with the savings per reservation figures whatever `isHPA`.
 */
const hotelSavingsOverview: ViewQuery<typeof hotelSavingsOverviewView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const [savings, tracked] = await Promise.all([
    companySavingsFigures(warehouse, scope, query, params, { perReservation: true }),
    trackedSpendFigures(warehouse, scope, query, params),
  ]);
  return {
    // perReservation makes the per-reservation figures present.
    data: { ...savings, ...tracked } as HotelSavingsOverviewData,
    currencyFields: [...companySavingsMoney(params, true), ...trackedSpendMoney(params)],
    annotation: { isHPA: params.isHPA ?? false },
  };
};

/**
 * The CTEs `s` (accepted savings and rebooked reservations) and `t` (tracked spend) per `key` (a
 * column, or an expression with its name), limited to the flags asked for.
 */
function savingsAndSpendPer(q: SavingsSql, params: HotelFlags, key: string): string {
  const flags = flagCondition(params);
  return `s AS (
      SELECT ${key}, sum(${q.savings}) FILTER (WHERE is_rebooked) AS savings,
        sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked
      FROM ${q.range('savings')} WHERE ${flags} GROUP BY 1
    ), t AS (
      SELECT ${key}, sum(${q.spend}) AS spend FROM ${q.range('tracked')} WHERE ${flags} GROUP BY 1
    )`;
}

/** `/byHotelChain`: every chain with savings or tracked spend in the range, most savings first. */
const hotelSavingsByChain: ViewQuery<typeof hotelSavingsByChainView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new SavingsSql(scope, query);
  const data = await warehouse.all<ViewRow<typeof hotelSavingsByChainView>>(
    `WITH ${savingsAndSpendPer(q, params, 'hotel_master_chain')}
    SELECT ${selectAs<ViewRow<typeof hotelSavingsByChainView>>({
      hotelMasterChain: 'hotel_master_chain',
      acceptedSavings: money(scope.dialect, 's.savings'),
      rebookedReservations: count('s.rebooked'),
      trackedSpend: money(scope.dialect, 't.spend'),
    })}
    FROM s FULL JOIN t USING (hotel_master_chain)
    WHERE coalesce(s.savings, 0) <> 0 OR coalesce(t.spend, 0) <> 0
    ORDER BY "acceptedSavings" DESC, "trackedSpend" DESC, "hotelMasterChain"`,
    q.params.values,
  );
  return { data, currencyFields: ['acceptedSavings', 'trackedSpend'] };
};

/** `/byMonth`: every calendar month the range touches (zero when nothing happened), oldest first. */
const hotelSavingsByMonth: ViewQuery<typeof hotelSavingsByMonthView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new SavingsSql(scope, query);
  const month = q.periodStart('month');
  const first = q.params.date(query.startDate);
  const last = q.params.date(query.endDate);
  const data = await warehouse.all<ViewRow<typeof hotelSavingsByMonthView>>(
    `WITH months AS (${scope.dialect.monthStarts(first, last)}), ${savingsAndSpendPer(q, params, `${month} AS m`)}
    SELECT ${selectAs<ViewRow<typeof hotelSavingsByMonthView>>({
      createdAt: 'months.m',
      acceptedSavings: money(scope.dialect, 's.savings'),
      rebookedReservations: count('s.rebooked'),
      trackedSpend: money(scope.dialect, 't.spend'),
    })}
    FROM months LEFT JOIN s USING (m) LEFT JOIN t USING (m)
    ORDER BY "createdAt"`,
    q.params.values,
  );
  return { data, currencyFields: ['acceptedSavings', 'trackedSpend'], annotation: { granularity: 'month' } };
};

/** `/byStayLocation`: cities with realized savings, with their coordinates, most savings first. */
const hotelSavingsByLocation: ViewQuery<typeof hotelSavingsByLocationView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new SavingsSql(scope, query);
  const data = await warehouse.all<ViewRow<typeof hotelSavingsByLocationView>>(
    `SELECT ${selectAs<ViewRow<typeof hotelSavingsByLocationView>>({
      location: 'l.location',
      longitude: 'l.longitude',
      latitude: 'l.latitude',
      acceptedSavings: money(scope.dialect, 'x.savings'),
      rebookedReservations: count('x.rebooked'),
    })}
    FROM (SELECT location_id, sum(${q.savings}) AS savings, sum(pnrs) AS rebooked
      FROM ${q.range('savings')} WHERE is_rebooked AND ${flagCondition(params)} GROUP BY location_id) x
    JOIN ${LOCATIONS} l USING (location_id)
    ORDER BY "acceptedSavings" DESC, "location"`,
    q.params.values,
  );
  return { data, currencyFields: ['acceptedSavings'] };
};

/** `/allTimeResults`: realized savings and rebookings of all time, and the go-live date. */
const hotelAllTimeResults: ViewQuery<typeof hotelAllTimeResultsView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new SavingsSql(scope, query);
  const goLive = await q.goLiveDate(warehouse);
  const rows = await warehouse.all<ViewRow<typeof hotelAllTimeResultsView>>(
    `SELECT ${selectAs<ViewRow<typeof hotelAllTimeResultsView>>({
      acceptedSavings: money(scope.dialect, `sum(${q.savings})`),
      rebookings: count('sum(pnrs)'),
      goLiveDate: goLive,
    })}
    FROM ${q.allTime('savings')} WHERE is_rebooked AND ${flagCondition(params)}`,
    q.params.values,
  );
  return { data: firstRow(rows), currencyFields: ['acceptedSavings'], annotation: { allTime: true } };
};

/** The Hotelsaver savings overview views, each a contract of core and its query function. */
export const HOTEL_SAVINGS_VIEW_ROUTES = [
  viewRoute(hotelSavingsOverviewView, hotelSavingsOverview),
  viewRoute(hotelAllTimeResultsView, hotelAllTimeResults),
  viewRoute(hotelCompanySavingsView, hotelCompanySavings),
  viewRoute(hotelTrackedSpendView, hotelTrackedSpend),
  viewRoute(hotelSavingsByMonthView, hotelSavingsByMonth),
  viewRoute(hotelSavingsByChainView, hotelSavingsByChain),
  viewRoute(hotelSavingsByLocationView, hotelSavingsByLocation),
];
