// `npm start`: install and build what changed (nothing, usually), then run the data service with the
// portal, the SDK and the development sign-in on one port, on embedded defaults (DuckDB + PGlite in
// ./.data). One line per step; the output of a step shows only when it fails; the service's banner
// (URL and demo users) comes last.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildHashes,
  installFresh,
  readableLogLine,
  recordBuilds,
  recordInstall,
  runQuiet,
  staleBuilds,
  step,
} from './start-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).packageManager;
const pnpm = (args, env = {}) =>
  runQuiet('npx', ['--yes', pinned, ...args], { cwd: root, env: { ...process.env, ...env } });

// A service already running on this DATA_DIR: say so before rebuilding the files it serves. (The
// service itself refuses a second writer either way; this only spares the running one a rebuild.)
const dataDir = resolve(process.env.DATA_DIR || resolve(root, '.data'));
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

const started = Date.now();
console.log('Tripsight: npm start');

const installed = await step('dependencies', async () => {
  if (existsSync(resolve(root, 'node_modules')) && installFresh(root))
    return { ok: true, summary: 'up to date' };
  const { code, output } = await pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (code === 0) recordInstall(root);
  return { ok: code === 0, summary: code === 0 ? 'installed' : 'install failed', output };
});
if (!installed) process.exit(1);

const built = await step('build', async () => {
  const hashes = buildHashes(root);
  const stale = staleBuilds(root, hashes);
  if (stale.length === 0) return { ok: true, summary: 'up to date' };
  // What runs only: the type declarations and the bench wait for `npm run build`.
  const { code, output } = await pnpm([...stale.flatMap((build) => ['--filter', build.filter]), 'build'], {
    TRIPSIGHT_RUNTIME_ONLY: '1',
  });
  if (code === 0) recordBuilds(root, stale, hashes);
  const names = stale.map((build) => build.name).join(', ');
  return { ok: code === 0, summary: code === 0 ? `built ${names}` : `build of ${names} failed`, output };
});
if (!built) process.exit(1);

console.log(`  ${'service'.padEnd(13)}starting (${((Date.now() - started) / 1000).toFixed(1)} s so far)…`);
// The service runs in the foreground: its banner is the last thing printed, Ctrl+C stops it.
const service = spawn(process.execPath, [resolve(root, 'packages/server/dist/cli.js')], {
  cwd: resolve(root, 'packages/server'),
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir },
});
// The service logs JSON lines (for log collectors); here they read as `time message`.
createInterface({ input: service.stdout }).on('line', (line) => {
  const shown = readableLogLine(line);
  if (shown !== null) console.log(shown);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => service.kill(signal));
service.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
