import { HOTEL_DEALS_CUBE, HOTEL_INSIGHTS_CUBE, HOTEL_RESERVATIONS_CUBE } from '../cube/cubes.js';
import type { CubeFilter, CubeOrder, CubeQuery } from '../cube/cube-query.js';
import type {
  ReportValueFormat,
  ReportVisualDefinition,
  ReportVisualKind,
  ReportVisualLayout,
} from './report-definition.js';

/**
 * The three hotel products whose reports share one definition per report kind: Hotelsaver (every
 * reservation), HPA Core and HPA Premium (the HPA programme's reservations; Premium adds the
 * market-rate and negotiated-rate figures).
 */
export type HotelReportProduct = 'hotelsaver' | 'hpaCore' | 'hpaPremium';

/** What a product changes in a report: its name in texts, the HPA limit, the premium figures. */
export interface HotelProductTraits {
  /** The product group of the catalogue (`Hotelsaver`, `HPA Core`, `HPA Premium`). */
  productName: string;
  /** Every figure is limited to HPA programme reservations (the savings overview's isHPA). */
  hpa: boolean;
  /** The market-rate and negotiated-rate figures of HPA Premium. */
  premium: boolean;
}

export const HOTEL_PRODUCT_TRAITS: Readonly<Record<HotelReportProduct, HotelProductTraits>> = {
  hotelsaver: { productName: 'Hotelsaver', hpa: false, premium: false },
  hpaCore: { productName: 'HPA Core', hpa: true, premium: false },
  hpaPremium: { productName: 'HPA Premium', hpa: true, premium: true },
};

/** The variant flags a hotel report carries (ReportDefinition.flags). */
export const hotelReportFlags = (product: HotelReportProduct) => {
  const { hpa, premium } = HOTEL_PRODUCT_TRAITS[product];
  return { product, isHPA: hpa, premium };
};

/** A member of the reservations cube (dated by booking day). */
export const reservations = (name: string): string => `${HOTEL_RESERVATIONS_CUBE}.${name}`;
/** A member of the lower-rates cube (dated by the day the lower rate was found). */
export const deals = (name: string): string => `${HOTEL_DEALS_CUBE}.${name}`;

/** A member of the supplier insights cube (dated by check-in). */
export const insights = (name: string): string => `${HOTEL_INSIGHTS_CUBE}.${name}`;

/** The date each cube's figures are read on: the one the report's date range applies to. */
const DATE_OF: Readonly<Record<string, string>> = {
  [HOTEL_RESERVATIONS_CUBE]: reservations('resultDateCreatedAt'),
  [HOTEL_DEALS_CUBE]: deals('resultDateCreatedAt'),
  [HOTEL_INSIGHTS_CUBE]: insights('checkin'),
};

/** Measures drawn as percentages (0–100) and as plain numbers; the others are counts, or money. */
const PERCENT_MEASURES = new Set([
  'trackingRatio',
  'discountLevel',
  'negotiatedRateShare',
  'rebookingPerformanceRatio',
  'savingsPerReservationRatio',
  'coverageRate',
  'availabilityRate',
  'utilizationRate',
]);
const NUMBER_MEASURES = new Set(['avgTrackedNumNights', 'avgDaysBeforeCheckin']);

/** How a measure is formatted: money for `{currency}` members, else by its name. */
function measureFormat(measure: string): ReportValueFormat {
  const name = measure.split('.')[1] ?? measure;
  if (name.endsWith('{currency}')) return 'money';
  if (PERCENT_MEASURES.has(name)) return 'percent';
  if (NUMBER_MEASURES.has(name)) return 'number';
  return 'count';
}

/** One visual of a hotel report, before the product's limit and the date dimension are added. */
export interface HotelVisualSpec {
  id: string;
  title: string;
  kind: ReportVisualKind;
  layout: ReportVisualLayout;
  /** Measures of one cube; the first is the figure a chart draws. */
  measures: string[];
  /** The label of the rows (first), and any member the order needs. */
  dimensions?: string[];
  /** Rows per calendar month of the cube's date, oldest first. */
  byMonth?: boolean;
  /** Descending by the first measure unless given. */
  order?: Record<string, CubeOrder>;
  limit?: number;
  filters?: CubeFilter[];
  benchmark?: { value: number; label: string };
  note?: string;
}

/** The 80 % rebooking performance benchmark (docs/rules/hotel.md#hotel-metrics: a rate above 80 % is over it). */
export const REBOOKING_BENCHMARK = { value: 80, label: 'Benchmark 80 %' } as const;

/**
 * A hotel report visual for `product`: the query on the measures' cube, limited to HPA programme
 * reservations for the HPA products, dated by the cube's date, rows by month or ordered by the
 * first measure, every measure formatted by its kind.
 */
export function hotelVisual(product: HotelReportProduct, spec: HotelVisualSpec): ReportVisualDefinition {
  const first = spec.measures[0] ?? '';
  const cube = first.split('.')[0] ?? '';
  const date = DATE_OF[cube];
  if (!date) throw new Error(`hotel visual ${spec.id}: unknown cube of ${first}`);
  const filters = [...(spec.filters ?? [])];
  if (HOTEL_PRODUCT_TRAITS[product].hpa) {
    filters.push({ member: `${cube}.isHpa`, operator: 'equals', values: ['Yes'] });
  }
  const query: CubeQuery = { measures: [...spec.measures] };
  if (spec.dimensions) query.dimensions = [...spec.dimensions];
  if (spec.byMonth) {
    query.timeDimensions = [{ dimension: date, granularity: 'month' }];
    query.order = { [`${date}.month`]: 'asc' };
  } else if (spec.order) {
    query.order = { ...spec.order };
  } else if (spec.dimensions) {
    query.order = { [first]: 'desc' };
  }
  if (spec.limit !== undefined) query.limit = spec.limit;
  if (filters.length > 0) query.filters = filters;
  return {
    id: spec.id,
    title: spec.title,
    kind: spec.kind,
    layout: spec.layout,
    query,
    dateDimension: date,
    formats: Object.fromEntries(spec.measures.map((m) => [m, measureFormat(m)])),
    ...(spec.benchmark ? { benchmark: { ...spec.benchmark } } : {}),
    ...(spec.note ? { note: spec.note } : {}),
  };
}
