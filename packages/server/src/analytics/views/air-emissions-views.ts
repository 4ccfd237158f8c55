import {
  DISTANCE_BUCKETS,
  bucketBand,
  bucketsCo2e,
  type CabinClass,
  type HaulBand,
} from '@tripsight/core/emissions';
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
import { bucketColumn } from '../../dataset/air-emissions.js';
import { AIR_EMISSION_SUMMARIES, flewBucketColumn } from '../../dataset/emission-summaries.js';
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
import { methodBands, methodOf } from './emissions-sql.js';
import { grams, groupRows, total } from '../sql/row-sums.js';
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

/** One group of the overview's statement: a month, a cabin, the buckets flown, and sums. */
type MonthCabinKm = { month: string; cabinClass: CabinClass; pnrs: number; distanceKm: number } & Record<
  string,
  number
>;

/** A group's figures under a method: in all and per haul band of the method. */
interface MonthCabin extends EmissionFigures {
  month: string;
  cabinClass: string;
  bands: EmissionFigures[];
}

/** The rounded figures of a set of groups. */
function sumUp(rows: readonly EmissionFigures[]): EmissionFigures {
  return {
    co2eKg: grams(total(rows, (row) => row.co2eKg)),
    pnrs: total(rows, (row) => row.pnrs),
    distanceKm: grams(total(rows, (row) => row.distanceKm)),
  };
}

/**
 * `/air/emissions/overview`: totals and intensity, and the CO2e by month, cabin and haul band. One
 * statement gives the PNRs and km per bucket of each month, cabin and set of buckets flown (a few
 * hundred rows, the same statement whatever the method); the method's factors apply here, with
 * core's `bucketsCo2e`.
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
  const flew = DISTANCE_BUCKETS.map((bucket) => flewBucketColumn(bucket.id));
  const km = DISTANCE_BUCKETS.map((bucket) => bucketColumn(bucket.id));
  const groups = await warehouse.all<MonthCabinKm>(
    `SELECT ${dialect.day(dialect.truncate("'month'", 'result_date'))} AS "month",
       cabin_class AS "cabinClass", ${flew.map((column) => `${column}::INTEGER AS ${column}`).join(', ')},
       ${count('sum(pnrs)')} AS pnrs, coalesce(sum(distance_km), 0)::DOUBLE AS "distanceKm",
       ${km.map((column) => `coalesce(sum(${column}), 0)::DOUBLE AS ${column}`).join(', ')}
     FROM ${from} s GROUP BY ${[1, 2, ...flew.map((_, i) => i + 3)].join(', ')}`,
    bound.values,
  );
  const bands = methodBands(method);
  const rows: MonthCabin[] = groups.map((group) => {
    const kmIn = (id: string) => Number(group[bucketColumn(id)]);
    const inBand = (band: HaulBand) => DISTANCE_BUCKETS.filter((b) => bucketBand(method, b) === band);
    return {
      month: group.month,
      cabinClass: group.cabinClass,
      pnrs: group.pnrs,
      distanceKm: group.distanceKm,
      co2eKg: bucketsCo2e(method, group.cabinClass, kmIn),
      bands: bands.map((band) => ({
        co2eKg: bucketsCo2e(method, group.cabinClass, kmIn, band),
        pnrs: inBand(band).some((b) => Number(group[flewBucketColumn(b.id)]) === 1) ? group.pnrs : 0,
        distanceKm: total(inBand(band), (b) => kmIn(b.id)),
      })),
    };
  });
  const totals = sumUp(rows);
  const byMonth = [...groupRows(rows, (row) => row.month)]
    .map(([month, group]) => ({ month, ...sumUp(group) }))
    .sort((a, b) => a.month.localeCompare(b.month));
  const byCabin = [...groupRows(rows, (row) => row.cabinClass)]
    .map(([cabinClass, group]) => ({ cabinClass, ...sumUp(group) }))
    .sort((a, b) => b.co2eKg - a.co2eKg || a.cabinClass.localeCompare(b.cabinClass));
  const byHaul = bands
    .map((haul, i) => ({ haul, ...sumUp(rows.map((row) => row.bands[i]!)) }))
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
