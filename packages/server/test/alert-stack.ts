import { ALERTS_TAB } from '@tripsight/core/ops';
import type { ServerConfig } from '../src/config.js';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import { createTestDatabase, TEST_DATABASE_URL } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { tokenWithClaims } from './tokens.js';

/**
 * A service the alert tests talk to: its mail goes to an SMTP sink on 127.0.0.1; its operational
 * store is PGlite, or a PostgreSQL database of its own for the store named 'postgres' (when the
 * test script started a server); `manager` is a travel manager of Northstar with the alerts tab,
 * `otherTmc` one of Bluewave.
 */
export interface AlertStack {
  server: TestServer;
  smtp: SmtpSink;
  manager: string;
  otherTmc: string;
  close(): Promise<void>;
}

export async function startAlertStack(
  options: { store?: string; config?: Partial<ServerConfig> } = {},
): Promise<AlertStack> {
  const smtp = await startSmtpSink();
  const database = options.store === 'postgres' && TEST_DATABASE_URL ? await createTestDatabase() : null;
  const server = await startTestServer({
    smtpUrl: smtp.url,
    databaseUrl: database?.url ?? null,
    ...options.config,
  });
  const entitled_tabs = [...EVERY_TAB, ALERTS_TAB];
  const manager = await tokenWithClaims(server, { entitled_tabs });
  const otherTmc = await tokenWithClaims(
    server,
    { entitled_tabs, tmc: 'bluewave', email: 'priya.shah@bluewave.example' },
    'second',
  );
  return {
    server,
    smtp,
    manager,
    otherTmc,
    async close() {
      await server.close();
      await smtp.close();
      await database?.drop();
    },
  };
}
