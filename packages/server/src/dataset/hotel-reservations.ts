import type { DuckDBConnection } from '@duckdb/node-api';
import { corporatePccJoins } from './tmcs.js';
import { ROOM_TYPES } from './hotel-places.js';

/** Hotel reservations per air PNR of the same TMC: about one trip in two has a hotel stay. */
const HOTEL_RESERVATIONS_PER_PNR = 0.5;

/** Market-rate level of each calendar month (business demand: soft in August and December). */
const SEASON = [0.88, 0.92, 1.0, 1.02, 1.05, 1.08, 1.0, 0.9, 1.1, 1.1, 1.0, 0.85];
/** Nights of a stay, as often as they occur (the mean is 2.5 nights). */
const NIGHTS = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 7];
const ROOM_PICKS = ROOM_TYPES.flatMap(([name, , weight]) => Array.from({ length: weight }, () => name));
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const sqlList = (values: readonly (string | number)[]) =>
  `[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')}]`;

/** Reservations per TMC of a dataset of `rowsPerTmc` air PNRs per TMC. */
export function hotelReservationsPerTmc(rowsPerTmc: number): number {
  return Math.max(1, Math.round(rowsPerTmc * HOTEL_RESERVATIONS_PER_PNR));
}

/**
 * Creates `hotel_go_live` (the day each corporate started Hotelsaver) and `hotel_corporates` (what a
 * corporate's hotel programme looks like: its preferred chains with chainwide rates, how often its
 * travellers accept a lower rate, and whether it is on HPA or on rebooking automation).
 */
async function createHotelCorporates(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE hotel_go_live AS
    SELECT c.tmc_id, c.corp_idx, c.corporate_name,
      anchor_day() - (60 + floor(rnd(t.tmc_idx, c.corp_idx, 420) * 760))::INTEGER AS go_live_date
    FROM corporates c JOIN tmcs t USING (tmc_id)`);
  await connection.run(`CREATE TABLE hotel_corporates AS
    SELECT c.tmc_id, t.tmc_idx, c.corp_idx, c.corporate_name, g.go_live_date,
      p1.chain_idx AS preferred_chain_idx,
      CASE WHEN rnd(t.tmc_idx, c.corp_idx, 422) < 0.4 THEN p2.chain_idx ELSE -1 END AS second_chain_idx,
      0.5 + 0.35 * rnd(t.tmc_idx, c.corp_idx, 423) AS accept_rate,
      c.corp_idx % 5 IN (0, 2) AS is_hpa,
      c.corp_idx % 4 = 1 AS is_autorebook
    FROM corporates c JOIN tmcs t USING (tmc_id)
    JOIN hotel_go_live g ON g.tmc_id = c.tmc_id AND g.corp_idx = c.corp_idx
    JOIN hotel_chain_slots p1 ON p1.slot = floor(rnd(t.tmc_idx, c.corp_idx, 421) * 100)::INTEGER
    JOIN hotel_chain_slots p2 ON p2.slot = floor(rnd(t.tmc_idx, c.corp_idx, 424) * 100)::INTEGER`);
}

/**
 * Creates `hotel_reservations` (`perTmc` per TMC) and `hotel_deals`. Needs the TMC, corporate, PCC
 * and country tables of the air generator, `createHotelProperties` and `installRandom`.
 *
 * A reservation is booked through one of its corporate's PCCs (so GDS, point of sale and branch
 * currency are as for air) up to three years before the anchor, stays in the point-of-sale country
 * about half the time, and picks a property of its city (its corporate's preferred chain more
 * often). It carries the market rate (ADR) of its nights, the negotiated rate programme at booking
 * (covered by a Property, Chainwide or TMC rate; that rate available or sold out; used or not) and
 * the rate paid: negotiated rates sit 10-18 % under market, except at the few properties whose
 * rate was loaded wrong, where the "negotiated" rate is above market.
 *
 * Hotelsaver tracks the refundable reservations booked from its corporate's go-live on; for about one
 * tracked booking in eight it finds lower rates before check-in (more often for long lead times and
 * long stays), worth about a hundred in the currency per stay. Lower rates worth at least 15 USD are
 * sent; travellers accept them at their corporate's rate (almost always under rebooking automation)
 * and the reservation is rebooked. `hotel_deals` holds the reservations with a lower rate found by
 * the anchor, dated by the day it was found.
 */
export async function createHotelReservations(connection: DuckDBConnection, perTmc: number): Promise<void> {
  if (!Number.isSafeInteger(perTmc) || perTmc < 1) throw new Error(`invalid reservation count: ${perTmc}`);
  await createHotelCorporates(connection);
  const letter = (shift: number) =>
    `substr('${LOCATOR_ALPHABET}', 1 + ((code >> ${shift}) & 31)::INTEGER, 1)`;
  await connection.run(`CREATE TEMP TABLE hotel_city_properties AS
    SELECT location_id, count(*)::INTEGER AS property_count FROM hotel_properties GROUP BY location_id`);
  await connection.run(`CREATE TEMP TABLE hotel_chain_property AS
    SELECT location_id, chain_idx, min(property_rank) AS property_rank FROM hotel_properties
    GROUP BY location_id, chain_idx`);
  await connection.run(`CREATE TABLE hotel_reservations AS
  WITH base AS (
    SELECT t.tmc_id, t.tmc_idx, t.corporate_count, t.transaction_fee_rate, r.range AS n,
      floor(t.corporate_count * pow(rnd(t.tmc_idx, r.range, 430), 1.7))::INTEGER AS corp_idx,
      floor(1095 * pow(rnd(t.tmc_idx, r.range, 431), 1.15))::INTEGER AS age_days,
      (r.range * 282475249 + t.tmc_idx * 7919 + 13) % 1073741824 AS code
    FROM tmcs t CROSS JOIN range(${perTmc}) r
  ), placed AS (
    SELECT b.*, hc.corporate_name, hc.go_live_date, hc.preferred_chain_idx, hc.second_chain_idx,
      hc.accept_rate, hc.is_hpa, hc.is_autorebook, cp.pcc_name, pc.gds, br.default_currency,
      co.country_code, co.country_name, co.region, co.continent, cur.usd_rate,
      rnd(b.tmc_idx, b.n, 433) AS u_scope
    FROM base b
    JOIN hotel_corporates hc ON hc.tmc_id = b.tmc_id AND hc.corp_idx = b.corp_idx
    JOIN corporates c ON c.tmc_id = b.tmc_id AND c.corp_idx = b.corp_idx
    ${corporatePccJoins(432)}
    JOIN currencies cur ON cur.currency = br.default_currency
  ), destined AS (
    SELECT p.*, ds.location_id
    FROM placed p JOIN hotel_destination_slots ds
      ON ds.kind = CASE WHEN p.u_scope < 0.5 THEN 'country' WHEN p.u_scope < 0.75 THEN 'continent' ELSE 'world' END
      AND ds.scope = CASE WHEN p.u_scope < 0.5 THEN p.country_code WHEN p.u_scope < 0.75 THEN p.continent ELSE '' END
      AND ds.slot = floor(rnd(p.tmc_idx, p.n, 434) * CASE WHEN p.u_scope < 0.5 THEN 100
        WHEN p.u_scope < 0.75 THEN 200 ELSE 1000 END)::INTEGER
  ), lodged AS (
    SELECT d.*, coalesce(
        CASE WHEN rnd(d.tmc_idx, d.n, 436) < 0.45 THEN pref.property_rank END,
        floor(cc.property_count * pow(rnd(d.tmc_idx, d.n, 435), 1.6))::INTEGER) AS property_rank
    FROM destined d
    JOIN hotel_city_properties cc ON cc.location_id = d.location_id
    LEFT JOIN hotel_chain_property pref ON pref.location_id = d.location_id
      AND pref.chain_idx = d.preferred_chain_idx
  ), stay AS (
    SELECT l.*, hp.property_id, hp.hotel_name, hp.hotel_master_chain, hp.chain_idx, hp.hotel_star_rating,
      hp.hotel_address, hp.destination_city, hp.hotel_state, hp.destination_country,
      hp.destination_country_code, hp.latitude, hp.longitude, hp.base_adr_usd, hp.is_pm_only,
      hp.has_rate_load_error,
      anchor_day() - l.age_days AS booked_on,
      floor(75 * pow(rnd(l.tmc_idx, l.n, 437), 2.1))::INTEGER AS days_before_checkin,
      pick(${sqlList(NIGHTS)}, l.tmc_idx, l.n, 438) AS nights,
      pick(${sqlList(ROOM_PICKS)}, l.tmc_idx, l.n, 439) AS room_type,
      -- The corporate's negotiated rates at this property, and whether they could be booked.
      rnd(l.tmc_idx * 1000 + l.corp_idx, hp.property_id, 440) < CASE WHEN l.property_rank < 3 THEN 0.32 ELSE 0.1 END
        AS has_property_rate,
      hp.chain_idx IN (l.preferred_chain_idx, l.second_chain_idx) AS has_chainwide_rate,
      rnd(l.tmc_idx, hp.property_id, 441) < 0.4 AS has_tmc_rate
    FROM lodged l JOIN hotel_properties hp ON hp.location_id = l.location_id AND hp.property_rank = l.property_rank
  ), priced AS (
    SELECT s.*, s.booked_on + s.days_before_checkin AS checkin_date,
      s.has_property_rate OR s.has_chainwide_rate OR s.has_tmc_rate AS is_covered,
      CASE WHEN s.has_property_rate THEN 'Property' WHEN s.has_chainwide_rate THEN 'Chainwide'
        WHEN s.has_tmc_rate THEN 'TMC rate' END AS negotiated_rate_type,
      rnd(s.tmc_idx, s.n, 442) < CASE WHEN s.days_before_checkin < 3 THEN 0.66 ELSE 0.84 END AS neg_rate_open,
      rnd(s.tmc_idx, s.n, 443) < 0.88 AS neg_rate_chosen,
      CASE WHEN s.has_property_rate THEN 0.13 + 0.05 * rnd(s.tmc_idx, s.n, 444)
        WHEN s.has_chainwide_rate THEN 0.11 + 0.05 * rnd(s.tmc_idx, s.n, 444)
        ELSE 0.1 + 0.04 * rnd(s.tmc_idx, s.n, 444) END AS negotiated_discount,
      round(s.base_adr_usd
        * ${sqlList(SEASON)}[month(s.booked_on + s.days_before_checkin)]
        * CASE WHEN dayofweek(s.booked_on + s.days_before_checkin) IN (5, 6) THEN 0.86 ELSE 1 END
        * CASE WHEN s.days_before_checkin < 3 THEN 1.12 WHEN s.days_before_checkin > 30 THEN 0.95 ELSE 1 END
        * ${sqlList(ROOM_TYPES.map(([, factor]) => factor))}[list_position(${sqlList(ROOM_TYPES.map(([name]) => name))}, s.room_type)]
        * (0.9 + 0.22 * rnd(s.tmc_idx, s.n, 445)), 2) AS market_adr_usd
    FROM stay s
  ), rated AS (
    SELECT p.*, p.is_covered AND p.neg_rate_open AS neg_rate_available,
      CASE WHEN p.is_covered AND p.neg_rate_open AND p.neg_rate_chosen THEN p.negotiated_rate_type END AS rate_type,
      CASE WHEN p.is_covered AND p.neg_rate_open AND p.neg_rate_chosen THEN
          CASE WHEN p.has_rate_load_error THEN round(p.market_adr_usd * (1.03 + 0.06 * rnd(p.tmc_idx, p.n, 446)), 2)
            ELSE round(p.market_adr_usd * (1 - p.negotiated_discount), 2) END
        ELSE round(p.market_adr_usd * (0.96 + 0.12 * rnd(p.tmc_idx, p.n, 447)), 2) END AS adr_usd,
      round(p.market_adr_usd * (1 - p.negotiated_discount), 2) AS negotiated_adr_usd
    FROM priced p
  ), tracked AS (
    SELECT r.*, round(r.adr_usd * r.nights, 2) AS spend_usd_raw,
      rnd(r.tmc_idx, r.n, 448) < CASE WHEN r.rate_type IS NOT NULL THEN 0.97 ELSE 0.8 END AS is_refundable,
      r.booked_on >= r.go_live_date AS after_go_live
    FROM rated r
  ), saver AS (
    SELECT t.*, t.is_refundable AND t.after_go_live AS is_tracked,
      t.is_refundable AND t.after_go_live AND t.days_before_checkin >= 1
        AND rnd(t.tmc_idx, t.n, 449) < least(0.5, 0.055 + 0.0022 * t.days_before_checkin + 0.012 * t.nights)
        AS rate_drop_found,
      1 + floor(3 * pow(rnd(t.tmc_idx, t.n, 450), 2))::INTEGER AS drops,
      greatest(8, round(t.spend_usd_raw * (0.08 + 0.27 * pow(rnd(t.tmc_idx, t.n, 451), 1.3)), 2)) AS drop_usd,
      t.booked_on + floor(rnd(t.tmc_idx, t.n, 452) * greatest(t.days_before_checkin, 1))::INTEGER AS found_on
    FROM tracked t
  ), outcome AS (
    SELECT s.*, s.rate_drop_found AND s.drop_usd >= 15 AS is_sent,
      s.rate_drop_found AND s.drop_usd >= 15
        AND rnd(s.tmc_idx, s.n, 453) < CASE WHEN s.is_autorebook THEN 0.94 ELSE s.accept_rate END AS is_rebooked
    FROM saver s
  )
  SELECT o.tmc_id, o.booked_on AS result_date,
    ${[0, 5, 10, 15, 20, 25].map(letter).join(' || ')} AS record_locator,
    o.corporate_name, o.gds, o.pcc_name, o.region AS ticketing_region, o.continent AS ticketing_continent,
    o.country_name AS ticketing_country, o.country_code AS ticketing_country_code,
    o.default_currency AS tmc_branch_default_currency,
    o.property_id, o.hotel_name, o.hotel_master_chain, o.hotel_address, o.destination_city, o.hotel_state,
    o.destination_country, o.destination_country_code, o.location_id, o.hotel_star_rating,
    o.latitude, o.longitude, o.room_type, o.checkin_date, o.checkin_date + o.nights AS checkout_date,
    o.nights::INTEGER AS nights, o.days_before_checkin,
    o.rate_type, o.negotiated_rate_type, o.is_covered, o.neg_rate_available,
    o.neg_rate_available AND o.rate_type IS NULL AS neg_rate_not_used,
    CASE WHEN o.rate_type IS NOT NULL AND NOT o.has_rate_load_error THEN round(100 * o.negotiated_discount, 2) END
      AS discount_level,
    o.has_rate_load_error AND o.rate_type IS NOT NULL AS rate_load_error,
    ${['usd', 'eur', 'gbp', 'branch']
      .map((c) => {
        const rate = c === 'usd' ? '1' : c === 'eur' ? '0.92' : c === 'gbp' ? '0.79' : 'o.usd_rate';
        return `round(o.adr_usd * ${rate}, 2) AS adr_${c}, round(o.market_adr_usd * ${rate}, 2) AS market_adr_${c},
      round(o.negotiated_adr_usd * ${rate}, 2) AS negotiated_adr_${c},
      round(o.adr_usd * o.nights * ${rate}, 2) AS spend_${c},
      round(o.market_adr_usd * o.nights * ${rate}, 2) AS market_spend_${c},
      CASE WHEN o.rate_drop_found AND o.found_on <= anchor_day() THEN round(o.drop_usd * ${rate}, 2) END AS savings_${c},
      CASE WHEN o.rate_drop_found AND o.found_on <= anchor_day() THEN round(o.drop_usd * o.transaction_fee_rate * ${rate}, 2) END AS fee_${c}`;
      })
      .join(',\n    ')},
    o.is_refundable, o.go_live_date, o.is_tracked,
    o.rate_drop_found AND o.found_on <= anchor_day() AS rate_drop_found,
    CASE WHEN o.rate_drop_found AND o.found_on <= anchor_day() THEN o.found_on END AS result_found_on,
    CASE WHEN o.rate_drop_found AND o.found_on <= anchor_day() THEN o.drops ELSE 0 END::INTEGER AS rate_drops_found,
    CASE WHEN o.is_sent AND o.found_on <= anchor_day() THEN o.drops ELSE 0 END::INTEGER AS deals_sent,
    o.is_sent AND o.found_on <= anchor_day() AS is_sent,
    o.is_rebooked AND o.found_on <= anchor_day() AS is_rebooked,
    o.is_hpa, o.is_pm_only, o.is_autorebook, o.tmc_idx, o.n AS reservation_idx
  FROM outcome o
  ORDER BY o.tmc_id, result_date`);
  await connection.run(`CREATE TABLE hotel_deals AS
    SELECT r.tmc_id, r.result_found_on AS result_date, r.record_locator, r.result_date AS booked_on,
      r.corporate_name, r.gds, r.pcc_name, r.ticketing_region, r.ticketing_continent, r.ticketing_country,
      r.ticketing_country_code, r.tmc_branch_default_currency, r.property_id, r.hotel_name,
      r.hotel_master_chain, r.location_id, r.destination_city, r.destination_country, r.checkin_date,
      r.nights, r.room_type, r.rate_type, r.rate_drops_found, r.deals_sent,
      CASE WHEN r.is_rebooked THEN 1 ELSE 0 END AS accepted_deals,
      r.deals_sent - CASE WHEN r.is_rebooked THEN 1 ELSE 0 END AS not_accepted_deals,
      r.is_sent, r.is_rebooked,
      CASE WHEN r.is_rebooked THEN 'Rebooked' WHEN r.is_sent THEN 'Not accepted' ELSE 'Not sent' END AS deal_status,
      r.spend_usd AS booked_spend_usd, r.spend_eur AS booked_spend_eur, r.spend_gbp AS booked_spend_gbp,
      r.spend_branch AS booked_spend_branch,
      r.savings_usd, r.savings_eur, r.savings_gbp, r.savings_branch,
      r.fee_usd, r.fee_eur, r.fee_gbp, r.fee_branch,
      r.is_hpa, r.is_pm_only, r.is_autorebook
    FROM hotel_reservations r WHERE r.rate_drop_found
    ORDER BY r.tmc_id, result_date`);
  await connection.run('DROP TABLE hotel_city_properties');
  await connection.run('DROP TABLE hotel_chain_property');
}
