import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/start.js';
import { copyDataTemplate, TEST_DATASET_ROWS } from './dataset-template.js';
import { watchServerErrors } from './server-errors.js';

export interface TestServer extends RunningServer {
  config: ServerConfig;
}

/** A TCP port nobody listens on right now (the issuer URL must be known before the server starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real service on 127.0.0.1 with a fresh data directory and a small seeded dataset (the
 * run's template copied in, see dataset-template.ts).
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  let dataDir = overrides.dataDir;
  if (dataDir === undefined) {
    dataDir = mkdtempSync(join(tmpdir(), 'tripsight-test-'));
    copyDataTemplate(dataDir);
  }
  const port = overrides.port ?? (await freePort());
  const defaults = loadConfig({});
  const config = loadConfig(
    {},
    {
      port,
      host: '127.0.0.1',
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir,
      datasetRows: TEST_DATASET_ROWS,
      logRequests: false,
      // Suites make thousands of calls as one user; the rate-limit tests set the real budgets.
      rateLimits: {
        operationsPerUser: 1_000_000,
        supportPerUser: 1_000_000,
        analyticsPerUser: 1_000_000,
        analyticsPerTmc: 1_000_000,
        mailPerUser: 1_000_000,
      },
      ...overrides,
      // The alert scheduler polls only in the tests that ask for it.
      alerts: { ...defaults.alerts, pollMs: 0, ...overrides.alerts },
    },
  );
  const server = await startServer(config);
  watchServerErrors(server.app.server);
  return {
    ...server,
    config,
    close: async () => {
      await server.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
