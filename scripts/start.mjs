// `npm start`: install, build, then run the data service with the portal, the SDK and the
// development sign-in on one port, on embedded defaults (DuckDB + PGlite in ./.data).
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, pnpm } from './pnpm.mjs';

// A service already running on this DATA_DIR: say so before rebuilding the files it serves. (The
// service itself refuses a second writer either way; this only spares the running one a rebuild.)
const dataDir = resolve(process.env.DATA_DIR || fileURLToPath(new URL('../.data', import.meta.url)));
const ownerFile = resolve(dataDir, 'service.pid');
if (existsSync(resolve(dataDir, 'service.lock')) && existsSync(ownerFile)) {
  try {
    const owner = JSON.parse(readFileSync(ownerFile, 'utf8'));
    if (owner.host === hostname() && process.kill(owner.pid, 0)) {
      console.error(
        `DATA_DIR ${dataDir} is in use by process ${owner.pid}, running since ${owner.since}: stop that service or give this one its own DATA_DIR`,
      );
      process.exit(1);
    }
  } catch {
    // No such process, or an unreadable owner file: the service decides when it starts.
  }
}

ensureInstalled();
const built = pnpm(['-r', 'build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['--filter', '@tripsight/server', 'serve']));
