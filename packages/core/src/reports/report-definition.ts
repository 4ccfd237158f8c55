import type { CubeQuery } from '../cube/cube-query.js';

/**
 * An embedded report drawn by the reference report service (docs/rules/shell.md#embedded-reports): pages of
 * visuals, each visual one query on the Cube-shaped query API. A variant (BCD, HPA Premium, Demo) is
 * the same definition with other `flags`. The catalogue's `report(reportName)` names the definition.
 */
export interface ReportDefinition {
  /** The catalogue's report name (`report('SavingsPerformance')`), also the embed token's report id. */
  reportName: string;
  /** The report's title, shown above its pages. */
  title: string;
  /** What the report is for, one sentence a travel manager reads under the title. */
  description?: string;
  /** Variant switches the queries and texts read (e.g. `{ bcd: true }`, `{ demo: true }`). */
  flags?: Readonly<Record<string, boolean | string>>;
  /** The pages in navigation order; the first is active after load. */
  pages: readonly ReportPageDefinition[];
  /** The report's data may be exported as xlsx through the reporting API's export. */
  exportable?: boolean;
}

/** One page of a report: `name` is powerbi-client's page name, `displayName` its tab text. */
export interface ReportPageDefinition {
  name: string;
  displayName: string;
  /** A note drawn under the page's visuals (e.g. the k-anonymity rule of a benchmark page). */
  note?: string;
  visuals: readonly ReportVisualDefinition[];
}

/** How a visual draws its query's answer, with the UI kit's pieces. */
export type ReportVisualKind = 'kpi' | 'bar' | 'horizontalBar' | 'line' | 'pie' | 'table';

/** The width a visual takes in the page's grid (the composed pages' layouts). */
export type ReportVisualLayout = 'third' | 'half' | 'wide';

/** How a figure is formatted: money in the selected currency, a percent (0–100), a count, days. */
export type ReportValueFormat = 'money' | 'percent' | 'count' | 'days' | 'number';

/**
 * One visual: a title, how it is drawn, and its query. In a query, `{currency}` in a member name is
 * replaced by the selected currency's suffix (`Usd`, `Eur`, `Gbp`, `DefaultCurrency`), and the
 * report's filters (selected entries, the date range on `dateDimension`, the product) are added by
 * the service, as the exports add them (docs/rules/shell.md#exports-and-downloads).
 */
export interface ReportVisualDefinition {
  id: string;
  title: string;
  kind: ReportVisualKind;
  layout: ReportVisualLayout;
  query: CubeQuery;
  /** The time dimension the report's date range applies to (`Cube.member`); none = not dated. */
  dateDimension?: string;
  /** Format per member; members not listed are counts for measures, text for dimensions. */
  formats?: Readonly<Record<string, ReportValueFormat>>;
  /** A reference line or figure drawn with the visual (e.g. the 80 % rebooking benchmark). */
  benchmark?: { value: number; label: string };
  /** A short explanation drawn under the visual (how a figure is defined). */
  note?: string;
  /**
   * Figures computed per answered row from two of its members (`numerator / denominator`, times 100
   * when `percent`), drawn like measures under their key; e.g. a rebooking ratio from two counts.
   */
  ratios?: Readonly<Record<string, ReportRatio>>;
}

/** A figure of a visual's row computed from two of its members (see `ReportVisualDefinition.ratios`). */
interface ReportRatio {
  numerator: string;
  denominator: string;
  percent?: boolean;
}

/**
 * An exportable report: its catalogue name, title, the sentence under the title, its pages, and the
 * variant's `flags` when it has any.
 */
export function exportableReport(
  reportName: string,
  title: string,
  description: string,
  pages: readonly ReportPageDefinition[],
  flags?: ReportDefinition['flags'],
): ReportDefinition {
  return { reportName, title, description, ...(flags ? { flags } : {}), exportable: true, pages };
}

/** A page of a report: its name, tab text and visuals, with the note drawn under them. */
export function reportPage(
  name: string,
  displayName: string,
  visuals: readonly ReportVisualDefinition[],
  note?: string,
): ReportPageDefinition {
  return { name, displayName, ...(note ? { note } : {}), visuals };
}
