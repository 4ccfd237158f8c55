import { join } from 'node:path';
import { createAlertScheduler } from '../src/alerts/alert-scheduler.js';
import { latestCompletePeriod } from '@tripsight/core/ops';
import { createRule } from '../src/alerts/alert-store.js';
import { tenantTimeZone } from '../src/alerts/tenant-mail.js';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { loadConfig } from '../src/config.js';
import { ensureDataset } from '../src/dataset/generate.js';
import { createMailTransport } from '../src/mail/mail-transport.js';
import { openPgliteDb, openPostgresDb } from '../src/ops/db.js';
import { migrate } from '../src/ops/migrate.js';
import { header, startSmtpSink } from '../test/smtp-sink.js';
import type { BenchRunner } from './runner.js';
import { printFigures, quantile } from './stats.js';

/** Rules of the bench, each becoming due at its own instant over SPREAD_MS. */
const RULES = 200;
const SPREAD_MS = 5_000;
/** How often the bench's scheduler looks (ALERTS_POLL_MS when set). */
const BENCH_POLL_MS = 1_000;
/** PNRs per TMC of the bench's dataset (the service's default size). */
const ROWS_PER_TMC = 20_000;

/** A real SMTP server on 127.0.0.1 that notes when each Message-ID arrived. */
async function arrivalSink(): Promise<{ url: string; arrived: Map<string, number>; close(): Promise<void> }> {
  const arrived = new Map<string, number>();
  const sink = await startSmtpSink((mail) => {
    const id = header(mail.raw, 'Message-ID');
    if (id && !arrived.has(id)) arrived.set(id, Date.now());
  });
  return { url: sink.url, arrived, close: () => sink.close() };
}

/**
 * The fire-to-mail delay: RULES rules become due one after another over SPREAD_MS while a replica's
 * scheduler polls (the operational store of DATABASE_URL, else an embedded PGlite); each delay runs
 * from the instant its rule became due to its message's arrival at a real SMTP server, so it holds
 * the wait for the next look, the evaluation (the view's own query on the bench dataset), the
 * transaction recording it and the SMTP hand-over.
 */
export const alertsBench: BenchRunner = {
  name: 'alerts',
  async run() {
    const config = loadConfig();
    const pollMs = process.env.ALERTS_POLL_MS ? config.alerts.pollMs : BENCH_POLL_MS;
    const file = await ensureDataset(join(config.dataDir, 'bench-alerts'), {
      rowsPerTmc: ROWS_PER_TMC,
      seed: config.datasetSeed,
      keepStale: true,
      log: (line) => console.log(line),
    });
    const warehouse = await DuckDbWarehouse.open(file, { threads: config.warehouseThreads });
    const db = config.databaseUrl
      ? await openPostgresDb(config.databaseUrl)
      : await openPgliteDb('memory://');
    await migrate(db);
    const sink = await arrivalSink();
    const mail = createMailTransport({
      smtpUrl: sink.url,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
    });
    const scheduler = createAlertScheduler(
      { db, warehouse, mail, publicUrl: config.publicUrl, settings: { ...config.alerts, pollMs } },
      { log: (message, error) => console.error(message, error) },
    );
    try {
      // Due a second from now and after: the first look finds nothing yet.
      const start = Date.now() + 1_000;
      const due = new Map<string, number>();
      for (let i = 0; i < RULES; i += 1) {
        const at = start + Math.round((i * SPREAD_MS) / RULES);
        const rule = await createRule(
          db,
          'northstar',
          { id: 'bench', email: 'alex.morgan@northstar.example' },
          {
            name: `Bench rule ${i}`,
            view: 'air/faresaver/savingsOverview',
            field: 'trackedPnrs',
            operator: 'gte',
            threshold: 0,
            filters: {},
            schedule: 'daily',
            recipients: ['alex.morgan@northstar.example'],
            webhookUrl: null,
          },
          new Date(at),
        );
        const period = latestCompletePeriod('daily', new Date(at), tenantTimeZone('northstar'));
        due.set(`<rule-${rule.id}-mail-${period.key}@tripsight.invalid>`, at);
      }
      scheduler.start();
      const deadline = Date.now() + SPREAD_MS + 60_000;
      while ([...due.keys()].some((id) => !sink.arrived.has(id))) {
        if (Date.now() > deadline)
          throw new Error(`only ${sink.arrived.size} of ${RULES} alert mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const delays = [...due].map(([id, at]) => sink.arrived.get(id)! - at);
      printFigures(
        `fire-to-mail delay: ${RULES} daily rules due over ${SPREAD_MS / 1000} s, polled every ${pollMs} ms, ${db.kind}`,
        [
          { name: 'p50', value: Math.round(quantile(delays, 0.5)), unit: 'ms' },
          { name: 'p95', value: Math.round(quantile(delays, 0.95)), unit: 'ms', target: pollMs + 1_000 },
          { name: 'max', value: Math.round(Math.max(...delays)), unit: 'ms' },
        ],
      );
    } finally {
      await scheduler.stop();
      mail.close();
      await sink.close();
      await db.close();
      await warehouse.close();
    }
  },
};
