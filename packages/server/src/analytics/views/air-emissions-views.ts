import { methodStamp, type EmissionMethod } from '@tripsight/core/emissions';
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
import { count } from '../sql/figures.js';
import { scopeClause, type QueryScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import { bandKmSql, co2eSql, kg, methodBands, methodOf } from './emissions-sql.js';
import type { AnalyticsQuery } from './query-params.js';
import { firstRow, selectAs, type ViewQuery, type ViewResult } from './view-query.js';
import { viewRoute } from './view-route.js';

/*
 * Air emissions: the CO2e of the PNRs ticketed in the range (every filter, the caller's TMC), from
 * the km per distance bucket of `air_emission_rows` and the method's factors. Every figure is a sum
 * over PNRs, so the breakdowns add up to the summary (to the gram each row is rounded to).
 */

/** The per-PNR table of the emission figures (dataset/air-emissions.ts). */
export const AIR_EMISSION_ROWS = 'air_emission_rows';

/** The scope's rows of the range: the WHERE clause and its bound values. */
export function emissionRows(scope: QueryScope, query: AnalyticsQuery): { params: SqlParams; where: string } {
  const params = new SqlParams(scope.dialect);
  const where = scopeClause(params, scope, {
    table: 'rows',
    dateRange: { startDate: query.startDate, endDate: query.endDate },
  });
  return { params, where };
}

/** The three figures of a group of PNR rows. */
export function figures(scope: QueryScope, method: EmissionMethod): { [K in keyof EmissionFigures]: string } {
  const round = scope.dialect.round.bind(scope.dialect);
  return {
    co2eKg: kg(round, `sum(${co2eSql(method)})`),
    pnrs: count('count(*)'),
    distanceKm: kg(round, 'sum(distance_km)'),
  };
}

/** The answer of an emissions view: its data and the method stamped on it. */
export function stamped<T>(
  data: T,
  method: EmissionMethod,
  currencyFields: readonly string[] = [],
): ViewResult<T> {
  return { data, currencyFields, annotation: { method: methodStamp(method) } } as unknown as ViewResult<T>;
}

type Overview = ViewData<typeof airEmissionsOverviewView>;

/** `/air/emissions/overview`: totals and intensity, and the CO2e by month, cabin and haul band. */
const airEmissionsOverview: ViewQuery<typeof airEmissionsOverviewView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const method = methodOf(params.method);
  const { params: bound, where } = emissionRows(scope, query);
  const f = figures(scope, method);
  const round = scope.dialect.round.bind(scope.dialect);
  const month = scope.dialect.day(scope.dialect.truncate("'month'", 'result_date'));
  const bands = methodBands(method);
  const from = `FROM ${AIR_EMISSION_ROWS} WHERE ${where}`;
  const [summary, byMonth, byCabin, byBand] = await Promise.all([
    warehouse.all<EmissionFigures>(`SELECT ${selectAs<EmissionFigures>(f)} ${from}`, bound.values),
    warehouse.all<Overview['byMonth'][number]>(
      `SELECT ${selectAs<Overview['byMonth'][number]>({ month, ...f })} ${from} GROUP BY 1 ORDER BY 1`,
      bound.values,
    ),
    warehouse.all<Overview['byCabin'][number]>(
      `SELECT ${selectAs<Overview['byCabin'][number]>({ cabinClass: 'cabin_class', ...f })} ${from}
       GROUP BY 1 ORDER BY "co2eKg" DESC, 1`,
      bound.values,
    ),
    warehouse.all<Record<string, number>>(
      `SELECT ${bands
        .map((band, i) => {
          const km = bandKmSql(method, band);
          return `${kg(round, `sum(${co2eSql(method, { band })})`)} AS "c${i}",
            ${count(`count(*) FILTER (WHERE ${km} > 0)`)} AS "p${i}", ${kg(round, `sum(${km})`)} AS "d${i}"`;
        })
        .join(', ')} ${from}`,
      bound.values,
    ),
  ]);
  const totals = firstRow(summary);
  const bandRow = firstRow(byBand);
  const data: Overview = {
    summary: {
      ...totals,
      co2eKgPerPnr: totals.pnrs > 0 ? Math.round((totals.co2eKg / totals.pnrs) * 1000) / 1000 : 0,
      co2eGramsPerKm:
        totals.distanceKm > 0 ? Math.round((totals.co2eKg * 1_000_000) / totals.distanceKm) / 1000 : 0,
    },
    byMonth,
    byCabin,
    byHaul: bands
      .map((haul, i) => ({
        haul,
        co2eKg: Number(bandRow[`c${i}`]),
        pnrs: Number(bandRow[`p${i}`]),
        distanceKm: Number(bandRow[`d${i}`]),
      }))
      .filter((row) => row.pnrs > 0),
  };
  return stamped(data, method);
};

/** A breakdown view: the three figures per value of one column, the most CO2e first. */
function breakdown<K extends string>(
  field: K,
  column: string,
): ViewQuery<ViewContract<(EmissionFigures & Record<K, string>)[], typeof EMISSIONS_PARAMS>> {
  return async (warehouse, scope, query, params) => {
    const method = methodOf(params.method);
    const { params: bound, where } = emissionRows(scope, query);
    const rows = await warehouse.all<EmissionFigures & Record<K, string>>(
      `SELECT ${column} AS "${field}", ${selectAs<EmissionFigures>(figures(scope, method))}
       FROM ${AIR_EMISSION_ROWS} WHERE ${where} GROUP BY 1 ORDER BY "co2eKg" DESC, 1`,
      bound.values,
    );
    return stamped(rows, method);
  };
}

const airEmissionsByRoute: ViewQuery<typeof airEmissionsByRouteView> = breakdown('route', 'city_pair');
const airEmissionsByCarrier: ViewQuery<typeof airEmissionsByCarrierView> = breakdown(
  'carrier',
  'carrier_name',
);
const airEmissionsByClient: ViewQuery<typeof airEmissionsByClientView> = breakdown(
  'client',
  'direct_enterprise',
);

/** The air emissions views, each a contract of core and its query function. */
export const AIR_EMISSIONS_VIEW_ROUTES = [
  viewRoute(airEmissionsOverviewView, airEmissionsOverview),
  viewRoute(airEmissionsByRouteView, airEmissionsByRoute),
  viewRoute(airEmissionsByCarrierView, airEmissionsByCarrier),
  viewRoute(airEmissionsByClientView, airEmissionsByClient),
];
