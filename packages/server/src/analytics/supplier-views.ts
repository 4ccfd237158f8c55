import {
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoption,
  negotiatedFareAdoptionView,
  type ViewRow,
} from '@tripsight/core';
import { count, PolicySql, percentOfSpend } from './policy-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';

/** One row per PNR with its negotiated fare's funnel and outcome (dataset/supplier.ts). */
export const NEGOTIATED_FARES_TABLE = 'air_negotiated_fares';

/**
 * `/negotiatedRates/lowestNegoFarePnrRatio`: of the tracked PNRs in scope that had a negotiated fare,
 * the share whose negotiated fare was the lowest available, and the CAT and LIF success shares.
 */
export const lowestNegoFarePnrRatio: ViewQuery<typeof lowestNegoFarePnrRatioView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new PolicySql(scope, query);
  const share = (condition: string) =>
    percentOfSpend('count(*) FILTER (WHERE ' + condition + ')', 'count(*)');
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

/** `/negotiatedRates/negotiatedFareAdoption`: tracked PNRs, those with a negotiated fare, and the adoption (spec §4). */
export const negotiatedFareAdoptionQuery: ViewQuery<typeof negotiatedFareAdoptionView> = async (
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

/** The supplier-insights views, each a contract of core and its query function. */
export const SUPPLIER_VIEW_ROUTES = [
  viewRoute(lowestNegoFarePnrRatioView, lowestNegoFarePnrRatio),
  viewRoute(negotiatedFareAdoptionView, negotiatedFareAdoptionQuery),
];
