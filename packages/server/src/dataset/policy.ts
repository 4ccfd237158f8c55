import type { DuckDBConnection } from '@duckdb/node-api';
import type { CabinRule, HaulType, TravelPolicy } from '@tripsight/core/policy';
import { insertRows } from './insert.js';
import { createAirportPairs } from './policy-airports.js';
import { DIMENSION_COLUMNS } from './summaries.js';
import { TMCS } from './tmcs.js';

/**
 * The travel policies corporates of the dataset follow: an advance-purchase rule and a cabin rule by
 * flight duration or by haul. Each corporate takes one, by its place in its TMC.
 */
export const POLICY_PATTERNS: readonly TravelPolicy[] = [
  { advancePurchaseDays: 14, cabin: duration(4, 6, null) },
  { advancePurchaseDays: 7, cabin: haul(['Medium', 'Long'], ['Long'], []) },
  { advancePurchaseDays: 21, cabin: duration(3, 8, null) },
  { advancePurchaseDays: 14, cabin: haul(['Long'], ['Long'], []) },
  { advancePurchaseDays: 10, cabin: duration(5, 9, 12) },
  { advancePurchaseDays: 14, cabin: duration(4, 6, null) },
  { advancePurchaseDays: 7, cabin: duration(2, 5, null) },
  { advancePurchaseDays: 21, cabin: haul(['Medium', 'Long'], ['Long'], ['Long']) },
];

function duration(
  premiumEconomyAboveHours: number,
  businessAboveHours: number,
  firstAboveHours: number | null,
): CabinRule {
  return { kind: 'duration', premiumEconomyAboveHours, businessAboveHours, firstAboveHours };
}

function haul(premiumEconomy: HaulType[], business: HaulType[], first: HaulType[]): CabinRule {
  return { kind: 'haul', premiumEconomy, business, first };
}

/** The policy of the corporate at `corpIndex` of the TMC at `tmcIndex`. */
export function policyFor(tmcIndex: number, corpIndex: number): TravelPolicy {
  return POLICY_PATTERNS[(corpIndex * 3 + tmcIndex) % POLICY_PATTERNS.length] as TravelPolicy;
}

/** The SQL of `isCabinAllowed` (core) over the columns of `corporate_policies` (alias cp) and a trip. */
const CABIN_ALLOWED = `CASE p.cabin_class
    WHEN 'Economy' THEN TRUE
    WHEN 'Premium Economy' THEN CASE cp.cabin_rule WHEN 'duration' THEN longest > cp.premium_economy_above_hours
      ELSE list_contains(string_split(cp.premium_economy_hauls, ','), p.haul_type) END
    WHEN 'Business' THEN CASE cp.cabin_rule WHEN 'duration' THEN longest > cp.business_above_hours
      ELSE list_contains(string_split(cp.business_hauls, ','), p.haul_type) END
    WHEN 'First' THEN CASE cp.cabin_rule WHEN 'duration' THEN coalesce(longest > cp.first_above_hours, FALSE)
      ELSE list_contains(string_split(cp.first_hauls, ','), p.haul_type) END
    ELSE FALSE END`;

const joinDims = DIMENSION_COLUMNS.map((c) => `d.${c} = p.${c}`).join(' AND ');
const MONEY = ['usd', 'eur', 'gbp', 'branch'];
/** What the policy summaries keep apart besides day and filter combination: cell, rule and both verdicts. */
/** The summaries' cell columns (besides day and filter combination). */
export const SUMMARY_KEYS =
  'cabin_class, haul_type, advance_purchase_days, is_advance_compliant, is_cabin_compliant';

/**
 * Creates what the policy views read:
 * - `corporate_policies`: each corporate's advance-purchase rule and cabin rule (the hauls a cabin
 *   is allowed on comma-separated);
 * - `airport_pairs`: flight minutes between airports;
 * - `air_policy`: one row per PNR with its filter combination (`dim_id`), cabin, haul, longest
 *   segment in hours, days between ticketing and departure, price in the four currencies, its
 *   corporate's rule and whether it met it (`is_advance_compliant`) and its cabin rule
 *   (`is_cabin_compliant`). Sorted by TMC, filter combination and ticketing day, so a filtered query
 *   skips the row groups of other combinations and days by their min/max statistics instead of
 *   testing every row of the TMC; cabins, hauls, airports and countries
 *   are enums, so the 50,000-row PNR summary reads small codes;
 * - `air_policy_daily` / `_monthly`: PNRs, spend and days in advance per day (month) and filter
 *   combination, by cabin, haul, rule and the two verdicts: what the gauges, the Compliance Report,
 *   the trends and the top cards read (the simulator needs each day in advance, so it reads rows).
 * Needs `air_pnrs` and `air_dimensions`.
 */
export async function createPolicyTables(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE corporate_policies (tmc_id VARCHAR, corporate_name VARCHAR,
    advance_purchase_days INTEGER, cabin_rule VARCHAR, premium_economy_above_hours DOUBLE,
    business_above_hours DOUBLE, first_above_hours DOUBLE, premium_economy_hauls VARCHAR,
    business_hauls VARCHAR, first_hauls VARCHAR)`);
  await insertRows(
    connection,
    'corporate_policies',
    TMCS.flatMap((tmc, tmcIndex) =>
      tmc.corporates.map((name, corpIndex) => {
        const { advancePurchaseDays, cabin } = policyFor(tmcIndex, corpIndex);
        const byDuration = cabin.kind === 'duration' ? cabin : null;
        const byHaul = cabin.kind === 'haul' ? cabin : null;
        return [
          tmc.id,
          name,
          advancePurchaseDays,
          cabin.kind,
          byDuration?.premiumEconomyAboveHours ?? null,
          byDuration?.businessAboveHours ?? null,
          byDuration?.firstAboveHours ?? null,
          (byHaul?.premiumEconomy ?? []).join(','),
          (byHaul?.business ?? []).join(','),
          (byHaul?.first ?? []).join(','),
        ];
      }),
    ),
  );
  await createAirportPairs(connection);
  await connection.run(
    `CREATE TYPE policy_cabin AS ENUM ('Economy', 'Premium Economy', 'Business', 'First')`,
  );
  await connection.run(`CREATE TYPE policy_haul AS ENUM ('Short', 'Medium', 'Long')`);
  await connection.run(
    'CREATE TYPE policy_airport AS ENUM (SELECT airport_code FROM airports ORDER BY airport_idx)',
  );
  await connection.run(
    'CREATE TYPE policy_country AS ENUM (SELECT country_name FROM countries ORDER BY country_idx)',
  );
  await connection.run(`CREATE TABLE air_policy AS
    WITH legs AS (
      SELECT p.*, d.dim_id,
        round(greatest(l1.minutes, coalesce(l2.minutes, 0)) / 60.0, 1) AS longest
      FROM air_pnrs p
      JOIN air_dimensions d ON d.tmc_id = p.tmc_id AND ${joinDims}
      JOIN airport_pairs l1 ON l1.origin = p.outbound[1] AND l1.destination = p.outbound[2]
      LEFT JOIN airport_pairs l2 ON l2.origin = p.outbound[2] AND l2.destination = p.outbound[3]
    )
    SELECT p.tmc_id, p.result_date, p.dim_id, p.record_locator, p.direct_enterprise, p.pcc_name,
      p.ticketing_country::policy_country AS ticketing_country,
      p.origin_airport::policy_airport AS origin_airport, p.origin_city,
      p.destination_airport::policy_airport AS destination_airport, p.destination_city, p.city_pair,
      p.cabin_class::policy_cabin AS cabin_class, p.haul_type::policy_haul AS haul_type,
      p.longest AS longest_segment_hours,
      p.days_before_departure::SMALLINT AS days_in_advance,
      date_diff('day', p.itin_issued_at::DATE, p.departure_time::DATE)::SMALLINT AS booking_days_in_advance,
      p.price_usd, p.price_eur, p.price_gbp, p.price_branch,
      cp.advance_purchase_days::SMALLINT AS advance_purchase_days,
      p.days_before_departure >= cp.advance_purchase_days AS is_advance_compliant,
      ${CABIN_ALLOWED.replaceAll('longest', 'p.longest')} AS is_cabin_compliant
    FROM legs p
    JOIN corporate_policies cp ON cp.tmc_id = p.tmc_id AND cp.corporate_name = p.direct_enterprise
    ORDER BY p.tmc_id, p.dim_id, p.result_date`);
  await connection.run(`CREATE TABLE air_policy_daily AS
    SELECT tmc_id, result_date, dim_id, ${SUMMARY_KEYS}, count(*)::INTEGER AS pnrs,
      ${MONEY.map((c) => `sum(price_${c}) AS spend_${c}`).join(', ')}, sum(days_in_advance)::BIGINT AS days_total
    FROM air_policy GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
  await connection.run(`CREATE TABLE air_policy_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id, ${SUMMARY_KEYS},
      sum(pnrs)::INTEGER AS pnrs, ${MONEY.map((c) => `sum(spend_${c}) AS spend_${c}`).join(', ')},
      sum(days_total)::BIGINT AS days_total
    FROM air_policy_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
}
