import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DUCKDB_OPTIONS, ensureDataset, readDatasetMeta } from '../src/dataset/generate.js';
import { rowsOption } from '../src/dataset/rows-option.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tripsight-dataset-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function query(file: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(file, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(sql);
    const rows = reader.getRowObjectsJson() as Record<string, unknown>[];
    connection.closeSync();
    return rows;
  } finally {
    instance.closeSync();
  }
}

/** A fingerprint of every generated table. */
const fingerprint = (file: string) =>
  query(
    file,
    `SELECT (SELECT sum(hash(p)) FROM (SELECT * EXCLUDE (outbound) FROM air_pnrs) p)::VARCHAR AS pnrs,
      (SELECT sum(hash(record_locator, savings_usd, feedback_meaning_platform)) FROM faresaver_deals)::VARCHAR AS deals,
      (SELECT count(*) FROM air_segments)::VARCHAR AS segments`,
  );

describe('analytics dataset', () => {
  const anchor = '2026-06-30';
  const options = { rowsPerTmc: 400, seed: 7, anchor };

  it('is deterministic for a seed and differs for another seed', async () => {
    const a = await ensureDataset(tempDir(), options);
    const b = await ensureDataset(tempDir(), options);
    const c = await ensureDataset(tempDir(), { ...options, seed: 8 });
    expect(await fingerprint(a)).toEqual(await fingerprint(b));
    expect(await fingerprint(c)).not.toEqual(await fingerprint(a));
  });

  it('reuses a stored dataset and rebuilds it when seed, size or anchor change', async () => {
    const dir = tempDir();
    const file = await ensureDataset(dir, options);
    // Built beside its final name, then renamed: nothing of the build is left behind.
    expect(readdirSync(dir)).toEqual(['analytics.duckdb']);
    const built = statSync(file).mtimeMs;
    await ensureDataset(dir, options);
    expect(statSync(file).mtimeMs).toBe(built);
    await ensureDataset(dir, { ...options, rowsPerTmc: 500 });
    expect(await readDatasetMeta(file)).toMatchObject({ rowsPerTmc: 500, seed: 7, anchor });
    await ensureDataset(dir, { ...options, rowsPerTmc: 500, anchor: '2026-07-01' });
    expect((await readDatasetMeta(file))?.anchor).toBe('2026-07-01');
  });

  it('builds a dataset once when two callers ask for it at the same time', async () => {
    const dir = tempDir();
    const builds: string[] = [];
    const log = (line: string) => {
      if (line.startsWith('generating')) builds.push(line);
    };
    const [first, second] = await Promise.all([
      ensureDataset(dir, { ...options, log }),
      ensureDataset(dir, { ...options, log }),
    ]);
    expect(second).toBe(first);
    expect(builds).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(['analytics.duckdb']);
    expect(await fingerprint(first)).toEqual(await fingerprint(await ensureDataset(tempDir(), options)));
  });

  it('holds three TMCs with their corporates, branches, PCCs, GDSs and about 40 countries', async () => {
    const file = await ensureDataset(tempDir(), options);
    const [tmcs] = await query(
      file,
      `SELECT list(DISTINCT tmc_id ORDER BY tmc_id) AS tmcs, min(n)::INTEGER AS fewest FROM
        (SELECT tmc_id, count(DISTINCT direct_enterprise) AS n FROM air_pnrs GROUP BY tmc_id)`,
    );
    expect(tmcs!.tmcs).toEqual(['bluewave', 'meridian', 'northstar']);
    expect(tmcs!.fewest).toBeGreaterThanOrEqual(20);
    const shared = await query(
      file,
      `SELECT direct_enterprise AS name, list(DISTINCT tmc_id ORDER BY tmc_id) AS tmcs FROM air_pnrs
        WHERE direct_enterprise IN ('Globex Corporation', 'Initech') GROUP BY 1 ORDER BY 1`,
    );
    expect(shared).toEqual([
      { name: 'Globex Corporation', tmcs: ['bluewave', 'northstar'] },
      { name: 'Initech', tmcs: ['bluewave', 'northstar'] },
    ]);
    const [dims] = await query(
      file,
      `SELECT list(DISTINCT tmc_branch_default_currency ORDER BY tmc_branch_default_currency) AS currencies,
        list(DISTINCT gds ORDER BY gds) AS gds, count(DISTINCT ticketing_country_code)::INTEGER AS countries,
        max(n)::INTEGER AS regions_per_country
      FROM air_pnrs, (SELECT max(r)::INTEGER AS n FROM (SELECT count(DISTINCT (ticketing_region, ticketing_continent)) AS r
        FROM air_pnrs GROUP BY ticketing_country_code))`,
    );
    expect(dims).toEqual({
      currencies: ['CAD', 'EUR', 'GBP', 'USD'],
      gds: ['Abacus', 'Amadeus', 'Apollo', 'Galileo', 'Sabre'],
      countries: 41,
      regions_per_country: 1,
    });
  });

  it('keeps PNRs, segments and deals internally consistent', async () => {
    const file = await ensureDataset(tempDir(), options);
    const [pnrs] = await query(
      file,
      `SELECT min(result_date)::VARCHAR AS first, max(result_date)::VARCHAR AS last,
        count(*) FILTER (WHERE itin_ticketed_at < itin_issued_at OR departure_time::DATE
          <> result_date + days_before_departure)::INTEGER AS bad_dates,
        count(*) - count(DISTINCT (tmc_id, record_locator)) AS duplicate_locators,
        count(*) FILTER (WHERE NOT (price_usd > 0 AND price_eur < price_usd AND price_gbp < price_eur))::INTEGER AS bad_prices,
        count(*) FILTER (WHERE haul_type NOT IN ('Short', 'Medium', 'Long')
          OR cabin_class NOT IN ('Economy', 'Premium Economy', 'Business', 'First'))::INTEGER AS bad_kinds,
        count(*) FILTER (WHERE is_valid AND NOT is_tracked)::INTEGER AS valid_untracked
      FROM air_pnrs`,
    );
    expect(pnrs).toEqual({
      first: '2023-07-02',
      last: anchor,
      bad_dates: 0,
      duplicate_locators: '0',
      bad_prices: 0,
      bad_kinds: 0,
      valid_untracked: 0,
    });
    const [segments] = await query(
      file,
      `SELECT count(*) FILTER (WHERE s.segment_index = 0 AND s.origin_airport <> p.origin_airport)::INTEGER AS wrong_origin,
        count(DISTINCT (s.tmc_id, s.record_locator))::INTEGER AS pnrs_with_segments, (SELECT count(*) FROM air_pnrs)::INTEGER AS pnrs
      FROM air_segments s JOIN air_pnrs p USING (tmc_id, record_locator)`,
    );
    expect(segments!.wrong_origin).toBe(0);
    expect(segments!.pnrs_with_segments).toBe(segments!.pnrs);
    const [deals] = await query(
      file,
      `SELECT count(*) FILTER (WHERE fee_usd <= 0 OR fee_usd >= savings_usd OR fee_eur >= savings_eur
          OR fee_gbp >= savings_gbp OR fee_branch >= savings_branch)::INTEGER AS fee_not_below_savings,
        count(*) FILTER (WHERE accepted_deals + not_accepted_deals <> deals_sent)::INTEGER AS bad_counts,
        count(*) FILTER (WHERE (deal_status = 'Rebooked') <> is_rebooked
          OR (feedback_meaning_platform IS NULL) <> is_rebooked)::INTEGER AS bad_status,
        count(*) FILTER (WHERE d.result_date < g.go_live_date)::INTEGER AS before_go_live,
        count(*)::INTEGER AS deals
      FROM faresaver_deals d JOIN corporate_go_live g ON g.tmc_id = d.tmc_id AND g.corporate_name = d.direct_enterprise`,
    );
    expect(deals).toMatchObject({
      fee_not_below_savings: 0,
      bad_counts: 0,
      bad_status: 0,
      before_go_live: 0,
    });
    expect(deals!.deals).toBeGreaterThan(50);
  });
});

describe('--rows option', () => {
  it('reads the PNRs per TMC in both spellings and rejects anything but a positive whole number', () => {
    expect(rowsOption([])).toEqual({});
    expect(rowsOption(['--rows', '5000000'])).toEqual({ datasetRows: 5000000 });
    expect(rowsOption(['--rows=1500'])).toEqual({ datasetRows: 1500 });
    expect(() => rowsOption(['--rows'])).toThrow('--rows needs a positive whole number');
    expect(() => rowsOption(['--rows', '-3'])).toThrow('got "-3"');
    expect(() => rowsOption(['--rows=2.5'])).toThrow('got "2.5"');
  });
});
