import type { DuckDBConnection } from '@duckdb/node-api';

/** Why travellers did not take a cheaper fare Faresaver offered (feedbackMeaningPlatform). */
export const FEEDBACK_REASONS = [
  'Traveler prefers original flight times',
  'Loyalty program preference',
  'Connection not acceptable',
  'Fare conditions too restrictive',
  'Savings below threshold',
  'No response from traveler',
  'Ticket already changed',
] as const;

const reasons = `[${FEEDBACK_REASONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Creates `corporate_go_live`: the day each corporate started using Faresaver, between about three
 * months and two and a half years before the anchor. PNRs ticketed before it are not tracked.
 */
export async function createGoLiveDates(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE corporate_go_live AS
    SELECT c.tmc_id, c.corp_idx, c.corporate_name,
      anchor_day() - (90 + floor(rnd(t.tmc_idx, c.corp_idx, 101) * 830))::INTEGER AS go_live_date
    FROM corporates c JOIN tmcs t USING (tmc_id)`);
}

/**
 * Creates `faresaver_deals`, one row per PNR with a cheaper fare: for about a third of the valid PNRs
 * Faresaver found one. A share of those PNRs (which differs per corporate) accepted the first deal and
 * was rebooked; the others were not accepted after one to three deals, each carrying the PNR's saving
 * and the traveller's feedback reason. So deals not accepted = deals sent - deals accepted, every PNR
 * or client with deals not accepted has savings not accepted, and the feedback reasons add up to the
 * deals not accepted. Savings are in USD, EUR, GBP and the branch currency; the TMC's transaction fee
 * is a share of each saving, so net savings (savings - fee) are always below gross.
 */
export async function createFaresaverDeals(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE faresaver_deals AS
  WITH offered AS (
    SELECT p.*, t.transaction_fee_rate, cur.usd_rate,
      rnd(p.tmc_idx, p.pnr_idx, 203) < 0.42 + 0.4 * rnd(p.tmc_idx, hash(p.direct_enterprise), 204) AS is_rebooked,
      CASE WHEN is_rebooked THEN 1
        ELSE 1 + floor(3 * pow(rnd(p.tmc_idx, p.pnr_idx, 202), 2))::INTEGER END AS deals_sent,
      greatest(5, round(p.price_usd * (0.03 + 0.17 * rnd(p.tmc_idx, p.pnr_idx, 205)), 2)) AS savings_usd
    FROM air_pnrs p
    JOIN tmcs t ON t.tmc_id = p.tmc_id
    JOIN currencies cur ON cur.currency = p.tmc_branch_default_currency
    WHERE p.is_valid AND rnd(p.tmc_idx, p.pnr_idx, 201) < 0.33
  ), charged AS (
    SELECT o.*, round(o.savings_usd * o.transaction_fee_rate, 2) AS fee_usd FROM offered o
  )
  SELECT c.tmc_id, c.result_date, c.record_locator, c.direct_enterprise, c.gds, c.pcc_name,
    c.ticketing_region, c.ticketing_continent, c.ticketing_country, c.ticketing_country_code,
    c.tmc_branch_default_currency, c.itin_issued_at, c.days_before_departure,
    c.deals_sent, CASE WHEN c.is_rebooked THEN 1 ELSE 0 END AS accepted_deals,
    c.deals_sent - CASE WHEN c.is_rebooked THEN 1 ELSE 0 END AS not_accepted_deals,
    c.is_rebooked, CASE WHEN c.is_rebooked THEN 'Rebooked' ELSE 'Not accepted' END AS deal_status,
    c.savings_usd, round(c.savings_usd * 0.92, 2) AS savings_eur, round(c.savings_usd * 0.79, 2) AS savings_gbp,
    round(c.savings_usd * c.usd_rate, 2) AS savings_branch,
    c.fee_usd, round(c.fee_usd * 0.92, 2) AS fee_eur, round(c.fee_usd * 0.79, 2) AS fee_gbp,
    round(c.fee_usd * c.usd_rate, 2) AS fee_branch,
    CASE WHEN c.is_rebooked THEN NULL ELSE pick(${reasons}, c.tmc_idx, c.pnr_idx, 206) END
      AS feedback_meaning_platform
  FROM charged c
  ORDER BY c.tmc_id, c.result_date`);
}
