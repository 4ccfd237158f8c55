import type { Granularity } from '@tripsight/core/rules';
import type { Dialect } from '../dialect/dialect.js';
import type { AnalyticsQuery } from '../views/query-params.js';
import { moneyColumn } from './money.js';
import { summaryRange } from './summary-range.js';
import type { MeasureFamily, ProductModel } from './products.js';
import { scopeClause, type QueryScope } from './scope.js';
import { SqlParams } from './sql-params.js';
import { goLiveDate } from './go-live.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/**
 * The pieces every savings statement shares: bound parameters, the scope (TMC and filter
 * combinations) over the product's summaries, and the savings and spend expressions in the
 * requested currency and fee mode. Table and column names come from the scope's product.
 */
export class SavingsSql {
  readonly params: SqlParams;
  /** The warehouse's SQL dialect. */
  readonly dialect: Dialect;
  readonly product: ProductModel;
  /** TMC and filter combinations, over a summary table or the dimension table (by `dim_id`). */
  readonly where: string;
  /** Savings (gross, or net of the TMC fee) in the resolved currency. */
  readonly savings: string;
  /** Tracked spend in the resolved currency. */
  readonly spend: string;

  constructor(
    private readonly scope: QueryScope,
    private readonly query: Pick<AnalyticsQuery, 'startDate' | 'endDate' | 'feeMode'>,
  ) {
    this.params = new SqlParams(scope.dialect);
    this.dialect = scope.dialect;
    this.product = scope.product;
    this.where = scopeClause(this.params, scope);
    this.savings = moneyColumn('savings', scope.currency, query.feeMode);
    this.spend = moneyColumn('spend', scope.currency);
  }

  /**
   * Summary rows of the query's date range: whole months from the monthly table, the days around
   * them from the daily one (so the date is a day or a month start). `daily` reads days only, for
   * grouping by day or week.
   */
  range(family: MeasureFamily, options: { daily?: boolean } = {}): string {
    return summaryRange(this.params, this.dialect, {
      name: this.product.summaries[family],
      where: this.where,
      dateColumn: this.product.dateColumn,
      startDate: this.query.startDate,
      endDate: this.query.endDate,
      daily: options.daily,
    });
  }

  /** Summary rows of all time (monthly). */
  allTime(family: MeasureFamily): string {
    return `(SELECT * FROM ${this.product.summaries[family]}_monthly WHERE ${this.where})`;
  }

  /** Per-filter-combination totals of `source`, joined to their dimensions (country, corporate, …). */
  perDimension(measures: string, source: string, where = 'TRUE'): string {
    return `(SELECT d.*, ${this.dialect.allBut('x', ['dim_id'])}
      FROM (SELECT dim_id, ${measures} FROM ${source} WHERE ${where} GROUP BY dim_id) x
      JOIN ${this.product.dimensionTable} d USING (dim_id))`;
  }

  /** Start of the period (day, week from Monday, month) a summary row falls in, as YYYY-MM-DD. */
  periodStart(granularity: Granularity): string {
    const { dialect } = this;
    return dialect.day(dialect.truncate(this.params.add(granularity), this.product.dateColumn));
  }

  /**
   * The scope's go-live date (YYYY-MM-DD, or null) as a bound value: read once per scope and
   * warehouse (`go-live.ts`), not beside every figure.
   */
  async goLiveDate(warehouse: Warehouse): Promise<string> {
    return `${this.params.add(await goLiveDate(warehouse, this.scope))}::VARCHAR`;
  }

  /** The first day with tracked bookings in scope, of all time, as YYYY-MM-DD. */
  firstTrackedDay(): string {
    const date = this.product.dateColumn;
    return `(SELECT ${this.dialect.day(`min(${date})`)} FROM ${this.product.summaries.tracked}_daily WHERE ${this.where})`;
  }
}

export { count, money } from './figures.js';
/** Accepted deals over all sent deals in percent (0-100, two decimals); 0 when nothing was sent. */
export { percentOf as ratio } from './figures.js';
