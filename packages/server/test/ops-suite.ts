import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OpsStore } from './postgres.js';
import type { TestServer } from './server.js';
import { signIn, tokenFor } from './tokens.js';

/** The server and tokens an operations suite works with. */
export interface OpsSuite {
  server: TestServer;
  /** Northstar's manager, signed in afresh before each test. */
  manager: string;
  /** Bluewave's manager: another TMC. */
  second: string;
}

/**
 * Starts a server on `store` for the suite (closed after it) and provides the tokens. A token per
 * test keeps each test inside its own rate-limit window. Read the fields inside tests and hooks:
 * they are set when the suite starts.
 */
export function opsSuite(store: OpsStore): OpsSuite {
  const suite = {} as OpsSuite;
  beforeAll(async () => {
    suite.server = await store.start();
    suite.second = await tokenFor(suite.server, 'second');
  });
  beforeEach(async () => {
    suite.manager = (await signIn(suite.server, 'manager')).access_token;
  });
  afterAll(async () => suite.server?.close());
  return suite;
}
