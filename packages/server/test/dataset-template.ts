import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { SIGNING_KEY_FILE } from '../src/auth/signing-key.js';

/** PNRs per TMC of every test server's dataset unless a test asks for another size. */
export const TEST_DATASET_ROWS = 1500;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder as a test server leaves it on first start, made once per run. */
    dataTemplate: string;
  }
}

/**
 * Global setup of the server tests: builds a service once on a data folder of its own (the dataset,
 * the operations store migrated and seeded) and closes it, so each of the many test
 * servers copies the folder (about a second) instead of building all of it (about seven). A server
 * whose options differ (another dataset size, PostgreSQL) finds the copy stale or unused and builds
 * what it needs, as on a fresh folder.
 */
export default async function buildTemplate(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-template-'));
  const config = loadConfig(
    {},
    { port: 0, host: '127.0.0.1', dataDir, datasetRows: TEST_DATASET_ROWS, logRequests: false },
  );
  const app = await buildApp(config);
  await app.close();
  project.provide('dataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** Fills the empty `dataDir` with the run's template, when there is one (a run started by vitest). */
export function copyDataTemplate(dataDir: string): void {
  let template: string;
  try {
    template = inject('dataTemplate');
  } catch {
    return; // not inside a vitest run with the global setup
  }
  if (!template || !existsSync(template)) return;
  // Each data folder keeps a sign-in key of its own: tokens of one service must not pass another.
  for (const entry of readdirSync(template).filter((name) => name !== SIGNING_KEY_FILE)) {
    cpSync(join(template, entry), join(dataDir, entry), { recursive: true });
  }
}
