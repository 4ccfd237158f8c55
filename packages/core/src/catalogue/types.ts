import type { ProductType } from '../model/product-types.js';

/** The product groups of the navigation (docs/rules/shell.md#tab-catalogue). */
export type ProductGroup =
  | 'Faresaver'
  | 'Supplier Insights'
  | 'Policy Insights'
  | 'Air Program Analytics'
  | 'Hotelsaver'
  | 'HPA Core'
  | 'HPA Premium'
  | 'Hotel Supplier Insights'
  | 'Sustainability'
  | 'Agentsee'
  | 'Alerts'
  | 'Wellness';

/**
 * Names of the product icons (docs/rules/shell.md#shell-layout: Faresaver, Policy Insights, Supplier Insights, POC, Hotelsaver,
 * HPA Core, HPA Premium, Hotel Supplier Insights, Air Program Analytics and AgentAI, with a default for others).
 */
export type ProductIcon =
  | 'faresaver'
  | 'policy-insights'
  | 'supplier-insights'
  | 'poc'
  | 'hotelsaver'
  | 'hpa-core'
  | 'hpa-premium'
  | 'hotel-supplier-insights'
  | 'air-program-analytics'
  | 'agentai'
  | 'default';

/** What a tab shows: a built-in page element (with its mode) or an embedded business-intelligence report. */
export type TabContent =
  | { kind: 'element'; tag: `tripsight-${string}`; mode: string | null }
  | { kind: 'report'; tag: 'tripsight-report'; reportName: string };

/** A child link of a hotel tab (docs/rules/shell.md#tab-catalogue). */
export interface TabLink {
  name: string;
  targetTabName: string;
}

/** Per-tab display options (docs/rules/shell.md#tab-display-options). */
export interface DisplayOptions {
  hideCurrencySelector: boolean;
  hideFilters: boolean;
  disableFilters: boolean;
  disableDatePicker: boolean;
  hideExportButton: boolean;
  showNetGrossToggle: boolean;
  /** Allow future dates (up to one year ahead) in the calendar. */
  showFutureDates: boolean;
  /** Default start of the date window, in days before today (docs/rules/shell.md#dates: 30 unless stated). */
  defaultStartDaysInThePast: number;
  /** Default end of the date window, in days after yesterday. */
  defaultEndDaysInTheFuture: number;
}

/** One tab of the catalogue (docs/rules/shell.md#tab-catalogue). */
export interface TabDefinition extends DisplayOptions {
  /** Internal page name; also the last route segment. */
  tabName: string;
  /** Title shown in the navigation and the page header. */
  tabTitle: string;
  group: ProductGroup;
  /** Product name of the route (null: the route is just /{internalPageName}). */
  productName: string | null;
  productType: ProductType;
  /** Inactive tabs never show, even when entitled. */
  isVisible: boolean;
  /** Shown with a beta label. */
  beta: boolean;
  content: TabContent;
  links: TabLink[];
  powerbiReportId: string | null;
}
