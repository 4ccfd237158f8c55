import type { ChildProcess } from 'node:child_process';
import fs, { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DataDirInUseError, OWNER_FILE } from '../src/data-lock.js';
import { openPgliteDb } from '../src/ops/db.js';
import { ensureCliBuilt, runService } from './cli-service.js';
import { call } from './ops-client.js';
import { freePort, type TestServer } from './server.js';
import { signIn } from './tokens.js';

function testConfig(dataDir: string, port: number) {
  const url = `http://127.0.0.1:${port}`;
  return loadConfig(
    {},
    { port, host: '127.0.0.1', publicUrl: url, dataDir, datasetRows: 1500, logRequests: false },
  );
}

describe('one writer per data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-lock-'));
  const children: ChildProcess[] = [];
  beforeAll(() => {
    ensureCliBuilt();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second service in the same process and lets the next one in after close', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tripsight-lock-inproc-'));
    try {
      const first = await buildApp(testConfig(folder, await freePort()));
      const refused = await buildApp(testConfig(folder, await freePort())).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toBe(
        `DATA_DIR ${folder} is in use by process ${process.pid} on ${JSON.parse(readFileSync(join(folder, OWNER_FILE), 'utf8')).host}, running since ${JSON.parse(readFileSync(join(folder, OWNER_FILE), 'utf8')).since}: stop that service or give this one its own DATA_DIR`,
      );
      await first.close();
      expect(existsSync(join(folder, OWNER_FILE))).toBe(false);
      const next = await buildApp(testConfig(folder, await freePort()));
      await next.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a second process with a one-line reason, and takes over the lock of a killed one', async () => {
    const port = await freePort();
    const first = await runService(port, dataDir);
    children.push(first.child);
    expect(first.exitCode).toBeNull();

    const second = await runService(await freePort(), dataDir);
    children.push(second.child);
    expect(second.exitCode).toBe(1);
    const reason = second
      .log()
      .split('\n')
      .filter((line) => line.startsWith('DATA_DIR'));
    expect(reason).toEqual([
      expect.stringMatching(
        new RegExp(`^DATA_DIR ${dataDir} is in use by process ${first.child.pid} on .+: stop that service`),
      ),
    ]);

    // The first service is untouched: it still acknowledges writes.
    const url = `http://127.0.0.1:${port}`;
    const server = { url, config: testConfig(dataDir, port) } as TestServer;
    const token = (await signIn(server, 'manager')).access_token;
    const created = await call(server, 'POST', '/api/sbr/corporate/create/', token, {
      corporate_name: 'Single Writer Ltd',
    });
    expect(created.status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    const started = Date.now();
    const third = await runService(port, dataDir);
    children.push(third.child);
    expect(third.exitCode, third.log()).toBeNull();
    // The lock went stale (up to 10 s) and was taken over; the acknowledged write is there.
    expect(Date.now() - started).toBeLessThan(60_000);
    const after = (await signIn(server, 'manager')).access_token;
    const { body } = await call(server, 'GET', '/api/sbr/corporates?name=Single%20Writer', after);
    expect(body.corporates.map((c: { name: string }) => c.name)).toEqual(['Single Writer Ltd']);
    third.child.kill('SIGTERM');
    await third.exited;
  });
});

describe('PGlite durability', () => {
  it('runs with fsync on and syncs the WAL to disk before a commit is acknowledged', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tripsight-fsync-'));
    const db = await openPgliteDb(folder);
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
      expect(await db.query('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
      await db.query('CREATE TABLE durable (id serial PRIMARY KEY, note text)');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      try {
        for (let i = 0; i < 5; i += 1) {
          const before = fsync.mock.calls.length;
          await db.transaction((tx) => tx.query('INSERT INTO durable (note) VALUES ($1)', [`n${i}`]));
          // Each acknowledged commit reached the disk through fsync().
          expect(fsync.mock.calls.length).toBeGreaterThan(before);
        }
      } finally {
        fsync.mockRestore();
      }
    } finally {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
