import { NEGOTIATED_FARE_FUNNEL_LIMIT, negotiatedFareAdoption } from '@tripsight/core/supplier';
import {
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoptionView,
  negotiatedFareFunnelView,
  type ViewRow,
} from '@tripsight/core/views';
import { count, PolicySql, percentOfSpend } from '../sql/policy-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';
import type { Dialect } from '../dialect/dialect.js';

/** One row per PNR with its negotiated fare's funnel and outcome (dataset/supplier.ts). */
export const NEGOTIATED_FARES_TABLE = 'air_negotiated_fares';

/**
 * `/negotiatedRates/lowestNegoFarePnrRatio`: of the tracked PNRs in scope that had a negotiated fare,
 * the share whose negotiated fare was the lowest available, and the CAT and LIF success shares.
 */
const lowestNegoFarePnrRatio: ViewQuery<typeof lowestNegoFarePnrRatioView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new PolicySql(scope, query);
  const share = (condition: string) =>
    percentOfSpend(scope.dialect, 'count(*) FILTER (WHERE ' + condition + ')', 'count(*)');
  const rows = await warehouse.all<ViewRow<typeof lowestNegoFarePnrRatioView>>(
    `SELECT ${selectAs<ViewRow<typeof lowestNegoFarePnrRatioView>>({
      lowestNegociatedFarePnrRatio: share('is_lowest_available'),
      countPnrs: count('count(*)'),
      catSuccess: share('cat_success'),
      lifSuccess: share('lif_success'),
    })}
    FROM ${NEGOTIATED_FARES_TABLE} WHERE ${q.where} AND is_tracked AND has_negotiated_fare`,
    q.params.values,
  );
  return { data: firstRow(rows), currencyFields: [] };
};

/** `/negotiatedRates/negotiatedFareAdoption`: tracked PNRs, those with a negotiated fare, and the adoption (docs/rules/air.md#negotiated-fares-adoption). */
const negotiatedFareAdoptionQuery: ViewQuery<typeof negotiatedFareAdoptionView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new PolicySql(scope, query);
  const row = firstRow(
    await warehouse.all<{ trackedPnrs: number; trackedPnrsWithNegotiatedFare: number }>(
      `SELECT ${count('count(*)')} AS "trackedPnrs",
        ${count('count(*) FILTER (WHERE has_negotiated_fare)')} AS "trackedPnrsWithNegotiatedFare"
      FROM ${NEGOTIATED_FARES_TABLE} WHERE ${q.where} AND is_tracked`,
      q.params.values,
    ),
  );
  return {
    data: {
      ...row,
      negotiatedFareAdoption: negotiatedFareAdoption(row.trackedPnrs, row.trackedPnrsWithNegotiatedFare),
    },
    currencyFields: [],
  };
};

/** The funnel's grouping: the plating carrier (the first of a PNR's airlines) or the route. */
const FUNNEL_LABEL = {
  carrier: (dialect: Dialect) => dialect.splitPart('itin_airlines', "', '", 1),
  route: () => 'itin_route',
} as const;

/**
 * `/negotiatedRates/negotiatedFareFunnel`: per carrier or route, the tracked PNRs in scope whose
 * negotiated fare was loaded, of those the ones where it was available at the point of sale, and of
 * those the ones booked on it (`has_negotiated_fare`, the adoption's numerator); the most loaded
 * first, then by name.
 */
const negotiatedFareFunnel: ViewQuery<typeof negotiatedFareFunnelView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new PolicySql(scope, query);
  const label = FUNNEL_LABEL[params.breakdown ?? 'carrier'](scope.dialect);
  const limit = q.params.add(NEGOTIATED_FARE_FUNNEL_LIMIT);
  const rows = await warehouse.all<ViewRow<typeof negotiatedFareFunnelView>>(
    `SELECT ${selectAs<ViewRow<typeof negotiatedFareFunnelView>>({
      label,
      loadedPnrs: count('count(*)'),
      availablePnrs: count('count(*) FILTER (WHERE nego_available)'),
      chosenPnrs: count('count(*) FILTER (WHERE has_negotiated_fare)'),
    })}
    FROM ${NEGOTIATED_FARES_TABLE} WHERE ${q.where} AND is_tracked AND nego_loaded
    GROUP BY 1 ORDER BY "loadedPnrs" DESC, "label" LIMIT ${limit}`,
    q.params.values,
  );
  return { data: rows, currencyFields: [], annotation: { limit: NEGOTIATED_FARE_FUNNEL_LIMIT } };
};

/** The supplier-insights views, each a contract of core and its query function. */
export const SUPPLIER_VIEW_ROUTES = [
  viewRoute(lowestNegoFarePnrRatioView, lowestNegoFarePnrRatio),
  viewRoute(negotiatedFareAdoptionView, negotiatedFareAdoptionQuery),
  viewRoute(negotiatedFareFunnelView, negotiatedFareFunnel),
];
