import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ensureCliBuilt, killed, runService, type CliService } from './cli-service.js';
import { call } from './ops-client.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.js';
import { freePort, type TestServer } from './server.js';
import { signIn } from './tokens.js';

/** Starts the service and waits until /health answers (it must not stop first). */
async function startService(port: number, dataDir: string, databaseUrl: string | null): Promise<CliService> {
  const service = await runService(port, dataDir, databaseUrl ?? '');
  if (service.exitCode !== null)
    throw new Error(`service exited with ${service.exitCode}:\n${service.log()}`);
  return service;
}

const STORES: { name: string; database: boolean }[] = [
  { name: 'PGlite on disk', database: false },
  ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', database: true }] : []),
];

describe.each(STORES)('SIGKILL during a burst of identifier additions on $name', ({ database }) => {
  let dataDir: string;
  let db: TestDatabase | null = null;
  let child: CliService | null = null;
  beforeAll(async () => {
    ensureCliBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'tripsight-kill-'));
    if (database) db = await createTestDatabase();
  });
  afterAll(async () => {
    if (child) await killed(child.child);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged identifier and seeds only once', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = { url, config: loadConfig({}, { port, publicUrl: url, dataDir }) } as TestServer;
    child = await startService(port, dataDir, db?.url ?? null);
    const token = (await signIn(server, 'manager')).access_token;
    const before = (await call(server, 'GET', '/api/audit/conversations?start_date=2000-01-01', token)).body
      .pagination.total_count;
    const created = await call(server, 'POST', '/api/sbr/corporate/create/', token, {
      corporate_name: 'Durable Corp',
    });
    expect(created.status).toBe(201);
    const path = `/api/sbr/corporate/${created.body.id}/identifiers/`;

    const acknowledged: string[] = [];
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (!stopped && next < 250) {
        const identifier = `burst-${next++}@durable.example`;
        try {
          const res = await call(server, 'POST', path, token, { identifier });
          if (res.status === 201) acknowledged.push(identifier);
          else throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (!stopped) throw error;
        }
        if (acknowledged.length >= 80 && !stopped) {
          stopped = true;
          child!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed(child.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(next).toBeLessThan(250);

    child = await startService(port, dataDir, db?.url ?? null);
    const after = (await signIn(server, 'manager')).access_token;
    const { body } = await call(server, 'GET', '/api/sbr/corporates?is_sbr=true&name=Durable%20Corp', after);
    const identifiers: string[] = body.corporates[0].identifiers;
    for (const identifier of acknowledged) expect(identifiers).toContain(identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    expect(identifiers.length).toBeLessThanOrEqual(next);
    const again = (await call(server, 'GET', '/api/audit/conversations?start_date=2000-01-01', after)).body
      .pagination.total_count;
    expect(again).toBe(before);
  });
});
