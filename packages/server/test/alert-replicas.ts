import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlertRuleInput } from '@tripsight/core/ops';
import type { AlertDeps } from '../src/alerts/alert-runner.js';
import { createRule, type StoredRule } from '../src/alerts/alert-store.js';
import type { AlertSettings } from '../src/alerts/alert-settings.js';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { DATASET_FILE } from '../src/dataset/generate.js';
import { createMailTransport, type MailMessage, type MailTransport } from '../src/mail/mail-transport.js';
import { openPgliteDb, openPostgresDb, type OpsDb, type OpsQuery } from '../src/ops/db.js';
import { copyDataTemplate } from './dataset-template.js';
import { createTestDatabase } from './postgres.js';
import { startTestServer } from './server.js';

/**
 * The alert scheduler's world without the HTTP service: the test dataset's warehouse and an
 * operational store migrated and seeded by a real service start (a fresh PGlite folder, or a fresh
 * PostgreSQL database), on which each replica opens its own connection pool (PostgreSQL) or, PGlite
 * being one process's, shares the one instance.
 */
export interface AlertWorld {
  warehouse: DuckDbWarehouse;
  /** A replica's store: a pool of its own on PostgreSQL. */
  openDb(): Promise<OpsDb>;
  /** Closes `mail` with the world (a pooled SMTP connection keeps the sink from closing). */
  track(mail: MailTransport): MailTransport;
  close(): Promise<void>;
}

export async function openAlertWorld(store: 'pglite' | 'postgres'): Promise<AlertWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-alerts-'));
  copyDataTemplate(dataDir);
  const database = store === 'postgres' ? await createTestDatabase() : null;
  // A service start migrates and seeds the store and leaves the dataset in the folder.
  const server = await startTestServer({ dataDir, databaseUrl: database?.url ?? null });
  await server.close();
  const warehouse = await DuckDbWarehouse.open(join(dataDir, DATASET_FILE));
  const opened: OpsDb[] = [];
  const transports: MailTransport[] = [];
  let shared: OpsDb | null = null;
  return {
    warehouse,
    track(mail) {
      transports.push(mail);
      return mail;
    },
    async openDb() {
      if (!database) {
        shared ??= await openPgliteDb(join(dataDir, 'ops'));
        return shared;
      }
      const db = await openPostgresDb(database.url);
      opened.push(db);
      return db;
    },
    async close() {
      for (const mail of transports) mail.close();
      for (const db of opened) await db.close().catch(() => undefined);
      await shared?.close();
      await warehouse.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Settings for tests: short leases and waits (the tests move the clock they pass, not the wall's). */
export const TEST_ALERT_SETTINGS: AlertSettings = {
  pollMs: 0,
  leaseSeconds: 60,
  batch: 50,
  parallel: 4,
  webhookBackoffMs: 10,
  webhookAttempts: 4,
  webhookTimeoutMs: 5_000,
  // The tests' receivers listen on 127.0.0.1.
  webhookInternal: true,
};

/** A replica's dependencies on `db`, mailing to `smtpUrl`. */
export function replicaDeps(
  world: AlertWorld,
  db: OpsDb,
  smtpUrl: string,
  settings: Partial<AlertSettings> = {},
): AlertDeps {
  return {
    db,
    warehouse: world.warehouse,
    mail: world.track(
      createMailTransport({ smtpUrl, mailFrom: 'alerts@tripsight.invalid', dataDir: tmpdir() }),
    ),
    publicUrl: 'http://tripsight.invalid',
    settings: { ...TEST_ALERT_SETTINGS, ...settings },
  };
}

/** A rule every figure of the tracked PNRs crosses (`gte 0`), mailing `to`. */
function firingRule(overrides: Partial<AlertRuleInput> = {}) {
  return {
    name: 'Tracked PNRs reached',
    view: 'air/faresaver/savingsOverview',
    field: 'trackedPnrs',
    operator: 'gte' as const,
    threshold: 0,
    filters: {},
    schedule: 'daily' as const,
    recipients: ['alex.morgan@northstar.example'],
    webhookUrl: null,
    ...overrides,
  };
}

/** Stores `count` rules of Northstar with their jobs due at `dueAt`. */
export async function storeRules(
  db: OpsDb,
  count: number,
  dueAt: Date,
  overrides: Partial<AlertRuleInput> = {},
): Promise<StoredRule[]> {
  const rules: StoredRule[] = [];
  for (let i = 0; i < count; i += 1) {
    const rule = firingRule({ name: `Rule ${i}`, ...overrides });
    rules.push(
      await createRule(db, 'northstar', { id: 'test', email: 'alex.morgan@northstar.example' }, rule, dueAt),
    );
  }
  return rules;
}

/** A `killAt` that kills at the `n`th call of `kind` whose SQL matches `sql` (any, without). */
export function nthCall(kind: 'query' | 'mail', n: number, sql?: RegExp) {
  let seen = 0;
  return (called: 'query' | 'mail', text?: string) =>
    called === kind && (!sql || sql.test(text ?? '')) && (seen += 1) === n;
}

/**
 * A replica that can be killed: after `kill()`, every call it makes to the store or the mail
 * server fails (as the calls of a process that died never happen), the ones under way included
 * when they come back (their effect on the other side stays: a transaction under way rolls back, a
 * message the SMTP server already took stays taken).
 */
export function killable(
  deps: AlertDeps,
  /** Kills the replica as it is about to make a call this answers true for (`sql` for a query). */
  killAt?: (kind: 'query' | 'mail', sql?: string) => boolean,
): { deps: AlertDeps; kill(): void; killed(): boolean; killedAfterAccept: () => number } {
  let dead = false;
  let afterAccept = 0;
  const check = (kind?: 'query' | 'mail', sql?: string) => {
    if (kind && killAt?.(kind, sql)) dead = true;
    if (dead) throw new Error('replica killed');
  };
  const wrapQuery = (inner: OpsQuery): OpsQuery => ({
    async query(sql, params) {
      check('query', sql);
      const rows = await inner.query(sql, params);
      check();
      return rows as never;
    },
  });
  const db: OpsDb = {
    kind: deps.db.kind,
    ...wrapQuery(deps.db),
    transaction: (work) => {
      check();
      return deps.db.transaction((tx) => work(wrapQuery(tx)));
    },
    close: () => deps.db.close(),
  };
  const mail: MailTransport = {
    kind: deps.mail.kind,
    async send(message: MailMessage) {
      check('mail');
      const sent = await deps.mail.send(message);
      if (dead) afterAccept += 1;
      check();
      return sent;
    },
    close: () => deps.mail.close(),
  };
  return {
    deps: { ...deps, db, mail },
    kill: () => {
      dead = true;
    },
    killed: () => dead,
    killedAfterAccept: () => afterAccept,
  };
}
