import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUCKDB_OPTIONS, ensureDataset } from '../src/dataset/generate.js';
import {
  HOTEL_INSIGHTS_SUMMARY,
  HOTEL_INSIGHTS_SUMMARY_KEYS,
  HOTEL_INSIGHTS_SUMMARY_MEASURES,
} from '../src/dataset/hotel-insights-summaries.js';
import { hotelReservationsPerTmc } from '../src/dataset/hotel-reservations.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function build(seed = 11): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tripsight-hotel-dataset-'));
  dirs.push(dir);
  return ensureDataset(dir, { rowsPerTmc: 8000, seed, anchor: '2026-06-30' });
}

async function query(file: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(file, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
    connection.closeSync();
    return rows;
  } finally {
    instance.closeSync();
  }
}
const one = async (file: string, sql: string) => (await query(file, sql))[0]!;

describe('hotel dataset', () => {
  let file: string;
  beforeAll(async () => {
    file = await build();
  }, 120_000);

  it('holds one hotel stay per two air trips in every TMC, unique per record locator', async () => {
    const rows = await query(
      file,
      `SELECT tmc_id, count(*)::INTEGER AS n, count(DISTINCT record_locator)::INTEGER AS locators
       FROM hotel_reservations GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((r) => r.tmc_id)).toEqual(['bluewave', 'meridian', 'northstar']);
    for (const row of rows) {
      expect(row.n).toBe(hotelReservationsPerTmc(8000));
      expect(row.locators).toBe(row.n);
    }
  });

  it('has realistic stays: about 2.5 nights, properties with chain, address, stars and coordinates', async () => {
    const stays = await one(
      file,
      `SELECT round(avg(nights), 2)::DOUBLE AS nights, min(nights)::INTEGER AS fewest,
        count(*) FILTER (WHERE checkout_date <> checkin_date + nights OR checkin_date < result_date)::INTEGER AS bad_dates,
        count(*) FILTER (WHERE hotel_star_rating NOT BETWEEN 2 AND 5)::INTEGER AS bad_stars,
        count(*) FILTER (WHERE hotel_address IS NULL OR hotel_master_chain IS NULL
          OR abs(latitude) > 90 OR abs(longitude) > 180)::INTEGER AS incomplete,
        count(DISTINCT hotel_master_chain)::INTEGER AS chains, count(DISTINCT destination_city)::INTEGER AS cities,
        count(*) FILTER (WHERE NOT (spend_usd > 0 AND spend_eur < spend_usd AND spend_gbp < spend_eur))::INTEGER AS bad_money
       FROM hotel_reservations`,
    );
    expect(stays.nights).toBeGreaterThan(2.3);
    expect(stays.nights).toBeLessThan(2.7);
    expect(stays).toMatchObject({ fewest: 1, bad_dates: 0, bad_stars: 0, incomplete: 0, bad_money: 0 });
    expect(stays.chains).toBe(10);
    expect(stays.cities).toBeGreaterThan(60);
  });

  it('prices negotiated rates 10-18 % under market, except the few properties whose rate was loaded wrong', async () => {
    const rates = await query(
      file,
      `SELECT rate_type, min(discount_level)::DOUBLE AS least, max(discount_level)::DOUBLE AS most,
        count(*) FILTER (WHERE rate_load_error)::INTEGER AS wrong, count(*)::INTEGER AS n,
        count(*) FILTER (WHERE rate_load_error AND adr_usd <= market_adr_usd)::INTEGER AS wrong_below_market
       FROM hotel_reservations WHERE rate_type IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(rates.map((r) => r.rate_type)).toEqual(['Chainwide', 'Property', 'TMC rate']);
    let wrong = 0;
    let negotiated = 0;
    for (const rate of rates) {
      expect(rate.least as number).toBeGreaterThanOrEqual(10);
      expect(rate.most as number).toBeLessThanOrEqual(18);
      expect(rate.wrong_below_market).toBe(0);
      wrong += rate.wrong as number;
      negotiated += rate.n as number;
    }
    expect(wrong).toBeGreaterThan(0);
    expect(wrong / negotiated).toBeLessThan(0.05);
    const programme = await one(
      file,
      `SELECT avg(is_covered::INTEGER)::DOUBLE AS coverage,
        (avg(neg_rate_available::INTEGER) FILTER (WHERE is_covered))::DOUBLE AS availability,
        (avg((rate_type IS NOT NULL)::INTEGER) FILTER (WHERE neg_rate_available))::DOUBLE AS utilization
       FROM hotel_reservations`,
    );
    expect(programme.coverage).toBeGreaterThan(0.5);
    expect(programme.availability).toBeGreaterThan(0.7);
    expect(programme.utilization).toBeGreaterThan(0.8);
  });

  it('finds a lower rate for about one tracked booking in eight, worth about a hundred per stay', async () => {
    const saver = await one(
      file,
      `SELECT (avg(rate_drop_found::INTEGER) FILTER (WHERE is_tracked))::DOUBLE AS found,
        (avg(savings_usd) FILTER (WHERE rate_drop_found))::DOUBLE AS per_stay,
        count(*) FILTER (WHERE rate_drop_found AND NOT is_tracked)::INTEGER AS untracked_found,
        count(*) FILTER (WHERE is_rebooked AND NOT is_sent)::INTEGER AS rebooked_unsent,
        count(*) FILTER (WHERE is_tracked AND result_date < go_live_date)::INTEGER AS tracked_before_go_live,
        count(*) FILTER (WHERE result_found_on > DATE '2026-06-30' OR result_found_on < result_date)::INTEGER AS bad_found_day
       FROM hotel_reservations`,
    );
    expect(saver.found).toBeGreaterThan(0.09);
    expect(saver.found).toBeLessThan(0.16);
    expect(saver.per_stay).toBeGreaterThan(80);
    expect(saver.per_stay).toBeLessThan(125);
    expect(saver).toMatchObject({
      untracked_found: 0,
      rebooked_unsent: 0,
      tracked_before_go_live: 0,
      bad_found_day: 0,
    });
  });

  it('keeps the summaries equal to the rows they summarise', async () => {
    const sums = await one(
      file,
      `SELECT (SELECT round(sum(savings_usd), 2) FROM hotel_deals WHERE is_rebooked)::DOUBLE AS deals,
        (SELECT round(sum(savings_usd), 2) FROM hotel_savings_daily WHERE is_rebooked)::DOUBLE AS daily,
        (SELECT round(sum(savings_usd), 2) FROM hotel_savings_monthly WHERE is_rebooked)::DOUBLE AS monthly,
        (SELECT round(sum(spend_usd), 2) FROM hotel_reservations WHERE is_tracked)::DOUBLE AS spend,
        (SELECT round(sum(spend_usd), 2) FROM hotel_tracked_monthly)::DOUBLE AS spend_monthly,
        (SELECT sum(tracked_pnrs) FROM hotel_tracked_daily)::INTEGER AS tracked_daily,
        (SELECT count(*) FROM hotel_reservations WHERE is_tracked)::INTEGER AS tracked`,
    );
    expect(sums.daily).toBeCloseTo(sums.deals as number, 1);
    expect(sums.monthly).toBeCloseTo(sums.deals as number, 1);
    expect(sums.spend_monthly).toBeCloseTo(sums.spend as number, 0);
    expect(sums.tracked_daily).toBe(sums.tracked);
  });

  it('keeps the supplier insights summary equal to the stays, day by day and month by month', async () => {
    // Every key and measure of the summary, compared group by group with the stays summed the same
    // way (money to the cent): a key the stays gain or a measure summed wrong shows as a row apart.
    const keys = ['tmc_id', 'dim_id', ...HOTEL_INSIGHTS_SUMMARY_KEYS].join(', ');
    const sums = HOTEL_INSIGHTS_SUMMARY_MEASURES.map((m) =>
      m === 'nights' ? 'sum(nights)::INTEGER AS nights' : `round(sum(${m}), 2)::DECIMAL(18, 2) AS ${m}`,
    ).join(', ');
    for (const [table, date] of [
      ['daily', 'result_date'],
      ['monthly', "date_trunc('month', result_date)::DATE"],
    ] as const) {
      const found = await one(
        file,
        `WITH stays AS (
          SELECT ${date} AS result_date, ${keys}, ${sums} FROM hotel_insights_stays GROUP BY ALL
        ), summary AS (
          SELECT result_date, ${keys}, ${sums} FROM ${HOTEL_INSIGHTS_SUMMARY}_${table} GROUP BY ALL
        )
        SELECT (SELECT count(*) FROM (FROM stays EXCEPT FROM summary))::INTEGER AS missing,
          (SELECT count(*) FROM (FROM summary EXCEPT FROM stays))::INTEGER AS extra,
          (SELECT count(*) FROM summary)::INTEGER AS rows,
          (SELECT count(*) FROM hotel_insights_stays)::INTEGER AS stays`,
      );
      expect(found, table).toMatchObject({ missing: 0, extra: 0 });
      expect(found.rows as number).toBeGreaterThan(0);
      expect(found.rows as number).toBeLessThanOrEqual(found.stays as number);
    }
  });

  it('is the same for a seed and differs for another', async () => {
    const fingerprint = (f: string) =>
      one(
        f,
        `SELECT sum(hash(record_locator, hotel_name, spend_usd, savings_usd))::VARCHAR AS h FROM hotel_reservations`,
      );
    expect(await fingerprint(await build(11))).toEqual(await fingerprint(file));
    expect(await fingerprint(await build(12))).not.toEqual(await fingerprint(file));
  }, 120_000);
});
