import type { DuckDBConnection } from '@duckdb/node-api';
import { dimensionsTableSql, keyedByDimensionSql } from './dimension-tables.js';

/** The filter columns after the client's, the same for air and hotel: GDS, PCC, place and currency. */
export const PLACE_DIMENSION_COLUMNS = [
  'gds',
  'pcc_name',
  'ticketing_region',
  'ticketing_continent',
  'ticketing_country',
  'ticketing_country_code',
  'tmc_branch_default_currency',
] as const;

/** The columns the global filters and the country and client views use, shared by PNRs and deals. */
export const DIMENSION_COLUMNS = ['direct_enterprise', ...PLACE_DIMENSION_COLUMNS] as const;

/** The suffixes of a money figure's columns, one per currency. */
export const MONEY = ['usd', 'eur', 'gbp', 'branch'];
const sums = (prefix: string, as: string) => MONEY.map((c) => `sum(${prefix}_${c}) AS ${as}_${c}`).join(', ');

const TRACKED = `count(*)::INTEGER AS tracked_pnrs, count(*) FILTER (WHERE is_valid)::INTEGER AS valid_pnrs,
  ${sums('price', 'spend')}`;
const TRACKED_ROLLUP = `sum(tracked_pnrs)::INTEGER AS tracked_pnrs, sum(valid_pnrs)::INTEGER AS valid_pnrs,
  ${sums('spend', 'spend')}`;
const DEALS = `count(*)::INTEGER AS pnrs, sum(deals_sent)::INTEGER AS all_sent_deals,
  sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
  ${sums('savings', 'savings')}, ${sums('fee', 'fee')}`;
const DEALS_ROLLUP = `sum(pnrs)::INTEGER AS pnrs, sum(all_sent_deals)::INTEGER AS all_sent_deals,
  sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
  ${sums('savings', 'savings')}, ${sums('fee', 'fee')}`;

/**
 * Creates the summaries the savings views read, so a query touches one row per day (or month) and
 * filter combination instead of one per PNR:
 * - `air_dimensions`: the distinct filter combinations per TMC, each with a `dim_id`;
 * - `air_tracked_daily` / `_monthly`: tracked and valid PNRs and tracked spend;
 * - `faresaver_daily` / `_monthly`: deals sent, accepted and not accepted, rebooked and not-accepted
 *   PNRs (`pnrs` by `is_rebooked`), savings and fees, by feedback reason.
 * Monthly rows carry the first day of their month in `result_date`. All are sorted by TMC and date.
 */
export async function createSummaries(connection: DuckDBConnection): Promise<void> {
  await connection.run(dimensionsTableSql('air_dimensions', 'air_pnrs', DIMENSION_COLUMNS));
  await connection.run(
    keyedByDimensionSql(
      'air_tracked_daily',
      { source: '(SELECT * FROM air_pnrs WHERE is_tracked)', select: TRACKED },
      'air_dimensions',
      DIMENSION_COLUMNS,
    ),
  );
  await connection.run(
    keyedByDimensionSql(
      'faresaver_daily',
      { source: 'faresaver_deals', select: `is_rebooked, feedback_meaning_platform, ${DEALS}` },
      'air_dimensions',
      DIMENSION_COLUMNS,
    ),
  );
  await connection.run(`CREATE TABLE air_tracked_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, ${TRACKED_ROLLUP}
    FROM air_tracked_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
  await connection.run(`CREATE TABLE faresaver_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, is_rebooked,
      feedback_meaning_platform, ${DEALS_ROLLUP}
    FROM faresaver_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
}
