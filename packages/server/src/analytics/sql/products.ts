import type { FilterGroup, ProductType } from '@tripsight/core/bus';

/**
 * The two measure families every product keeps, each as a row-level table and as daily and monthly
 * summaries: `savings` (deals sent, accepted or not, and their savings) and `tracked` (the bookings
 * the product watched, and their spend).
 */
export type MeasureFamily = 'savings' | 'tracked';

/**
 * Where a product type's analytics live. Every table has `tmc_id` (each row belongs to a TMC) and
 * the filter columns; summaries are `{summary}_daily` / `{summary}_monthly` keyed by `dim_id`, the
 * filter combination of the dimension table. Queries read only this, so a product's views, filter
 * lists, scopes and reports work from its names alone.
 */
export interface ProductModel {
  readonly type: ProductType;
  /** False while the dataset has no rows for the product: its filter lists are empty, no query runs. */
  readonly hasData: boolean;
  /** The distinct filter combinations per TMC, each with a `dim_id` and the branch currency. */
  readonly dimensionTable: string;
  /** The column each global filter group restricts (docs/rules/shell.md#global-filters). */
  readonly filterColumns: Readonly<Record<FilterGroup, string>>;
  /** The branch default currency of a filter combination (tmcBranchDefaultCurrency). */
  readonly currencyColumn: string;
  /** The date ranges and periods apply to this column, in row tables and summaries alike. */
  readonly dateColumn: string;
  /** Row-level table of each measure family (reports and deal lists read these). */
  readonly rowTables: Readonly<Record<MeasureFamily, string>>;
  /** Summary name of each measure family (the views read these). */
  readonly summaries: Readonly<Record<MeasureFamily, string>>;
  /** The day each corporate went live, by `tmc_id` and `corporate_name`. */
  readonly goLiveTable: string;
}

/** Air: PNRs, Faresaver deals and their summaries (dataset/air.ts, faresaver.ts, summaries.ts). */
const AIR: ProductModel = {
  type: 'air',
  hasData: true,
  dimensionTable: 'air_dimensions',
  filterColumns: {
    gds: 'gds',
    region: 'ticketing_region',
    continent: 'ticketing_continent',
    pointOfSale: 'ticketing_country',
    corporate: 'direct_enterprise',
    pccName: 'pcc_name',
  },
  currencyColumn: 'tmc_branch_default_currency',
  dateColumn: 'result_date',
  rowTables: { savings: 'faresaver_deals', tracked: 'air_pnrs' },
  summaries: { savings: 'faresaver', tracked: 'air_tracked' },
  goLiveTable: 'corporate_go_live',
};

/**
 * The hotel product types share one hotel dataset: reservations, Hotelsaver results and their
 * summaries (dataset/hotel*.ts). The Client filter of hotels is the corporate name (docs/rules/shell.md#global-filters), not
 * directEnterprise. Summaries are by booking day (tracked) and by the day a lower rate was found
 * (savings).
 */
const hotel = (type: ProductType): ProductModel => ({
  type,
  hasData: true,
  dimensionTable: 'hotel_dimensions',
  filterColumns: { ...AIR.filterColumns, corporate: 'corporate_name' },
  currencyColumn: 'tmc_branch_default_currency',
  dateColumn: 'result_date',
  rowTables: { savings: 'hotel_deals', tracked: 'hotel_reservations' },
  summaries: { savings: 'hotel_savings', tracked: 'hotel_tracked' },
  goLiveTable: 'hotel_go_live',
});

/** The model of every product type (docs/rules/shell.md#tab-catalogue). */
export const PRODUCTS: Readonly<Record<ProductType, ProductModel>> = {
  air: AIR,
  hotel: hotel('hotel'),
  hotelInsights: hotel('hotelInsights'),
  hpaPremium: hotel('hpaPremium'),
};
