import { afterAll, beforeAll, beforeEach } from 'vitest';
import { allConversations, call, type Json, type JsonResponse } from './ops-client.js';
import type { OpsStore } from './postgres.js';
import type { TestServer } from './server.js';
import { signIn, tokenFor } from './tokens.js';

/** The server, tokens and calls an operations suite works with. */
export interface OpsSuite {
  server: TestServer;
  /** Northstar's manager, signed in afresh before each test. */
  manager: string;
  /** Bluewave's manager: another TMC. */
  second: string;
  /** Calls the suite's server as the manager. */
  call(method: string, path: string, body?: unknown): Promise<JsonResponse>;
  /** Calls the suite's server with `token` (null for none). */
  callAs(token: string | null, method: string, path: string, body?: unknown): Promise<JsonResponse>;
  /** Every conversation of a list query, all pages, as the manager. */
  conversations(query: string): Promise<Json[]>;
  /** Every conversation of a list query, all pages, with `token`. */
  conversationsAs(token: string, query: string): Promise<Json[]>;
}

/**
 * Starts a server on `store` for the suite (closed after it) and provides the tokens and calls. A
 * token per test keeps each test inside its own rate-limit window. Use the fields inside tests and
 * hooks: they are set when the suite starts.
 */
export function opsSuite(store: OpsStore): OpsSuite {
  const suite: OpsSuite = {
    server: undefined as unknown as TestServer,
    manager: '',
    second: '',
    call: (method, path, body) => call(suite.server, method, path, suite.manager, body),
    callAs: (token, method, path, body) => call(suite.server, method, path, token, body),
    conversations: (query) => allConversations(suite.server, suite.manager, query),
    conversationsAs: (token, query) => allConversations(suite.server, token, query),
  };
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
