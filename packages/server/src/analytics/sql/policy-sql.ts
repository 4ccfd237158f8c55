import {
  ALL_CHOICE,
  type CabinFilterOption,
  type FilterMode,
  type PolicyFilterOption,
} from '@tripsight/core/policy';
import type { Dialect } from '../dialect/dialect.js';
import { AIRPORT_COORDINATES } from '../../dataset/policy-airports.js';
import { SUMMARY_KEYS } from '../../dataset/policy.js';
import { summaryRange } from './summary-range.js';
import { moneyColumn } from './money.js';
import type { AnalyticsQuery } from '../views/query-params.js';
import { scopeClause, type QueryScope } from './scope.js';
import { SqlParams } from './sql-params.js';

/** The table of the policy views: one row per PNR with its compliance (dataset/policy.ts). */
const POLICY_TABLE = 'air_policy';
/** Its daily and monthly summaries by cell, rule and verdicts (`{name}_daily`, `{name}_monthly`). */
const POLICY_SUMMARY = 'air_policy';

/** The PNR-summary filters a cabin compliance view may take (docs/rules/air.md#cabin-class-compliance: cabinFilter, policyFilter). */
export interface CabinFilterParams {
  cabinFilter?: CabinFilterOption;
  cabinFilterMode?: FilterMode;
  policyFilter?: PolicyFilterOption;
  policyFilterMode?: FilterMode;
}

/**
 * The pieces every policy statement shares: bound parameters, the scope (TMC and filter
 * combinations), the ticketing days of the query, and the price (rows) and spend (summaries) in the
 * resolved currency.
 */
export class PolicySql {
  readonly params: SqlParams;
  /** The warehouse's SQL dialect. */
  readonly dialect: Dialect;
  /** TMC and filter combinations. */
  readonly scope: string;
  private whereClause: string | null = null;
  /** The PNR's price in the resolved currency (rows). */
  readonly price: string;
  /** Summed spend in the resolved currency (summaries). */
  readonly spend: string;
  private readonly startDate: string;
  private readonly endDate: string;

  constructor(
    scope: QueryScope,
    query: Pick<AnalyticsQuery, 'startDate' | 'endDate'>,
    range?: { startDate: string },
  ) {
    this.params = new SqlParams(scope.dialect);
    this.dialect = scope.dialect;
    this.startDate = range?.startDate ?? query.startDate;
    this.endDate = query.endDate;
    this.scope = scopeClause(this.params, scope);
    this.price = moneyColumn('price', scope.currency);
    this.spend = moneyColumn('spend', scope.currency);
  }

  /** TMC, filter combinations and the ticketing days of the query, for the PNR rows (bound on first use). */
  get where(): string {
    this.whereClause ??= `${this.scope} AND result_date BETWEEN ${this.params.date(this.startDate)} AND ${this.params.date(this.endDate)}`;
    return this.whereClause;
  }

  /** The PNR rows of the scope and days. */
  rows(): string {
    return `${POLICY_TABLE} WHERE ${this.where}`;
  }

  /**
   * Summary rows of the scope and days: whole months from the monthly summary, the days around them
   * from the daily one; `daily` reads days only (for grouping by day or week). Only the columns the
   * views read, spend in the resolved currency alone: DuckDB binds and plans the statement a third
   * faster than with every column matched by name.
   */
  summary(options: { daily?: boolean } = {}): string {
    const columns = `result_date, dim_id, ${SUMMARY_KEYS}, pnrs, ${this.spend}, days_total`;
    return summaryRange(this.params, this.dialect, {
      name: POLICY_SUMMARY,
      where: this.scope,
      dateColumn: 'result_date',
      startDate: this.startDate,
      endDate: this.endDate,
      daily: options.daily,
      columns,
    });
  }

  /**
   * The cabin and In policy? filters as conditions (docs/rules/air.md#cabin-class-compliance): All matches everything; a value keeps
   * its rows in include mode and removes them in exclude mode.
   */
  cabinFilters(filters: CabinFilterParams, alias?: string): string {
    const column = (name: string) => (alias ? `${alias}.${name}` : name);
    const conditions: string[] = [];
    if (filters.cabinFilter && filters.cabinFilter !== ALL_CHOICE) {
      const op = filters.cabinFilterMode === 'exclude' ? '<>' : '=';
      conditions.push(`${column('cabin_class')}::VARCHAR ${op} ${this.params.add(filters.cabinFilter)}`);
    }
    if (filters.policyFilter && filters.policyFilter !== ALL_CHOICE) {
      const wanted = (filters.policyFilter === 'Yes') !== (filters.policyFilterMode === 'exclude');
      conditions.push(wanted ? column('is_cabin_compliant') : `NOT ${column('is_cabin_compliant')}`);
    }
    return conditions.length > 0 ? ` AND ${conditions.join(' AND ')}` : '';
  }

  /**
   * The condition of one city pair ('LHR-JFK'); a pair of airports the dataset does not have
   * matches nothing, like a filter value nobody has.
   */
  cityPair(cityPair: string | null): string {
    if (!cityPair) return '';
    const [origin = '', destination = ''] = cityPair.split('-');
    if (!(origin in AIRPORT_COORDINATES) || !(destination in AIRPORT_COORDINATES)) return ' AND FALSE';
    return ` AND origin_airport = ${this.params.add(origin)} AND destination_airport = ${this.params.add(destination)}`;
  }
}

export { count, money } from './figures.js';
/** A share of spend in percent with two decimals; 0 when nothing was spent (docs/rules/air.md#compliance). */
export { percentOf as percentOfSpend } from './figures.js';
