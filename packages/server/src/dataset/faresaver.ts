import type { DuckDBConnection } from '@duckdb/node-api';

/** Why travellers did not take a cheaper fare Faresaver offered (feedbackMeaningPlatform). */
const FEEDBACK_REASONS = [
  'Traveler prefers original flight times',
  'Loyalty program preference',
  'Connection not acceptable',
  'Fare conditions too restrictive',
  'Savings below threshold',
  'No response from traveler',
  'Ticket already changed',
] as const;

const reasons = `[${FEEDBACK_REASONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}]`;

/** The feedback of a deal nobody answered before it expired: its decision is 'Expired'. */
const NO_RESPONSE = 'No response from traveler';

/**
 * The carrier's change fee (USD) for the PNR's fare: by the fare basis family (flexible fares change
 * free, saver fares cost most), scaled per carrier (60 %, 80 % or 100 %), in steps of 5, 0 to 250.
 */
const changeFeeUsd = (alias: string) => `round(
    CASE substr(${alias}.fare_basis_code, 2, length(${alias}.fare_basis_code) - 3)
      WHEN 'FLEX' THEN 0 WHEN 'LX21' THEN 75 WHEN 'OWAP' THEN 100 WHEN 'RT14' THEN 150
      WHEN 'NN7' THEN 200 ELSE 250 END
    * (0.6 + 0.2 * (hash(${alias}.carrier_code) % 3)) / 5) * 5`;

/**
 * When a deal was sent (the result day, 07:00 to 21:00), how long it stays open (3 hours to 2 days,
 * most under a day) and after how many minutes the traveller decided (5 minutes to a day, most
 * within a few hours; capped before the expiry).
 */
const dealTiming = (alias: string) => `
      ${alias}.result_date + to_seconds(25200 + floor(rnd(${alias}.tmc_idx, ${alias}.pnr_idx, 207) * 50400)::BIGINT)
        AS deal_sent_at,
      (180 + floor(2700 * pow(rnd(${alias}.tmc_idx, ${alias}.pnr_idx, 208), 1.6)))::INTEGER AS expiry_minutes,
      round(exp(ln(5) + (ln(1440) - ln(5)) * pow(rnd(${alias}.tmc_idx, ${alias}.pnr_idx, 209), 1.3)))
        AS decision_after`;

/** A USD amount and its EUR, GBP and branch-currency twins, as `{name}_usd`, `_eur`, `_gbp`, `_branch`. */
const moneyTwins = (usd: string, name: string, rate = 'c.usd_rate') =>
  `${usd} AS ${name}_usd, round(${usd} * 0.92, 2) AS ${name}_eur, round(${usd} * 0.79, 2) AS ${name}_gbp,
    round(${usd} * ${rate}, 2) AS ${name}_branch`;

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
 *
 * The rebooking decision: each deal was sent at `deal_sent_at` and expired at `deal_expires_at`;
 * `decision` is Accepted (rebooked), Expired (no response from the traveller before the expiry) or
 * Declined (any other feedback), decided after `decision_minutes` (none for Expired). Rebooking costs
 * the carrier's change fee (`change_fee_*`, by carrier and fare basis).
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
    SELECT o.*, round(o.savings_usd * o.transaction_fee_rate, 2) AS fee_usd,
      ${changeFeeUsd('o')} AS change_fee_usd, ${dealTiming('o')}
    FROM offered o
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
      AS feedback_meaning_platform,
    ${moneyTwins('c.change_fee_usd', 'change_fee')},
    c.deal_sent_at, c.deal_sent_at + to_seconds(c.expiry_minutes * 60) AS deal_expires_at,
    CASE WHEN c.is_rebooked THEN 'Accepted'
      WHEN pick(${reasons}, c.tmc_idx, c.pnr_idx, 206) = '${NO_RESPONSE}' THEN 'Expired'
      ELSE 'Declined' END AS decision,
    CASE WHEN NOT c.is_rebooked AND pick(${reasons}, c.tmc_idx, c.pnr_idx, 206) = '${NO_RESPONSE}' THEN NULL
      ELSE least(c.expiry_minutes - 1, c.decision_after)::INTEGER END AS decision_minutes
  FROM charged c
  ORDER BY c.tmc_id, c.result_date`);
  await createHeldDeals(connection);
}

/**
 * Creates `faresaver_held_deals`: cheaper fares Faresaver found and did not send because the saving
 * was under the current minimum of 300. For about a third of the valid PNRs without a deal sent it
 * found one, saving 2 % to 17 % of the fare; those saving 300 USD or more would have been sent, so
 * only the smaller ones are held. Same filter columns, savings, TMC fee and change fee as the deals.
 */
async function createHeldDeals(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE faresaver_held_deals AS
  WITH found AS (
    SELECT p.*, t.transaction_fee_rate, cur.usd_rate,
      greatest(5, round(p.price_usd * (0.02 + 0.15 * rnd(p.tmc_idx, p.pnr_idx, 211)), 2)) AS savings_usd
    FROM air_pnrs p
    JOIN tmcs t ON t.tmc_id = p.tmc_id
    JOIN currencies cur ON cur.currency = p.tmc_branch_default_currency
    WHERE p.is_valid AND rnd(p.tmc_idx, p.pnr_idx, 201) >= 0.33 AND rnd(p.tmc_idx, p.pnr_idx, 210) < 0.35
  ), c AS (
    SELECT f.*, round(f.savings_usd * f.transaction_fee_rate, 2) AS fee_usd, ${changeFeeUsd('f')} AS change_fee_usd
    FROM found f WHERE f.savings_usd < 300
  )
  SELECT c.tmc_id, c.result_date, c.record_locator, c.direct_enterprise, c.gds, c.pcc_name,
    c.ticketing_region, c.ticketing_continent, c.ticketing_country, c.ticketing_country_code,
    c.tmc_branch_default_currency, c.itin_issued_at, c.days_before_departure,
    ${moneyTwins('c.savings_usd', 'savings')}, ${moneyTwins('c.fee_usd', 'fee')},
    ${moneyTwins('c.change_fee_usd', 'change_fee')}
  FROM c
  ORDER BY c.tmc_id, c.result_date`);
}
