import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer, type TestServer } from './server.js';

/** The server the test script started (`scripts/test.mjs`), or null when running on PGlite only. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/** A database of its own on the test PostgreSQL server; `drop()` removes it. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!TEST_DATABASE_URL)
    throw new Error('TEST_DATABASE_URL is not set; run the tests with node scripts/test.mjs');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named `tripsight_test_<random>` on the test server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `tripsight_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** An operational store the ops suites run against. */
export interface OpsStore {
  name: 'pglite' | 'postgres';
  /** Starts a test server on this store (a fresh PGlite folder or a fresh database). */
  start(): Promise<TestServer>;
}

/** PGlite always; PostgreSQL too when the test script started a server. */
export const OPS_STORES: OpsStore[] = [
  { name: 'pglite', start: () => startTestServer() },
  ...(TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          async start() {
            const database = await createTestDatabase();
            const server = await startTestServer({ databaseUrl: database.url });
            return {
              ...server,
              close: async () => {
                await server.close();
                await database.drop();
              },
            };
          },
        },
      ]
    : []),
];
