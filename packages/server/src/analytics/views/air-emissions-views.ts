import {
  airEmissionsByCarrierView,
  airEmissionsByClientView,
  airEmissionsByRouteView,
  airEmissionsOverviewView,
  type EMISSIONS_PARAMS,
  type EmissionFigures,
  type ViewContract,
  type ViewData,
} from '@tripsight/core/views';
import { AIR_EMISSION_SUMMARIES } from '../../dataset/emission-summaries.js';
import { DIMENSION_COLUMNS } from '../../dataset/summaries.js';
import { count } from '../sql/figures.js';
import type { QueryScope } from '../sql/scope.js';
import {
  KM_MEASURES,
  emissionSummary,
  figures,
  routesInRange,
  stamped,
  type EmissionSource,
} from './emission-sources.js';
import { bandKmSql, co2eSql, flewBandSql, methodBands, methodOf } from './emissions-sql.js';
import type { AnalyticsQuery } from './query-params.js';
import { selectAs, type ViewQuery } from './view-query.js';
import { AIR_EMISSION_TABS } from '../../security/entitlements.js';
import { viewRoute } from './view-route.js';

/*
 * Air emissions: the CO2e of the PNRs ticketed in the range (every filter, the caller's TMC), from
 * the km per distance bucket of the air emission summaries and the method's factors. Every figure is a sum
 * over PNRs, so the breakdowns add up to the summary (to the gram each row is rounded to).
 */

type Overview = ViewData<typeof airEmissionsOverviewView>;

/** One month and cabin of the overview: its figures unrounded, and per haul band (`c0`, `p0`, `d0`, …). */
type MonthCabin = EmissionFigures & { month: string; cabinClass: string } & Record<string, number>;

/** kg rounded to the gram. */
const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/** The rounded figures of a set of months and cabins. */
function sumUp(rows: readonly MonthCabin[]): EmissionFigures {
  const sum = (pick: (row: MonthCabin) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    co2eKg: grams(sum((row) => row.co2eKg)),
    pnrs: sum((row) => row.pnrs),
    distanceKm: grams(sum((row) => row.distanceKm)),
  };
}

/** The rows grouped by a key, in first-seen order. */
function groupBy(rows: readonly MonthCabin[], key: (row: MonthCabin) => string): Map<string, MonthCabin[]> {
  const groups = new Map<string, MonthCabin[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * `/air/emissions/overview`: totals and intensity, and the CO2e by month, cabin and haul band, from
 * one statement: the range's figures per month and cabin (a few dozen rows), added up here.
 */
const airEmissionsOverview: ViewQuery<typeof airEmissionsOverviewView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const { dialect } = scope;
  const { params: bound, from } = emissionSummary(scope, query, AIR_EMISSION_SUMMARIES.cabins);
  const bands = methodBands(method);
  const number = (expression: string) => `coalesce(${expression}, 0)::DOUBLE`;
  const rows = await warehouse.all<MonthCabin>(
    `SELECT ${dialect.day(dialect.truncate("'month'", 'result_date'))} AS "month",
       cabin_class AS "cabinClass", ${number(`sum(${co2eSql(method)})`)} AS "co2eKg",
       ${count('sum(pnrs)')} AS pnrs, ${number('sum(distance_km)')} AS "distanceKm",
       ${bands
         .map(
           (band, i) => `${number(`sum(${co2eSql(method, { band })})`)} AS "c${i}",
         ${count(`sum(pnrs) FILTER (WHERE ${flewBandSql(method, band)})`)} AS "p${i}",
         ${number(`sum(${bandKmSql(method, band)})`)} AS "d${i}"`,
         )
         .join(', ')}
     FROM ${from} s GROUP BY 1, 2`,
    bound.values,
  );
  const totals = sumUp(rows);
  const byMonth = [...groupBy(rows, (row) => row.month)]
    .map(([month, group]) => ({ month, ...sumUp(group) }))
    .sort((a, b) => a.month.localeCompare(b.month));
  const byCabin = [...groupBy(rows, (row) => row.cabinClass)]
    .map(([cabinClass, group]) => ({ cabinClass, ...sumUp(group) }))
    .sort((a, b) => b.co2eKg - a.co2eKg || a.cabinClass.localeCompare(b.cabinClass));
  const byHaul = bands
    .map((haul, i) => ({
      haul,
      co2eKg: grams(rows.reduce((total, row) => total + row[`c${i}`]!, 0)),
      pnrs: rows.reduce((total, row) => total + row[`p${i}`]!, 0),
      distanceKm: grams(rows.reduce((total, row) => total + row[`d${i}`]!, 0)),
    }))
    .filter((row) => row.pnrs > 0);
  const data: Overview = {
    summary: {
      ...totals,
      co2eKgPerPnr: totals.pnrs > 0 ? grams(totals.co2eKg / totals.pnrs) : 0,
      co2eGramsPerKm: totals.distanceKm > 0 ? grams((totals.co2eKg * 1000) / totals.distanceKm) : 0,
    },
    byMonth,
    byCabin,
    byHaul,
  };
  return stamped(data, method);
};

/**
 * A breakdown view: the three figures per value of a source's `grouped` column, the most CO2e first.
 */
function breakdown<K extends string>(
  field: K,
  source: (scope: QueryScope, query: AnalyticsQuery) => EmissionSource,
): ViewQuery<ViewContract<(EmissionFigures & Record<K, string>)[], typeof EMISSIONS_PARAMS>> {
  return async (warehouse, scope, query, params) => {
    const method = methodOf(params.method);
    const { params: bound, from } = source(scope, query);
    const rows = await warehouse.all<EmissionFigures & Record<K, string>>(
      `SELECT grouped AS "${field}", ${selectAs<EmissionFigures>(figures(scope, method, 'sum(pnrs)'))}
       FROM ${from} s GROUP BY 1 ORDER BY "co2eKg" DESC, 1`,
      bound.values,
    );
    return stamped(rows, method);
  };
}

/** A summary of the range with `column` as `grouped` (a filter column from the filter combination). */
function summaryBy(name: string, column: string) {
  return (scope: QueryScope, query: AnalyticsQuery): EmissionSource => {
    const summary = emissionSummary(scope, query, name);
    const join = (DIMENSION_COLUMNS as readonly string[]).includes(column)
      ? `JOIN ${scope.product.dimensionTable} d ON d.dim_id = s.dim_id`
      : '';
    return {
      params: summary.params,
      from: `(SELECT s.*, ${join ? 'd' : 's'}.${column} AS grouped FROM ${summary.from} s ${join})`,
    };
  };
}

const airEmissionsByRoute: ViewQuery<typeof airEmissionsByRouteView> = breakdown('route', (scope, query) => {
  const routes = routesInRange(scope, query, { measures: ['pnrs', ...KM_MEASURES] });
  return { params: routes.params, from: `(SELECT r.*, r.city_pair AS grouped FROM ${routes.from} r)` };
});
const airEmissionsByCarrier: ViewQuery<typeof airEmissionsByCarrierView> = breakdown(
  'carrier',
  summaryBy(AIR_EMISSION_SUMMARIES.carriers, 'carrier_name'),
);
const airEmissionsByClient: ViewQuery<typeof airEmissionsByClientView> = breakdown(
  'client',
  summaryBy(AIR_EMISSION_SUMMARIES.cabins, 'direct_enterprise'),
);

/** The air emissions views, each a contract of core and its query function. */
export const AIR_EMISSIONS_VIEW_ROUTES = [
  viewRoute(airEmissionsOverviewView, airEmissionsOverview, AIR_EMISSION_TABS),
  viewRoute(airEmissionsByRouteView, airEmissionsByRoute, AIR_EMISSION_TABS),
  viewRoute(airEmissionsByCarrierView, airEmissionsByCarrier, AIR_EMISSION_TABS),
  viewRoute(airEmissionsByClientView, airEmissionsByClient, AIR_EMISSION_TABS),
];
