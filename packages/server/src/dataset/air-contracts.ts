import type { DuckDBConnection } from '@duckdb/node-api';
import { CARRIERS } from './air.js';
import { insertRows } from './insert.js';

/** The markets a carrier contract covers: the hauls of `air_pnrs` it applies to, most often all. */
const MARKET_SETS = [
  ['Short', 'Medium', 'Long'],
  ['Short', 'Medium', 'Long'],
  ['Short', 'Medium', 'Long'],
  ['Long', 'Medium'],
  ['Long', 'Medium'],
  ['Short', 'Medium'],
] as const;

/** The alliance corporate agreements the contracts come from; carriers outside them sign bilaterally. */
const ALLIANCES: Readonly<Record<string, readonly string[]>> = {
  'Star Alliance': ['UA', 'LH', 'LX', 'AC', 'TK', 'NH', 'SQ'],
  oneworld: ['AA', 'BA', 'IB', 'QR', 'QF', 'CX'],
  SkyTeam: ['DL', 'AF', 'KL'],
};

/**
 * Creates the air programme tables the contract and purchasing reports read:
 * - `air_contracts`: the carrier contracts a TMC holds for its clients, one row per client and
 *   carrier. A client holds one or two alliance corporate agreements (most of the alliance's
 *   carriers each) and sometimes a bilateral one; each carrier promises 5–20 % on the markets
 *   (hauls) it covers, for a term;
 * - `air_program_pnrs`: one row per air PNR (`tmc_id`, `pnr_idx`) with its contract status, the
 *   promised and realised discount (realised a little below promised: some fares book outside the
 *   deal's fare classes), the saving a contracted carrier would have brought (leakage, markets no
 *   contract covers), and the lowest fare offered at booking (about half the PNRs took it).
 * Needs `air_pnrs`, `corporates`, `tmcs` and `installRandom`.
 */
export async function createAirContracts(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TEMP TABLE contract_carriers (carrier_idx INTEGER, carrier_code VARCHAR,
    carrier_name VARCHAR, alliance VARCHAR, alliance_idx INTEGER)`);
  const alliances = Object.keys(ALLIANCES);
  await insertRows(
    connection,
    'contract_carriers',
    CARRIERS.map(([code, name], index) => {
      const alliance = alliances.find((key) => ALLIANCES[key]?.includes(code)) ?? null;
      return [index, code, name, alliance, alliance ? alliances.indexOf(alliance) : null];
    }),
  );
  const markets = `[${MARKET_SETS.map((set) => `[${set.map((m) => `'${m}'`).join(', ')}]`).join(', ')}]`;
  await connection.run(`CREATE TABLE air_contracts AS
    WITH clients AS (
      SELECT c.tmc_id, c.corporate_name, t.tmc_idx * 1000 + c.corp_idx AS client_key,
        -- The primary alliance (Star 40 %, oneworld 35 %, SkyTeam 25 %) and, for half, a second one.
        CASE WHEN rnd(t.tmc_idx * 1000 + c.corp_idx, 0, 31) < 0.4 THEN 0
             WHEN rnd(t.tmc_idx * 1000 + c.corp_idx, 0, 31) < 0.75 THEN 1 ELSE 2 END AS primary_idx,
        rnd(t.tmc_idx * 1000 + c.corp_idx, 0, 32) < 0.5 AS has_second,
        1 + floor(2 * rnd(t.tmc_idx * 1000 + c.corp_idx, 0, 33))::INTEGER AS second_step
      FROM corporates c JOIN tmcs t ON t.tmc_id = c.tmc_id
    ), lines AS (
      SELECT l.*, k.*,
        CASE WHEN k.alliance IS NULL THEN k.carrier_name || ' bilateral agreement'
             ELSE k.alliance || ' corporate agreement' END AS agreement,
        -- Each agreement has its level; its carriers promise around it.
        8 + 8 * rnd(l.client_key, coalesce(k.alliance_idx, 10 + k.carrier_idx), 34) AS agreement_pct
      FROM clients l CROSS JOIN contract_carriers k
      WHERE CASE WHEN k.alliance_idx IS NULL THEN rnd(l.client_key, k.carrier_idx, 35) < 0.25
                 ELSE (k.alliance_idx = l.primary_idx
                       OR (l.has_second AND k.alliance_idx = (l.primary_idx + l.second_step) % 3))
                      AND rnd(l.client_key, k.carrier_idx, 36) < 0.8 END
    )
    SELECT tmc_id, corporate_name AS direct_enterprise, carrier_code, carrier_name, agreement,
      'C' || lpad(client_key::VARCHAR, 5, '0') || '-' || carrier_code AS contract_id,
      round(least(20, greatest(5, agreement_pct - 3 + 6 * rnd(client_key, carrier_idx, 37))), 1)
        AS promised_discount_pct,
      pick(${markets}, client_key, carrier_idx, 38) AS covered_markets,
      anchor_day() - 1100 - floor(400 * rnd(client_key, 0, 39))::INTEGER AS valid_from,
      anchor_day() + 60 + floor(600 * rnd(client_key, 0, 40))::INTEGER AS valid_to
    FROM lines
    ORDER BY tmc_id, direct_enterprise, carrier_code`);
  await connection.run(`CREATE TABLE air_program_pnrs AS
    WITH matched AS (
      SELECT p.tmc_id, p.tmc_idx, p.pnr_idx, p.price_usd, p.haul_type,
        own.contract_id, own.promised_discount_pct AS own_pct,
        list_contains(own.covered_markets, p.haul_type) AS own_covers,
        (SELECT max(c.promised_discount_pct) FROM air_contracts c
          WHERE c.tmc_id = p.tmc_id AND c.direct_enterprise = p.direct_enterprise
            AND list_contains(c.covered_markets, p.haul_type)) AS best_pct,
        (SELECT avg(c.promised_discount_pct) FROM air_contracts c
          WHERE c.tmc_id = p.tmc_id AND c.direct_enterprise = p.direct_enterprise) AS usual_pct
      FROM air_pnrs p
      LEFT JOIN air_contracts own ON own.tmc_id = p.tmc_id AND own.direct_enterprise = p.direct_enterprise
        AND own.carrier_code = p.carrier_code
    ), rated AS (
      SELECT m.*,
        CASE WHEN m.contract_id IS NOT NULL AND m.own_covers THEN 'Under contract'
             WHEN m.contract_id IS NOT NULL THEN 'Contracted carrier, market not covered'
             WHEN m.best_pct IS NOT NULL THEN 'Leakage to a non-contracted carrier'
             ELSE 'Market not covered' END AS contract_status,
        -- 6 % of contracted fares book outside the deal's fare classes; the others realise 78-100 %
        -- of the promised discount.
        CASE WHEN m.contract_id IS NULL OR NOT m.own_covers THEN NULL
             WHEN rnd(m.tmc_idx, m.pnr_idx, 41) < 0.06 THEN 0
             ELSE round(m.own_pct * (0.78 + 0.22 * rnd(m.tmc_idx, m.pnr_idx, 42)), 2) END AS realised_pct,
        CASE WHEN rnd(m.tmc_idx, m.pnr_idx, 43) < 0.52 THEN 0
             ELSE 0.03 + 0.25 * pow(rnd(m.tmc_idx, m.pnr_idx, 44), 1.6) END AS above_lowest
      FROM matched m
    )
    SELECT tmc_id, pnr_idx, contract_id, contract_status,
      contract_status = 'Under contract' AS is_under_contract,
      CASE WHEN contract_status = 'Under contract' THEN own_pct END AS promised_discount_pct,
      realised_pct AS realised_discount_pct,
      -- Fares are net of the discount: the gross fare is price / (1 - d), the discount gross - price.
      coalesce(realised_pct / (100 - realised_pct), 0) AS realised_factor,
      CASE WHEN contract_status = 'Under contract' THEN own_pct / (100 - realised_pct) ELSE 0 END
        AS promised_factor,
      CASE contract_status
        WHEN 'Leakage to a non-contracted carrier' THEN best_pct / 100
        WHEN 'Contracted carrier, market not covered' THEN own_pct / 100
        WHEN 'Market not covered' THEN coalesce(usual_pct, 0) / 100
        ELSE 0 END AS opportunity_factor,
      above_lowest = 0 AS took_lowest_fare,
      above_lowest / (1 + above_lowest) AS above_lowest_factor
    FROM rated
    ORDER BY tmc_id, pnr_idx`);
  await connection.run('DROP TABLE contract_carriers');
}
