import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freePort } from './server.js';
import { watchServerErrors } from './server-errors.js';
import { copyDataTemplate, TEST_DATASET_ROWS } from './dataset-template.js';

/** A log sink keeping every JSON line the service writes. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** A real service on 127.0.0.1 with LOG_REQUESTS=false, its log captured, and `extra` routes. */
export async function startLogged(
  overrides: Parameters<typeof loadConfig>[1],
  extra: (app: FastifyInstance) => void = () => {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-log-'));
  copyDataTemplate(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    {
      port,
      host: '127.0.0.1',
      publicUrl: url,
      dataDir,
      datasetRows: TEST_DATASET_ROWS,
      logRequests: false,
      ...overrides,
    },
  );
  const sink = logSink();
  const app = await buildApp(config, { logStream: sink.stream });
  extra(app);
  await app.listen({ port, host: '127.0.0.1' });
  watchServerErrors(app.server);
  return {
    url,
    config,
    app,
    lines: sink.lines,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
