import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/** A test server with the token of the demo manager and that of a user of a second TMC. */
export interface SignedInServer {
  server: TestServer;
  manager: string;
  second: string;
}

/**
 * Starts a test server before the suite and signs in `manager` and `second`; closes it after. The
 * fields are filled in `beforeAll`, so read them inside tests and hooks only.
 */
export function signedInServer(): SignedInServer {
  const app = {} as SignedInServer;
  beforeAll(async () => {
    app.server = await startTestServer();
    app.manager = await tokenFor(app.server, 'manager');
    app.second = await tokenFor(app.server, 'second');
  });
  afterAll(async () => app.server?.close());
  return app;
}
