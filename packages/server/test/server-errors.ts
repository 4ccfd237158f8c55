import type { Server } from 'node:http';
import { afterEach } from 'vitest';

/** One 5xx a test server answered: what was asked and the status. */
interface ServerFailure {
  method: string;
  url: string;
  status: number;
}

const seen: ServerFailure[] = [];
let tolerated = false;

/**
 * Records every 5xx that `server` answers, so the test that caused it fails (the hook below): a
 * new server failure is never quiet. Call it on every server a test starts.
 */
export function watchServerErrors(server: Server): void {
  server.on('request', (request, response) => {
    response.on('finish', () => {
      if (response.statusCode >= 500) {
        seen.push({
          method: request.method ?? '',
          url: (request.url ?? '').slice(0, 200),
          status: response.statusCode,
        });
      }
    });
  });
}

/** For a test that provokes a 5xx on purpose (an unreachable provider, a failing handler): its 5xx pass. */
export function tolerateServerErrors(): void {
  tolerated = true;
}

/**
 * Fails the current test when a watched server answered a 5xx during it (vitest setup file: runs
 * after every test of every server test file).
 */
export function failOnServerErrors(): void {
  afterEach(() => {
    const failures = seen.splice(0);
    const allowed = tolerated;
    tolerated = false;
    if (failures.length > 0 && !allowed) {
      const list = failures.map((f) => `${f.status} ${f.method} ${f.url}`).join('\n');
      throw new Error(`The test server answered ${failures.length} server error(s):\n${list}`);
    }
  });
}
