import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdvanceCompliant, isCabinAllowed } from '@tripsight/core/policy';
import { DUCKDB_OPTIONS, ensureDataset } from '../src/dataset/generate.js';
import { flightMinutes } from '../src/dataset/policy-airports.js';
import { policyFor } from '../src/dataset/policy.js';

let dir: string;
let file: string;

async function query<T = Record<string, unknown>>(sql: string, path = file): Promise<T[]> {
  const instance = await DuckDBInstance.create(path, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson() as T[];
    connection.closeSync();
    return rows;
  } finally {
    instance.closeSync();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tripsight-policy-dataset-'));
  file = await ensureDataset(dir, { rowsPerTmc: 4000, seed: 11, anchor: '2026-06-30' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('policy data of the air dataset', () => {
  it('stores the PNR rows by TMC, filter combination and day', async () => {
    const [order] = await query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE (tmc_id, dim_id, result_date) < previous)::INTEGER AS out_of_order
      FROM (SELECT tmc_id, dim_id, result_date,
        lag((tmc_id, dim_id, result_date)) OVER (ORDER BY rowid) AS previous FROM air_policy)`,
    );
    expect(order!.out_of_order).toBe(0);
  });

  it('writes row groups of 16,384 rows, so filtered scans skip by smaller runs', async () => {
    const larger = mkdtempSync(join(tmpdir(), 'tripsight-policy-row-groups-'));
    try {
      const path = await ensureDataset(larger, { rowsPerTmc: 6000, seed: 11, anchor: '2026-06-30' });
      const [groups] = await query<Record<string, number>>(
        `SELECT count(DISTINCT row_group_id)::INTEGER AS groups, max(count)::INTEGER AS largest
        FROM pragma_storage_info('air_policy') WHERE column_name = 'dim_id'`,
        path,
      );
      expect(groups).toEqual({ groups: 2, largest: 16_384 });
    } finally {
      rmSync(larger, { recursive: true, force: true });
    }
  });

  it('has the usual booking window: most beyond 21 days, a tail inside 7, same-day tickets included', async () => {
    const [mix] = await query<Record<string, number>>(
      `SELECT avg((days_before_departure < 7)::INTEGER)::DOUBLE AS inside7,
        avg((days_before_departure > 21)::INTEGER)::DOUBLE AS beyond21,
        min(days_before_departure)::INTEGER AS fewest, max(days_before_departure)::INTEGER AS most,
        count(*) FILTER (WHERE departure_time <= itin_ticketed_at)::INTEGER AS departs_before_ticketing
      FROM air_pnrs`,
    );
    expect(mix!.inside7).toBeGreaterThan(0.1);
    expect(mix!.inside7).toBeLessThan(0.18);
    expect(mix!.beyond21).toBeGreaterThan(0.5);
    expect(mix!.beyond21).toBeLessThan(0.66);
    expect(mix!.fewest).toBe(0);
    expect(mix!.most).toBeGreaterThan(250);
    expect(mix!.departs_before_ticketing).toBe(0);
  });

  it('prices tickets inside 7 days about a quarter above the average, beyond 21 days below it', async () => {
    // Each fare against the average of its cabin, haul and trip kind, so the mix does not blur it.
    const [fares] = await query<Record<string, number>>(
      `WITH f AS (SELECT days_before_departure AS d,
          price_usd / avg(price_usd) OVER (PARTITION BY cabin_class, haul_type, is_return, len(outbound)) AS relative
        FROM air_pnrs)
      SELECT avg(relative) FILTER (WHERE d < 7)::DOUBLE AS inside7, avg(relative) FILTER (WHERE d > 21)::DOUBLE AS beyond21 FROM f`,
    );
    expect(fares!.inside7).toBeGreaterThan(1.18);
    expect(fares!.inside7).toBeLessThan(1.38);
    expect(fares!.beyond21).toBeLessThan(0.93);
    expect(fares!.beyond21).toBeGreaterThan(0.8);
  });

  it("judges every PNR by its corporate's own rules, as core's rules read", async () => {
    const rows = await query<{
      tmcIndex: number;
      corpIndex: number;
      cabinClass: string;
      haulType: string;
      longestSegment: number;
      days: number;
      rule: number;
      advance: boolean;
      cabin: boolean;
    }>(
      `SELECT t.tmc_idx AS "tmcIndex", c.corp_idx AS "corpIndex", a.cabin_class::VARCHAR AS "cabinClass",
        a.haul_type::VARCHAR AS "haulType", a.longest_segment_hours AS "longestSegment", a.days_in_advance AS days,
        a.advance_purchase_days AS rule, a.is_advance_compliant AS advance, a.is_cabin_compliant AS cabin
      FROM air_policy a JOIN air_dimensions d USING (dim_id)
      JOIN corporates c ON c.tmc_id = a.tmc_id AND c.corporate_name = d.direct_enterprise
      JOIN tmcs t ON t.tmc_id = a.tmc_id`,
    );
    expect(rows).toHaveLength(3 * 4000);
    let mismatches = 0;
    for (const row of rows) {
      const policy = policyFor(row.tmcIndex, row.corpIndex);
      if (policy.advancePurchaseDays !== row.rule) mismatches += 1;
      if (isAdvanceCompliant(row.days, row.rule) !== row.advance) mismatches += 1;
      if (isCabinAllowed(policy.cabin, row) !== row.cabin) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  it('takes the longest segment from the flight times of the itinerary', async () => {
    const rows = await query<{ legs: [string, string][]; hours: number }>(
      `SELECT list([s.origin_airport, s.destination_airport]) AS legs, any_value(a.longest_segment_hours) AS hours
      FROM air_policy a JOIN air_segments s USING (tmc_id, record_locator)
      GROUP BY a.tmc_id, a.record_locator LIMIT 500`,
    );
    for (const row of rows) {
      const longest = Math.max(...row.legs.map(([from, to]) => flightMinutes(from, to)));
      expect(row.hours).toBeCloseTo(Math.round((longest / 60) * 10) / 10, 5);
    }
    const [span] = await query<Record<string, number>>(
      `SELECT min(longest_segment_hours)::DOUBLE AS shortest, max(longest_segment_hours)::DOUBLE AS longest FROM air_policy`,
    );
    expect(span!.shortest).toBeGreaterThan(0.5);
    expect(span!.longest).toBeGreaterThan(12);
  });

  it('leaves a realistic share of spend in policy', async () => {
    const [shares] = await query<Record<string, number>>(
      `SELECT (sum(price_usd) FILTER (WHERE is_cabin_compliant) / sum(price_usd))::DOUBLE AS cabin,
        (sum(price_usd) FILTER (WHERE is_advance_compliant) / sum(price_usd))::DOUBLE AS advance
      FROM air_policy`,
    );
    expect(shares!.cabin).toBeGreaterThan(0.55);
    expect(shares!.cabin).toBeLessThan(0.95);
    expect(shares!.advance).toBeGreaterThan(0.45);
    expect(shares!.advance).toBeLessThan(0.92);
  });
});
