import { ALTERNATIVE_LABELS, methodStamp, type EmissionMethod } from '@tripsight/core/emissions';
import type { AlternativeKind, EmissionAlternativeRow } from '@tripsight/core/views';
import { count } from '../analytics/sql/figures.js';
import { AIR_EMISSION_ROWS, figures } from '../analytics/views/emission-sources.js';
import { airEmissionsAlternatives } from '../analytics/views/emission-alternatives-views.js';
import { co2eSql, kg, nightFactorSql } from '../analytics/views/emissions-sql.js';
import type { ReportFacts, ReportValue } from './report-output.js';
import { rowsInRange } from './report-columns.js';
import { rowReport, type AirReport, type ReportContext, type RowReportColumn } from './row-report.js';

/*
 * The emissions exports: the rows behind the emissions pages under one method, each row and the
 * facts naming the method (id, source, factor year), and the facts' totals computed as the emissions
 * views compute theirs, so an export reconciles with the page it was taken from.
 */

/** A text written into the statement as an SQL literal (the method's texts come from core). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The method's columns, the same on every row: id, and its `table`'s source and factor year. */
function methodColumns(method: EmissionMethod, table: 'air' | 'hotel' = 'air'): RowReportColumn[] {
  const { id, source, factorYear } = methodStamp(method, table);
  return [
    { key: 'method', header: 'Method', width: 16, select: literal(id) },
    { key: 'methodSource', header: 'Method source', width: 60, select: literal(source) },
    { key: 'factorYear', header: 'Factor year', select: `${Math.trunc(factorYear)}::INTEGER` },
  ];
}

/** The facts naming the method and its `table`'s source and year, before the totals. */
export function methodFacts(method: EmissionMethod, table: 'air' | 'hotel' = 'air'): ReportFacts {
  const { id, source, factorYear } = methodStamp(method, table);
  return [
    ['Method', id],
    ['Method name', method.name],
    ['Method source', source],
    ['Factor year', factorYear],
    // Radiative forcing is a matter of flights: the hotel figures do not name it.
    ...(table === 'air'
      ? [
          [
            'Radiative forcing',
            method.radiativeForcing ? 'Included' : 'Not included',
          ] satisfies ReportFacts[number],
        ]
      : []),
  ];
}

/** Total labels of the air export; its facts' figures are the air overview's summary. */
export const AIR_TOTALS = { co2eKg: 'Total kg CO2e', pnrs: 'PNRs', distanceKm: 'Total great-circle km' };

/** One row per PNR ticketed in the range: its great-circle km and kg CO2e under `method`. */
export function airEmissionsReport(method: EmissionMethod): AirReport {
  return rowReport({
    name: 'airEmissionsReport',
    displayName: 'Air Emissions',
    table: () => AIR_EMISSION_ROWS,
    where: rowsInRange,
    columns: ({ scope: { dialect } }) => [
      { key: 'recordLocator', header: 'Record locator', select: 'record_locator' },
      { key: 'resultDate', header: 'Ticketing date', select: dialect.day('result_date') },
      { key: 'client', header: 'Client', width: 28, select: 'direct_enterprise' },
      { key: 'route', header: 'Route', width: 14, select: 'city_pair' },
      { key: 'carrier', header: 'Carrier', width: 24, select: 'carrier_name' },
      { key: 'cabinClass', header: 'Cabin', width: 16, select: 'cabin_class' },
      { key: 'isReturn', header: 'Return', select: "CASE WHEN is_return THEN 'Yes' ELSE 'No' END" },
      { key: 'distanceKm', header: 'Great-circle km', select: `${dialect.round('distance_km', 3)}::DOUBLE` },
      { key: 'co2eKg', header: 'kg CO2e', select: `${dialect.round(co2eSql(method), 3)}::DOUBLE` },
      ...methodColumns(method),
    ],
    totals: ({ scope }) => {
      const sums = figures(scope, method, 'count(*)');
      return [
        [AIR_TOTALS.co2eKg, sums.co2eKg],
        [AIR_TOTALS.pnrs, sums.pnrs],
        [AIR_TOTALS.distanceKm, sums.distanceKm],
      ];
    },
  });
}

/** Total labels of the hotel export; its facts' figures are the hotel overview's summary. */
export const HOTEL_TOTALS = { co2eKg: 'Total kg CO2e', nights: 'Nights' };

/** One row per hotel reservation booked in the range: nights, the country's factor and kg CO2e. */
export function hotelEmissionsReport(method: EmissionMethod): AirReport {
  const factor = nightFactorSql(method, 'destination_country_code');
  return rowReport({
    name: 'hotelEmissionsReport',
    displayName: 'Hotel Emissions',
    table: ({ scope }) => scope.product.rowTables.tracked,
    where: rowsInRange,
    columns: ({ scope: { dialect, product } }) => [
      { key: 'recordLocator', header: 'Record locator', select: 'record_locator' },
      { key: 'resultDate', header: 'Booking date', select: dialect.day('result_date') },
      { key: 'client', header: 'Client', width: 28, select: product.filterColumns.corporate },
      { key: 'hotelName', header: 'Hotel', width: 40, select: 'hotel_name' },
      { key: 'city', header: 'City', width: 18, select: 'destination_city' },
      { key: 'country', header: 'Country', width: 20, select: 'destination_country' },
      { key: 'nights', header: 'Nights', select: 'nights::INTEGER' },
      { key: 'factor', header: 'kg CO2e per night', select: `${factor}::DOUBLE` },
      { key: 'co2eKg', header: 'kg CO2e', select: `${dialect.round(`nights * ${factor}`, 3)}::DOUBLE` },
      ...methodColumns(method, 'hotel'),
    ],
    totals: ({ scope }) => [
      [HOTEL_TOTALS.co2eKg, kg(scope.dialect.round.bind(scope.dialect), `sum(nights * ${factor})`)],
      [HOTEL_TOTALS.nights, count('sum(nights)')],
    ],
  });
}

/** The alternatives view's answer for the export's query. */
async function alternatives(
  { warehouse, scope, query }: ReportContext,
  method: EmissionMethod,
  breakdown: 'kind' | 'route',
): Promise<EmissionAlternativeRow[]> {
  const answer = await airEmissionsAlternatives(warehouse, scope, query, { method: method.id, breakdown });
  return answer.data;
}

/** The fact labels of one kind's totals. */
export const alternativeTotals = (kind: AlternativeKind) => {
  const label = ALTERNATIVE_LABELS[kind];
  return { pnrs: `${label}: PNRs`, saved: `${label}: kg CO2e saved`, fare: `${label}: fare difference` };
};

/**
 * The alternatives by kind and route (the alternatives view by route, one page), the facts giving
 * each kind's totals as the view answers them by kind.
 */
export function emissionAlternativesReport(method: EmissionMethod): AirReport {
  return {
    name: 'emissionAlternativesReport',
    displayName: 'Emission Alternatives',
    columns: ({ scope }) => [
      { key: 'kind', header: 'Alternative', width: 48 },
      { key: 'route', header: 'Route', width: 14 },
      { key: 'pnrs', header: 'PNRs' },
      { key: 'co2eKgSaved', header: 'kg CO2e saved', width: 16 },
      { key: 'fareDifference', header: `Fare difference (${scope.currency.code})`, money: true, width: 22 },
      ...methodColumns(method).map(({ key, header, width }) => ({ key, header, width })),
    ],
    count: async (context) => (await alternatives(context, method, 'route')).length,
    async page(context) {
      const { id, source, factorYear } = methodStamp(method);
      const rows = await alternatives(context, method, 'route');
      return {
        rows: rows.map((row): ReportValue[] => [
          ALTERNATIVE_LABELS[row.kind],
          row.route ?? '',
          row.pnrs,
          row.co2eKgSaved,
          row.fareDifference,
          id,
          source,
          factorYear,
        ]),
        next: null,
      };
    },
    async totals(context) {
      const byKind = await alternatives(context, method, 'kind');
      return byKind.flatMap((row): ReportFacts => {
        const labels = alternativeTotals(row.kind);
        return [
          [labels.pnrs, row.pnrs],
          [labels.saved, row.co2eKgSaved],
          [labels.fare, row.fareDifference],
        ];
      });
    },
  };
}
