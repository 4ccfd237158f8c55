import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { PRODUCTS } from '../src/analytics/sql/products.js';
import { parseAnalyticsQuery } from '../src/analytics/views/query-params.js';
import { resolveScope } from '../src/analytics/sql/scope.js';
import type { Warehouse } from '../src/analytics/warehouse/warehouse.js';
import { ensureDataset } from '../src/dataset/generate.js';

let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tripsight-scope-'));
  file = await ensureDataset(dir, { rowsPerTmc: 1000, seed: 5, anchor: '2026-06-30' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real warehouse, counting the statements it runs. */
async function countingWarehouse(): Promise<{ warehouse: Warehouse; statements: () => number }> {
  const inner = await DuckDbWarehouse.open(file, { poolSize: 1, threads: 1 });
  let count = 0;
  const warehouse: Warehouse = {
    dialect: inner.dialect,
    all: (sql, params) => {
      count += 1;
      return inner.all(sql, params);
    },
    columns: (sql, params) => {
      count += 1;
      return inner.columns(sql, params);
    },
    close: () => inner.close(),
  };
  return { warehouse, statements: () => count };
}

const query = (filters: Record<string, string[]>, currency?: string) =>
  parseAnalyticsQuery({ startDate: '2026-01-01', endDate: '2026-06-30', ...filters, currency });

describe('filter scope', () => {
  it('looks each set of filters up once per warehouse, whatever the order of its values', async () => {
    const { warehouse, statements } = await countingWarehouse();
    try {
      const first = await resolveScope(
        warehouse,
        PRODUCTS.air,
        'northstar',
        query({ gds: ['Sabre', 'Amadeus'] }),
      );
      expect(first.dimIds?.length).toBeGreaterThan(0);
      expect(statements()).toBe(1);
      const again = await resolveScope(
        warehouse,
        PRODUCTS.air,
        'northstar',
        query({ gds: ['Amadeus', 'Sabre', 'Sabre'] }),
      );
      // The same combinations and currency; the scope keeps the filters as each call gave them.
      const found = ({ dimIds, currency }: typeof first) => ({ dimIds, currency });
      expect(found(again)).toEqual(found(first));
      expect(again.filters.gds).toEqual(['Amadeus', 'Sabre', 'Sabre']);
      expect(statements()).toBe(1);
      // Another TMC, product or filter set is its own lookup, with its own answer.
      const other = await resolveScope(
        warehouse,
        PRODUCTS.air,
        'bluewave',
        query({ gds: ['Sabre', 'Amadeus'] }),
      );
      const hotel = await resolveScope(
        warehouse,
        PRODUCTS.hotel,
        'northstar',
        query({ gds: ['Sabre', 'Amadeus'] }),
      );
      const narrower = await resolveScope(warehouse, PRODUCTS.air, 'northstar', query({ gds: ['Sabre'] }));
      expect(statements()).toBe(4);
      expect(other.dimIds).not.toEqual(first.dimIds);
      expect(hotel.dimIds).not.toEqual(first.dimIds);
      expect(narrower.dimIds!.length).toBeLessThan(first.dimIds!.length);
      expect(narrower.dimIds!.every((id) => first.dimIds!.includes(id))).toBe(true);
    } finally {
      await warehouse.close();
    }
    // A new warehouse (a rebuilt dataset) looks up again.
    const fresh = await countingWarehouse();
    try {
      await resolveScope(fresh.warehouse, PRODUCTS.air, 'northstar', query({ gds: ['Sabre', 'Amadeus'] }));
      expect(fresh.statements()).toBe(1);
    } finally {
      await fresh.warehouse.close();
    }
  });

  it('answers every combination of the TMC without filters, and no query when the currency is given', async () => {
    const { warehouse, statements } = await countingWarehouse();
    try {
      const all = await resolveScope(warehouse, PRODUCTS.air, 'northstar', query({}));
      expect(all.dimIds).toBeNull();
      expect(statements()).toBe(1);
      const usd = await resolveScope(warehouse, PRODUCTS.air, 'northstar', query({}, 'USD'));
      expect(usd).toMatchObject({ dimIds: null, currency: { code: 'USD' } });
      expect(statements()).toBe(1);
    } finally {
      await warehouse.close();
    }
  });
});
