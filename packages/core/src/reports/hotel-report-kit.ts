import {
  exportableReport,
  reportPage,
  type ReportDefinition,
  type ReportPageDefinition,
  type ReportVisualKind,
  type ReportVisualLayout,
} from './report-definition.js';
import {
  HOTEL_PRODUCT_TRAITS,
  hotelReportFlags,
  hotelVisual,
  type HotelReportProduct,
  type HotelVisualSpec,
} from './hotel-report-visuals.js';

/*
 * What a hotel report is written with: the product's traits, the report and its pages, and the
 * shapes of its visuals (KPI, bars per month, top ten, pie, table, bands).
 */
export { HOTEL_PRODUCT_TRAITS, type HotelReportProduct };

type Extra = Partial<HotelVisualSpec>;

/** A visual of `kind` and `layout` with `base` settings, which `extra` may override. */
const shape =
  (kind: ReportVisualKind, layout: ReportVisualLayout, base: Extra = {}) =>
  (id: string, title: string, measures: string[], extra: Extra = {}): HotelVisualSpec => ({
    id,
    title,
    kind,
    layout,
    measures,
    ...base,
    ...extra,
  });

/** A KPI of one measure, with the note under it. */
export const kpi = (id: string, title: string, measure: string, note?: string): HotelVisualSpec =>
  shape('kpi', 'third')(id, title, [measure], note ? { note } : {});

/** A bar per calendar month of the measures' cube (half width unless `extra` says otherwise). */
export const monthly = shape('bar', 'half', { byMonth: true });

/** The ten largest rows of `dimension` by `measure`, as horizontal bars. */
export const top = (id: string, title: string, measure: string, dimension: string, extra: Extra = {}) =>
  shape('horizontalBar', 'half', { limit: 10 })(id, title, [measure], { dimensions: [dimension], ...extra });

/** The shares of `dimension` in the first measure, as a pie. */
export const pie = (id: string, title: string, measures: string[], dimension: string, extra: Extra = {}) =>
  shape('pie', 'half')(id, title, measures, { dimensions: [dimension], ...extra });

/** A table of the measures per row of `dimension`, largest first measure first. */
export const table = (id: string, title: string, dimension: string, measures: string[], extra: Extra = {}) =>
  shape('table', 'wide')(id, title, measures, { dimensions: [dimension], ...extra });

/**
 * Bars per value of `label` in ascending order of `start` (a band of days by its first day), or of
 * `label` itself when `start` is left out (star ratings, nights).
 */
export const bands = (
  id: string,
  title: string,
  measures: string[],
  label: string,
  start = label,
  extra: Extra = {},
): HotelVisualSpec =>
  shape('bar', 'half')(id, title, measures, {
    dimensions: start === label ? [label] : [label, start],
    order: { [start]: 'asc' },
    ...extra,
  });

/** A page of a hotel report: its visuals for `product`, in order. */
export function hotelPage(
  product: HotelReportProduct,
  name: string,
  displayName: string,
  visuals: readonly HotelVisualSpec[],
  note?: string,
): ReportPageDefinition {
  return reportPage(
    name,
    displayName,
    visuals.map((spec) => hotelVisual(product, spec)),
    note,
  );
}

/**
 * A hotel report of `product`: its variant flags, exportable, the description led by the
 * product's name (`HPA Core: …`).
 */
export function hotelReport(
  product: HotelReportProduct,
  reportName: string,
  title: string,
  description: string,
  pages: readonly ReportPageDefinition[],
): ReportDefinition {
  const productDescription = `${HOTEL_PRODUCT_TRAITS[product].productName}: ${description}`;
  return exportableReport(reportName, title, productDescription, pages, hotelReportFlags(product));
}
