/** Attributes every hotel savings widget takes. */
export interface HotelWidgetProps {
  /** normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only (default normal). */
  mode?: string;
  /** The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's (`configureSampleData`). */
  sampleDataKey?: string;
  /** The sample's source (source_url) of POC and demo modes; else the dashboard's, or the service's default. */
  sourceUrl?: string;
}

/** How the hotel elements read their attributes (r2wc prop kinds). */
export const HOTEL_WIDGET_PROPS = { mode: 'string', sampleDataKey: 'string', sourceUrl: 'string' } as const;
