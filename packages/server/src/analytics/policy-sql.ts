import {
  ALL_CHOICE,
  type CabinFilterOption,
  type FilterMode,
  type PolicyFilterOption,
} from '@tripsight/core';
import { AIRPORT_COORDINATES } from '../dataset/policy-airports.js';
import { moneyColumn } from './money.js';
import type { AnalyticsQuery } from './query-params.js';
import { scopeClause, type QueryScope } from './scope.js';
import { SqlParams } from './sql-params.js';

/** The table of the policy views: one row per PNR with its compliance (dataset/policy.ts). */
export const POLICY_TABLE = 'air_policy';

/** The PNR-summary filters a cabin compliance view may take (spec §7 cabinFilter, policyFilter). */
export interface CabinFilterParams {
  cabinFilter?: CabinFilterOption;
  cabinFilterMode?: FilterMode;
  policyFilter?: PolicyFilterOption;
  policyFilterMode?: FilterMode;
}

/**
 * The pieces every policy statement shares: bound parameters, the scope (TMC and filter
 * combinations) and the date range on the ticketing day, and the price in the resolved currency.
 */
export class PolicySql {
  readonly params = new SqlParams();
  /** TMC, filter combinations and the ticketing days of the query. */
  readonly where: string;
  /** The PNR's price in the resolved currency. */
  readonly price: string;

  constructor(
    scope: QueryScope,
    query: Pick<AnalyticsQuery, 'startDate' | 'endDate'>,
    range?: { startDate: string },
  ) {
    const start = range?.startDate ?? query.startDate;
    this.where = `${scopeClause(this.params, scope)} AND result_date BETWEEN ${this.params.add(start)}::DATE AND ${this.params.add(query.endDate)}::DATE`;
    this.price = moneyColumn('price', scope.currency);
  }

  /**
   * The cabin and In policy? filters as conditions (spec §5): All matches everything; a value keeps
   * its rows in include mode and removes them in exclude mode.
   */
  cabinFilters(filters: CabinFilterParams): string {
    const conditions: string[] = [];
    if (filters.cabinFilter && filters.cabinFilter !== ALL_CHOICE) {
      const op = filters.cabinFilterMode === 'exclude' ? '<>' : '=';
      conditions.push(`cabin_class::VARCHAR ${op} ${this.params.add(filters.cabinFilter)}`);
    }
    if (filters.policyFilter && filters.policyFilter !== ALL_CHOICE) {
      const wanted = (filters.policyFilter === 'Yes') !== (filters.policyFilterMode === 'exclude');
      conditions.push(wanted ? 'is_cabin_compliant' : 'NOT is_cabin_compliant');
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

/** Money rounded to cents as a JS number. */
export const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::DOUBLE`;
/** A count as a JS number. */
export const count = (expression: string) => `coalesce(${expression}, 0)::INTEGER`;
/** A share of spend in percent with two decimals; 0 when nothing was spent (spec §4). */
export const percentOfSpend = (part: string, total: string) =>
  `round(coalesce(100.0 * ${part} / nullif(${total}, 0), 0), 2)::DOUBLE`;
