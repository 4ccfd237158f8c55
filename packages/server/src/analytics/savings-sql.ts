import type { AnalyticsQuery } from './query-params.js';
import { moneyColumn } from './money.js';
import { splitRange } from './date-split.js';
import { scopeClause, type QueryScope } from './scope.js';
import { SqlParams } from './sql-params.js';

/** The summary families: `{name}_daily` and `{name}_monthly` (see dataset/summaries.ts). */
export type SummaryName = 'faresaver' | 'air_tracked';

/**
 * The pieces every savings statement shares: bound parameters, the caller's TMC and filters, and
 * the savings and spend expressions in the requested currency and fee mode.
 */
export class SavingsSql {
  readonly params = new SqlParams();
  /** TMC and filter combinations over `air_dimensions`. */
  readonly scope: string;
  /** TMC and filter combinations over a summary table (by `dim_id`). */
  readonly where: string;
  /** Savings (gross, or net of the TMC fee) in the resolved currency. */
  readonly savings: string;
  /** Tracked spend in the resolved currency. */
  readonly spend: string;

  constructor(
    scope: QueryScope,
    private readonly query: AnalyticsQuery,
  ) {
    this.where = scopeClause(this.params, scope);
    this.scope = this.where;
    this.savings = moneyColumn('savings', scope.currency, query.feeMode);
    this.spend = moneyColumn('spend', scope.currency);
  }

  /**
   * Summary rows of the query's date range: whole months from the monthly table, the days around
   * them from the daily one (so `result_date` is a day or a month start). `daily` reads days only,
   * for grouping by day or week.
   */
  range(name: SummaryName, options: { daily?: boolean } = {}): string {
    const split = options.daily
      ? { months: null, days: [[this.query.startDate, this.query.endDate] as [string, string]] }
      : splitRange(this.query.startDate, this.query.endDate);
    const parts: string[] = [];
    if (split.months) {
      const [first, last] = split.months;
      parts.push(`SELECT * FROM ${name}_monthly WHERE ${this.where}
        AND result_date BETWEEN ${this.params.add(first)}::DATE AND ${this.params.add(last)}::DATE`);
    }
    if (split.days.length > 0) {
      const days = split.days.map(
        ([start, end]) =>
          `result_date BETWEEN ${this.params.add(start)}::DATE AND ${this.params.add(end)}::DATE`,
      );
      parts.push(`SELECT * FROM ${name}_daily WHERE ${this.where} AND (${days.join(' OR ')})`);
    }
    return `(${parts.join(' UNION ALL BY NAME ')})`;
  }

  /** Summary rows of all time (monthly). */
  allTime(name: SummaryName): string {
    return `(SELECT * FROM ${name}_monthly WHERE ${this.where})`;
  }
}

/** Money rounded to cents as a JS number. */
export const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::DOUBLE`;
/** A count as a JS number. */
export const count = (expression: string) => `coalesce(${expression}, 0)::INTEGER`;
/** Accepted deals over all sent deals in percent (0-100, two decimals); 0 when nothing was sent. */
export const ratio = (accepted: string, sent: string) =>
  `round(coalesce(100.0 * ${accepted} / nullif(${sent}, 0), 0), 2)::DOUBLE`;

/** The earliest go-live date among the corporates in `scope` (over `air_dimensions`), as YYYY-MM-DD. */
export const goLiveDate = (scope: string) => `(SELECT strftime(min(g.go_live_date), '%Y-%m-%d')
  FROM corporate_go_live g JOIN (SELECT DISTINCT tmc_id, direct_enterprise FROM air_dimensions WHERE ${scope}) d
    ON d.tmc_id = g.tmc_id AND d.direct_enterprise = g.corporate_name)`;

/** Start of the period (day, week from Monday, month) a result date falls in, as YYYY-MM-DD. */
export const periodStart = (granularityParam: string) =>
  `strftime(date_trunc(${granularityParam}, result_date), '%Y-%m-%d')`;
