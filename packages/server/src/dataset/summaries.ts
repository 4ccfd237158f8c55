import type { DuckDBConnection } from '@duckdb/node-api';

/** The columns the global filters and the country views group by, shared by PNRs, deals and summaries. */
export const DIMENSION_COLUMNS = [
  'direct_enterprise',
  'gds',
  'pcc_name',
  'ticketing_region',
  'ticketing_continent',
  'ticketing_country',
  'ticketing_country_code',
  'tmc_branch_default_currency',
] as const;

const dims = DIMENSION_COLUMNS.join(', ');
const moneySums = (prefix: string, as: string) =>
  ['usd', 'eur', 'gbp', 'branch'].map((c) => `sum(${prefix}_${c}) AS ${as}_${c}`).join(', ');

/**
 * Creates the daily summaries the savings views read, so a query touches one row per day and
 * filter combination instead of one per PNR:
 * - `air_tracked_daily`: tracked and valid PNRs and tracked spend;
 * - `faresaver_daily`: deals sent, accepted and not accepted, rebooked and not-accepted PNRs,
 *   savings and fees, by deal outcome and feedback reason;
 * - `air_dimensions`: the distinct filter combinations per TMC (dynamic filters and currencies).
 */
export async function createSummaries(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE air_tracked_daily AS
    SELECT tmc_id, result_date, ${dims},
      count(*)::INTEGER AS tracked_pnrs, count(*) FILTER (WHERE is_valid)::INTEGER AS valid_pnrs,
      ${moneySums('price', 'spend')}
    FROM air_pnrs WHERE is_tracked
    GROUP BY ALL ORDER BY tmc_id, result_date`);
  await connection.run(`CREATE TABLE faresaver_daily AS
    SELECT tmc_id, result_date, ${dims}, is_rebooked, feedback_meaning_platform,
      count(*)::INTEGER AS pnrs, sum(deals_sent)::INTEGER AS all_sent_deals,
      sum(accepted_deals)::INTEGER AS accepted_deals, sum(not_accepted_deals)::INTEGER AS not_accepted_deals,
      ${moneySums('savings', 'savings')}, ${moneySums('fee', 'fee')}
    FROM faresaver_deals
    GROUP BY ALL ORDER BY tmc_id, result_date`);
  await connection.run(`CREATE TABLE air_dimensions AS
    SELECT DISTINCT tmc_id, ${dims} FROM air_pnrs ORDER BY ALL`);
}
