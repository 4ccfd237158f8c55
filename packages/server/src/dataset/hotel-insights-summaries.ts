import type { DuckDBConnection } from '@duckdb/node-api';
import { MONEY } from './summaries.js';
import { createSummary } from './summary-tables.js';

/**
 * The supplier insights summary of `hotel_insights_stays`: `{name}_daily` by check-in day and
 * `{name}_monthly` by check-in month, each per filter combination, hotel (with its chain and city),
 * room type and where the stays fell (bucket, contract and booked rate type, above contract).
 */
export const HOTEL_INSIGHTS_SUMMARY = 'hotel_insights';

/** The keys of a summary row besides TMC, date and `dim_id`: a stay's hotel, room and rate facts. */
export const HOTEL_INSIGHTS_SUMMARY_KEYS = [
  'hotel_id',
  'hotel_master_chain',
  'destination_city',
  'room_type',
  'bucket',
  'contract_rate_type',
  'rate_type',
  'above_contract',
] as const;

/** The measures of a summary row: nights, and spend paid and at market rate in every currency. */
export const HOTEL_INSIGHTS_SUMMARY_MEASURES = [
  'nights',
  ...MONEY.map((currency) => `spend_${currency}`),
  ...MONEY.map((currency) => `market_spend_${currency}`),
] as const;

const MONEY_SUMS = HOTEL_INSIGHTS_SUMMARY_MEASURES.filter((m) => m !== 'nights')
  .map((m) => `sum(${m}) AS ${m}`)
  .join(', ');

/**
 * Creates the supplier insights summary from `hotel_insights_stays`. Its keys are those a view may
 * group or filter the stays by (the chain and city go with the hotel, the booked rate type with the
 * bucket and contract), so a view sums summary rows to the same figures as the stays; a stay's
 * bucket stays a key, read with core's bucket rules (`@tripsight/core/hotel-insights`) as on the
 * stays. At 5 million PNRs the months hold two thirds as many rows as the stays (the days hardly
 * fewer: a TMC's stays seldom share a day, combination, hotel and room), each a third as wide.
 */
export async function createHotelInsightsSummary(connection: DuckDBConnection): Promise<void> {
  await createSummary(connection, {
    name: HOTEL_INSIGHTS_SUMMARY,
    source: 'hotel_insights_stays',
    dimensions: null,
    keys: HOTEL_INSIGHTS_SUMMARY_KEYS,
    measures: `sum(nights)::INTEGER AS nights, ${MONEY_SUMS}`,
    rollup: `sum(nights)::INTEGER AS nights, ${MONEY_SUMS}`,
  });
}
