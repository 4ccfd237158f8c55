import type { AnalyticsQuery } from './query-params.js';
import type { ResolvedCurrency } from './money.js';
import { moneyColumn } from './money.js';
import { buildAirFilterClause } from './filters.js';
import { SqlParams } from './sql-params.js';

/**
 * The pieces every savings statement shares: bound parameters, the TMC + filter conditions with and
 * without the date range, and the savings expression in the requested currency and fee mode.
 */
export interface SavingsSql {
  params: SqlParams;
  /** TMC and filters. */
  scope: string;
  /** TMC, filters and the date range on `result_date` (no range with `allTime`). */
  inRange: string;
  /** Savings (gross, or net of the TMC fee) in the resolved currency, on `faresaver_daily`. */
  savings: string;
  /** Tracked spend in the resolved currency, on `air_tracked_daily`. */
  spend: string;
}

export function savingsSql(
  tmc: string,
  query: AnalyticsQuery,
  currency: ResolvedCurrency,
  options: { allTime?: boolean } = {},
): SavingsSql {
  const params = new SqlParams();
  const scope = buildAirFilterClause(params, tmc, query.filters);
  // Every bound value must be used, so the range is bound only when the statement needs it.
  const dates = options.allTime
    ? 'TRUE'
    : `result_date BETWEEN ${params.add(query.startDate)}::DATE AND ${params.add(query.endDate)}::DATE`;
  return {
    params,
    scope,
    inRange: `${scope} AND ${dates}`,
    savings: moneyColumn('savings', currency, query.feeMode),
    spend: moneyColumn('spend', currency),
  };
}

/** Money rounded to cents as a JS number. */
export const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::DOUBLE`;
/** A count as a JS number. */
export const count = (expression: string) => `coalesce(${expression}, 0)::INTEGER`;
/** Accepted deals over all sent deals in percent (0-100, two decimals); 0 when nothing was sent. */
export const ratio = (accepted: string, sent: string) =>
  `round(coalesce(100.0 * ${accepted} / nullif(${sent}, 0), 0), 2)::DOUBLE`;

/** The earliest go-live date among the corporates in scope, as YYYY-MM-DD. */
export const goLiveDate = (scope: string) => `(SELECT strftime(min(g.go_live_date), '%Y-%m-%d')
  FROM corporate_go_live g JOIN (SELECT DISTINCT tmc_id, direct_enterprise FROM air_dimensions WHERE ${scope}) d
    ON d.tmc_id = g.tmc_id AND d.direct_enterprise = g.corporate_name)`;

/** Start of the period (day, week from Monday, month) a result date falls in, as YYYY-MM-DD. */
export const periodStart = (granularityParam: string) =>
  `strftime(date_trunc(${granularityParam}, result_date), '%Y-%m-%d')`;
