import { DISTANCE_BUCKETS, methodStamp, type EmissionMethod } from '@tripsight/core/emissions';
import type { EmissionFigures } from '@tripsight/core/views';
import { bucketColumn } from '../../dataset/air-emissions.js';
import {
  AIR_EMISSION_ROUTES,
  AIR_EMISSION_SUMMARIES,
  AIR_EMISSION_VARIANTS,
} from '../../dataset/emission-summaries.js';
import { count } from '../sql/figures.js';
import { scopeClause, type QueryScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import { summaryRange } from '../sql/summary-range.js';
import { co2eSql, kg } from './emissions-sql.js';
import type { AnalyticsQuery } from './query-params.js';
import type { ViewResult } from './view-query.js';

/*
 * Where the emissions views read: the emission summaries of the range (dataset/emission-summaries.ts)
 * for the scope's TMC and filter combinations, each a statement to read FROM with its bound values.
 * A method's CO2e is linear in the km per distance bucket of each cabin, so its factors apply to
 * summed km as to a PNR's.
 */

/** The per-PNR table of the emission figures (dataset/air-emissions.ts); exports read it. */
export const AIR_EMISSION_ROWS = 'air_emission_rows';

/** A statement to read FROM and the values it binds. */
export interface EmissionSource {
  params: SqlParams;
  from: string;
}

/** The rows of an emission summary in the query's range, for the scope. */
export function emissionSummary(scope: QueryScope, query: AnalyticsQuery, name: string): EmissionSource {
  const params = new SqlParams(scope.dialect);
  const from = summaryRange(params, scope.dialect, {
    name,
    where: scopeClause(params, scope),
    dateColumn: scope.product.dateColumn,
    startDate: query.startDate,
    endDate: query.endDate,
  });
  return { params, from };
}

/** The km per distance bucket, all a method's CO2e needs. */
export const BUCKET_MEASURES = DISTANCE_BUCKETS.map((bucket) => bucketColumn(bucket.id));

/** The km columns every air emission summary sums. */
export const KM_MEASURES = ['distance_km', ...BUCKET_MEASURES];

/**
 * The route summary of the range collapsed to one row per route and trip variant (and client, when
 * `client`), the summed `measures` with the route's columns (`city_pair`, `direct_km`,
 * `direct_domestic`) and the variant's (`cabin_class`, `is_return`, `has_connection`, `short_legs`).
 */
export function routesInRange(
  scope: QueryScope,
  query: AnalyticsQuery,
  options: { measures: readonly string[]; client?: boolean },
): EmissionSource {
  const { params, from } = emissionSummary(scope, query, AIR_EMISSION_SUMMARIES.routes);
  // Grouped by integer keys only (by filter combination for clients: the client is its
  // combination's), then joined to the names: faster than grouping by the client's name.
  const keys = [...(options.client ? ['s.dim_id'] : []), 's.route_id', 's.variant'];
  const sums = options.measures.map((measure) => `sum(s.${measure}) AS ${measure}`).join(', ');
  const collapsed = `SELECT ${keys.join(', ')}, ${sums} FROM ${from} s
    GROUP BY ${keys.map((_, i) => i + 1).join(', ')}`;
  const client = options.client
    ? {
        column: 'd.direct_enterprise AS client, ',
        join: `JOIN ${scope.product.dimensionTable} d ON d.dim_id = c.dim_id`,
      }
    : { column: '', join: '' };
  return {
    params,
    from: `(SELECT ${client.column}c.*, t.city_pair, t.direct_km, t.direct_domestic,
        v.cabin_class, v.is_return, v.has_connection, v.short_legs
      FROM (${collapsed}) c
      JOIN ${AIR_EMISSION_ROUTES} t ON t.route_id = c.route_id
      JOIN ${AIR_EMISSION_VARIANTS} v ON v.variant = c.variant ${client.join})`,
  };
}

/** How a group counts its PNRs: one per row of `air_emission_rows`, or a summary row's `pnrs`. */
export type PnrCount = 'count(*)' | 'sum(pnrs)';

/** The three figures of a group, from PNR rows or summary rows alike. */
export function figures(
  scope: QueryScope,
  method: EmissionMethod,
  pnrs: PnrCount,
): { [K in keyof EmissionFigures]: string } {
  const round = scope.dialect.round.bind(scope.dialect);
  return {
    co2eKg: kg(round, `sum(${co2eSql(method)})`),
    pnrs: count(pnrs),
    distanceKm: kg(round, 'sum(distance_km)'),
  };
}

/** The answer of an emissions view: its data and the method (and table) its figures come from. */
export function stamped<T>(
  data: T,
  method: EmissionMethod,
  options: { currencyFields?: readonly string[]; table?: 'air' | 'hotel' } = {},
): ViewResult<T> {
  const annotation = { method: methodStamp(method, options.table) };
  return { data, currencyFields: options.currencyFields ?? [], annotation } as unknown as ViewResult<T>;
}
