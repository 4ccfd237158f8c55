import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { call } from './ops-client.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.js';
import { freePort, type TestServer } from './server.js';
import { signIn } from './tokens.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(packageDir, 'dist', 'cli.js');
const coreDir = resolve(packageDir, '../core');

function newestSource(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestSource(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/**
 * Builds a package's dist/ with tsup unless `built` is newer than every source file. The CLI runs
 * from dist/ and loads @tripsight/core from its dist/ too, so both must match their sources.
 */
function ensureBuilt(dir: string, built: string): void {
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(dir, 'src'))) return;
  const build = spawnSync('npx', ['tsup'], { cwd: dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`tsup failed in ${dir}:\n${build.stdout}${build.stderr}`);
}

interface Child {
  process: ChildProcess;
  log: () => string;
}

/** Starts `node dist/cli.js` and waits until /health answers. */
async function startService(port: number, dataDir: string, databaseUrl: string | null): Promise<Child> {
  let log = '';
  const child = spawn(process.execPath, [cli], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATASET_ROWS: '1500',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { process: child, log: () => log };
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`service did not answer /health within 120 s:\n${log}`);
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

const STORES: { name: string; database: boolean }[] = [
  { name: 'PGlite on disk', database: false },
  ...(TEST_DATABASE_URL ? [{ name: 'PostgreSQL', database: true }] : []),
];

describe.each(STORES)('SIGKILL during a burst of identifier additions on $name', ({ database }) => {
  let dataDir: string;
  let db: TestDatabase | null = null;
  let child: Child | null = null;
  beforeAll(async () => {
    ensureBuilt(coreDir, join(coreDir, 'dist', 'index.js'));
    ensureBuilt(packageDir, cli);
    dataDir = mkdtempSync(join(tmpdir(), 'tripsight-kill-'));
    if (database) db = await createTestDatabase();
  });
  afterAll(async () => {
    if (child) await killed(child.process);
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
          child!.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed(child.process);
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
