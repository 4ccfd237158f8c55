// Runs the pinned pnpm without a global install: `node scripts/pnpm.mjs <args>`.
// The version comes from the root package.json `packageManager` field.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;

/** Runs pnpm with `args` in the repository root; resolves to its exit code. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pinned, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const code = pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) process.exit(code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(pnpm(process.argv.slice(2)));
}
