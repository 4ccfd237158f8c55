import type { DuckDBConnection } from '@duckdb/node-api';
import { HOTEL_DIMENSION_COLUMNS } from './hotel-summaries.js';

/** The money columns of every stay: per currency, with the factor from USD (`branch` = the branch currency). */
const CURRENCIES = [
  ['usd', '1'],
  ['eur', '0.92'],
  ['gbp', '0.79'],
  ['branch', 's.usd_rate'],
] as const;

/** One money column per currency of `perNight · nights` (NULL stays NULL). */
const perCurrency = (name: string, perNightUsd: string) =>
  CURRENCIES.map(
    ([suffix, factor]) => `round(${perNightUsd} * s.nights * ${factor}, 2) AS ${name}_${suffix}`,
  ).join(',\n    ');

/**
 * Creates `hotel_insights_stays`: one row per hotel reservation of `hotel_reservations` (same TMC,
 * client, hotel, room type, nights, lead time and filter columns, so the hotel savings pages and the
 * supplier insights agree on what was booked), with the negotiated-rate programme of its client at
 * that hotel and where the stay fell (`@tripsight/core/hotel-insights`):
 *
 * - contract: a chainwide rate covers most hotels of the client's preferred chains (85 %), a property
 *   or TMC rate the other hotels as often as the client's programme reaches (12-74 %), so coverage
 *   runs about 60 % of spend, 45-85 % across clients; chainwide and TMC rates leave suites out more
 *   than half the time. Last-room availability (LRA) comes with 75 % of property contracts, half the
 *   chainwide ones and 30 % of TMC rates;
 * - availability: the rate is offered 90 % of the time with LRA, 77 % without, less for bookings
 *   made under three days ahead (about 88 % and 74 % overall);
 * - utilisation: an offered rate is booked 78-87 % of the time, by client;
 * - market rate: the lowest qualified comparable public rate of the same hotel, room type and dates
 *   (the best available rate and two comparable public rates; the member rate is not qualified);
 * - negotiated rate: market less the contract's discount (property 15-25 %, chainwide 10-14 %, TMC
 *   rate 12-18 %); 11 % of the negotiated stays are charged above contract, by 10-18 %;
 * - paid rate: the negotiated one on the negotiated rate, a public rate at or above market otherwise.
 *
 * `result_date` is the check-in day (the views' date range and months apply to it), `dim_id` the
 * stay's filter combination in `hotel_dimensions`; `bucket` is one
 * of HOTEL_BUCKETS; `missed_*` holds the missed savings of the rate-not-available nights (with
 * `miss_reason`), `overpaid_*` what the negotiated nights paid above contract. Sorted by TMC and
 * check-in, so a range reads few row groups. Needs `createHotelDataset` and `installRandom`.
 */
export async function createHotelInsightsStays(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE hotel_insights_stays AS
  WITH base AS (
    SELECT r.*, d.dim_id, hc.corp_idx, hp.chain_idx, cur.usd_rate, r.tmc_idx * 1000 + hc.corp_idx AS corp_key,
      hp.chain_idx IN (hc.preferred_chain_idx, hc.second_chain_idx) AS preferred_chain,
      0.28 + 0.44 * rnd(r.tmc_idx, hc.corp_idx, 461) AS programme_reach,
      0.81 + 0.08 * rnd(r.tmc_idx, hc.corp_idx, 462) AS booking_discipline
    FROM hotel_reservations r
    JOIN hotel_corporates hc ON hc.tmc_id = r.tmc_id AND hc.corporate_name = r.corporate_name
    JOIN hotel_properties hp ON hp.property_id = r.property_id
    JOIN currencies cur ON cur.currency = r.tmc_branch_default_currency
    JOIN hotel_dimensions d ON d.tmc_id = r.tmc_id AND ${HOTEL_DIMENSION_COLUMNS.map((c) => `d.${c} = r.${c}`).join(' AND ')}
  ), typed AS (
    SELECT b.*,
      CASE WHEN b.preferred_chain THEN 'Chainwide'
        WHEN rnd(b.corp_key, b.property_id, 463) < 0.62 THEN 'Property' ELSE 'TMC rate' END AS offer_type,
      CASE WHEN b.preferred_chain THEN rnd(b.corp_key, b.property_id, 464) < 0.85
        ELSE rnd(b.corp_key, b.property_id, 464) < b.programme_reach END AS has_contract,
      rnd(b.corp_key, b.property_id, 465) AS u_lra,
      rnd(b.corp_key, b.property_id, 466) AS u_discount,
      rnd(b.corp_key, b.property_id, 467) AS u_suite
    FROM base b
  ), contracted AS (
    SELECT t.*,
      CASE WHEN t.has_contract AND NOT (t.room_type = 'Junior Suite' AND t.offer_type <> 'Property' AND t.u_suite < 0.6)
        THEN t.offer_type END AS contract_rate_type
    FROM typed t
  ), offered AS (
    SELECT c.*,
      c.contract_rate_type IS NOT NULL AND c.u_lra < CASE c.contract_rate_type WHEN 'Property' THEN 0.75
        WHEN 'Chainwide' THEN 0.5 ELSE 0.3 END AS has_lra,
      CASE c.contract_rate_type WHEN 'Property' THEN 0.16 + 0.1 * c.u_discount
        WHEN 'Chainwide' THEN 0.11 + 0.045 * c.u_discount ELSE 0.13 + 0.06 * c.u_discount END AS discount,
      least(c.market_adr_usd, c.market_adr_usd * (0.95 + 0.08 * rnd(c.tmc_idx, c.reservation_idx, 470)),
        c.market_adr_usd * (0.97 + 0.07 * rnd(c.tmc_idx, c.reservation_idx, 471))) AS comparable_usd
    FROM contracted c
  ), bucketed AS (
    SELECT o.*,
      CASE WHEN o.contract_rate_type IS NULL THEN 'notCovered'
        WHEN rnd(o.tmc_idx, o.reservation_idx, 472) >= CASE WHEN o.has_lra THEN 0.92 ELSE 0.8 END
          - CASE WHEN o.days_before_checkin >= 3 THEN 0 WHEN o.has_lra THEN 0.08 ELSE 0.12 END THEN 'rateNotAvailable'
        WHEN rnd(o.tmc_idx, o.reservation_idx, 473) < o.booking_discipline THEN 'onNegotiatedRate'
        ELSE 'availableNotUsed' END AS bucket,
      round(o.comparable_usd, 2) AS market_rate_usd,
      CASE WHEN o.contract_rate_type IS NOT NULL THEN round(o.comparable_usd * (1 - o.discount), 2) END
        AS negotiated_rate_usd
    FROM offered o
  ), paid AS (
    SELECT b.*, b.bucket = 'onNegotiatedRate' AND rnd(b.tmc_idx, b.reservation_idx, 474) < 0.11 AS above_contract,
      CASE b.bucket
        WHEN 'onNegotiatedRate' THEN CASE WHEN rnd(b.tmc_idx, b.reservation_idx, 474) < 0.11
          THEN round(b.negotiated_rate_usd * (1.1 + 0.08 * rnd(b.tmc_idx, b.reservation_idx, 475)), 2)
          ELSE b.negotiated_rate_usd END
        WHEN 'availableNotUsed' THEN round(b.market_rate_usd * (0.97 + 0.15 * rnd(b.tmc_idx, b.reservation_idx, 476)), 2)
        WHEN 'rateNotAvailable' THEN round(b.market_rate_usd * (1 + 0.12 * rnd(b.tmc_idx, b.reservation_idx, 476)), 2)
        ELSE round(b.market_rate_usd * (0.98 + 0.14 * rnd(b.tmc_idx, b.reservation_idx, 476)), 2)
      END AS paid_rate_usd
    FROM bucketed b
  )
  SELECT s.tmc_id, s.checkin_date AS result_date, s.dim_id, s.result_date AS booked_on, s.record_locator,
    s.corporate_name, s.gds, s.pcc_name, s.ticketing_region, s.ticketing_continent, s.ticketing_country,
    s.tmc_branch_default_currency, s.property_id::VARCHAR AS hotel_id, s.hotel_name, s.hotel_master_chain,
    s.hotel_address, s.destination_city, s.hotel_state, s.destination_country, s.hotel_star_rating,
    s.room_type, s.nights, s.days_before_checkin, s.contract_rate_type,
    CASE WHEN s.bucket = 'onNegotiatedRate' THEN s.contract_rate_type END AS rate_type,
    s.has_lra, s.bucket, s.above_contract,
    CASE WHEN s.bucket = 'rateNotAvailable' THEN CASE WHEN s.has_lra THEN 'lraNotHonoured' ELSE 'rateNotLoaded' END
      WHEN s.above_contract THEN 'paidAboveContract' END AS miss_reason,
    s.paid_rate_usd, s.negotiated_rate_usd, s.market_rate_usd,
    ${perCurrency('spend', 's.paid_rate_usd')},
    ${perCurrency('negotiated_spend', 's.negotiated_rate_usd')},
    ${perCurrency('market_spend', 's.market_rate_usd')},
    ${perCurrency('missed', "CASE WHEN s.bucket = 'rateNotAvailable' THEN s.paid_rate_usd - s.negotiated_rate_usd ELSE 0 END")},
    ${perCurrency('overpaid', 'CASE WHEN s.above_contract THEN s.paid_rate_usd - s.negotiated_rate_usd ELSE 0 END')},
    s.is_rebooked, ${CURRENCIES.map(([c]) => `CASE WHEN s.is_rebooked THEN s.savings_${c} ELSE 0 END AS saver_savings_${c}`).join(', ')},
    s.is_hpa, s.is_pm_only, s.is_autorebook
  FROM paid s
  ORDER BY s.tmc_id, result_date`);
}
