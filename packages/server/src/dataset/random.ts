import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Installs the generator's SQL helpers on `connection`, fixed to `seed` and `anchor` (the last day
 * with data, "yesterday" when the dataset was built):
 * - `rnd(a, b, salt)`: a uniform number in [0, 1) that depends only on the seed and its arguments;
 * - `pick(list, a, b, salt)`: one element of `list`, chosen the same way;
 * - `anchor_day()`: the anchor date.
 * Hash-based rather than `random()` so the same seed always yields the same rows, in any order and
 * on any number of threads.
 */
export async function installRandom(
  connection: DuckDBConnection,
  seed: number,
  anchor: string,
): Promise<void> {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`invalid dataset seed: ${seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor)) throw new Error(`invalid anchor date: ${anchor}`);
  await connection.run(
    `CREATE OR REPLACE TEMP MACRO rnd(a, b, salt) AS
       (hash(a, b, salt, ${seed}::BIGINT) % 1000000007)::DOUBLE / 1000000007.0`,
  );
  await connection.run(
    `CREATE OR REPLACE TEMP MACRO pick(list, a, b, salt) AS
       list[1 + floor(rnd(a, b, salt) * len(list))::INTEGER]`,
  );
  await connection.run(`CREATE OR REPLACE TEMP MACRO anchor_day() AS DATE '${anchor}'`);
}
