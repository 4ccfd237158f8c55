import type { DuckDBConnection } from '@duckdb/node-api';
import { dimensionsTableSql, keyedByDimensionSql } from './dimension-tables.js';
import { MONEY, PLACE_DIMENSION_COLUMNS } from './summaries.js';

/** The columns of the hotel filter combinations (the Client filter is the corporate name, docs/rules/shell.md#global-filters). */
export const HOTEL_DIMENSION_COLUMNS = ['corporate_name', ...PLACE_DIMENSION_COLUMNS] as const;

/** Flags every hotel figure can be limited by (isHPA, isPMOnly, isAutorebook). */
const HOTEL_FLAG_COLUMNS = ['is_hpa', 'is_pm_only', 'is_autorebook'] as const;

const flags = HOTEL_FLAG_COLUMNS.join(', ');
const sums = (column: string, as: string, filter = '') =>
  MONEY.map((c) => `sum(${column}_${c})${filter} AS ${as}_${c}`).join(', ');
/** Monthly totals of daily measures; counts stay INTEGER (DuckDB widens sums of integers). */
const rollup = (names: readonly string[]) =>
  names
    .map((n) => (/_(usd|eur|gbp|branch)$/.test(n) ? `sum(${n}) AS ${n}` : `sum(${n})::INTEGER AS ${n}`))
    .join(', ');
const money = (name: string) => MONEY.map((c) => `${name}_${c}`);

/** Tracked family: every reservation, its spend, and the tracked ones with their spend, nights and lead time. */
const TRACKED = `count(*)::INTEGER AS reservations, ${sums('spend', 'all_spend')},
  count(*) FILTER (WHERE is_tracked)::INTEGER AS tracked_pnrs,
  ${sums('spend', 'spend', ' FILTER (WHERE is_tracked)')},
  sum(nights) FILTER (WHERE is_tracked)::INTEGER AS tracked_nights,
  sum(days_before_checkin) FILTER (WHERE is_tracked)::INTEGER AS tracked_days_before`;
const TRACKED_MEASURES = [
  'reservations',
  ...money('all_spend'),
  'tracked_pnrs',
  ...money('spend'),
  'tracked_nights',
  'tracked_days_before',
];

/** Savings family: reservations with lower rates found, the rates sent and accepted, nights, savings, fees, original spend. */
const SAVINGS = `count(*)::INTEGER AS pnrs, sum(nights)::INTEGER AS nights,
  sum(rate_drops_found)::INTEGER AS rate_drops_found, sum(deals_sent)::INTEGER AS all_sent_deals,
  sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
  ${sums('savings', 'savings')}, ${sums('fee', 'fee')}, ${sums('booked_spend', 'booked_spend')}`;
const SAVINGS_MEASURES = [
  'pnrs',
  'nights',
  'rate_drops_found',
  'all_sent_deals',
  'accepted_deals',
  'not_accepted_deals',
  ...money('savings'),
  ...money('fee'),
  ...money('booked_spend'),
];

/**
 * Creates the hotel summaries the views read (the product model's names, products.ts):
 * - `hotel_dimensions`: the distinct filter combinations per TMC, each with a `dim_id`;
 * - `hotel_tracked_daily` / `_monthly` by booking day: every reservation and its spend, the tracked
 *   ones (refundable, booked from go-live on) with their spend, nights and days before check-in;
 * - `hotel_savings_daily` / `_monthly` by the day the lower rate was found: reservations, rates
 *   found, sent and accepted, nights, savings, fees and the original spend, split by sent and
 *   rebooked (`is_sent`, `is_rebooked`) and by stay location (`location_id`).
 * Both are also keyed by hotel chain and the three flags, so chains, locations, HPA,
 * property-manager-only and rebooking-automation figures come from the summaries too. Monthly rows
 * carry the first day of their month. All are sorted by TMC and date.
 */
export async function createHotelSummaries(connection: DuckDBConnection): Promise<void> {
  await connection.run(dimensionsTableSql('hotel_dimensions', 'hotel_reservations', HOTEL_DIMENSION_COLUMNS));
  await connection.run(
    keyedByDimensionSql(
      'hotel_tracked_daily',
      { source: 'hotel_reservations', select: `hotel_master_chain, ${flags}, ${TRACKED}` },
      'hotel_dimensions',
      HOTEL_DIMENSION_COLUMNS,
    ),
  );
  await connection.run(
    keyedByDimensionSql(
      'hotel_savings_daily',
      {
        source: 'hotel_deals',
        select: `hotel_master_chain, location_id, is_sent, is_rebooked, ${flags}, ${SAVINGS}`,
      },
      'hotel_dimensions',
      HOTEL_DIMENSION_COLUMNS,
    ),
  );
  await connection.run(`CREATE TABLE hotel_tracked_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, hotel_master_chain, ${flags},
      ${rollup(TRACKED_MEASURES)}
    FROM hotel_tracked_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
  await connection.run(`CREATE TABLE hotel_savings_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, hotel_master_chain,
      location_id, is_sent, is_rebooked, ${flags}, ${rollup(SAVINGS_MEASURES)}
    FROM hotel_savings_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
}
