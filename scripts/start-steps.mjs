// The steps of `npm start`, each skipped when its work is up to date: dependencies (installed when the
// lockfile or a package.json changed) and the builds (each package rebuilt when its sources, its
// configuration, the lockfile or a workspace package it bundles changed). Freshness is a hash of file
// contents recorded next to the output, so a checkout that only touches modification times rebuilds
// nothing and a changed source is never missed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The workspace packages `npm start` builds, in dependency order, with what their output depends on. */
export const BUILDS = [
  {
    name: 'core',
    filter: '@tripsight/core',
    dir: 'packages/core',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts'],
    uses: [],
  },
  {
    name: 'elements',
    filter: '@tripsight/elements',
    dir: 'packages/elements',
    inputs: [
      'src',
      'scripts',
      'package.json',
      'tsconfig.json',
      'tsup.config.ts',
      'custom-elements-manifest.config.mjs',
    ],
    uses: ['core'],
  },
  {
    name: 'server',
    filter: '@tripsight/server',
    dir: 'packages/server',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts'],
    uses: ['core'],
  },
  {
    name: 'portal',
    filter: '@tripsight/portal',
    dir: 'portal',
    inputs: ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'],
    uses: ['core', 'elements'],
  },
  {
    name: 'docs',
    filter: '@tripsight/docs',
    dir: 'packages/docs',
    inputs: ['scripts', 'assets', 'package.json'],
    uses: ['core', 'elements'],
  },
];

/** Files every build depends on: the pinned dependency versions and the shared compiler options. */
const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json'];

/** Where a build records the hash of the inputs it was made from. */
const BUILD_STAMP = 'dist/.tripsight-inputs';
/** Where an install records the hash of the manifests it was made from. */
const INSTALL_STAMP = 'node_modules/.tripsight-install';

/**
 * Tests and generated files never change what a build produces (src/internal/icons is written by the
 * elements' build itself).
 */
const IGNORED =
  /(^|\/)(node_modules|dist|\.browser-tests[^/]*|src\/internal\/icons)(\/|$)|\.test\.tsx?$|\.tsbuildinfo$/;

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return IGNORED.test(path) ? [] : [path];
  return readdirSync(full, { recursive: true })
    .map((name) => join(path, String(name)))
    .filter((name) => !IGNORED.test(name) && statSync(join(root, name)).isFile());
}

/** A hash of the names and contents of `paths` (files or folders, relative to `root`). */
function contentHash(root, paths) {
  const hash = createHash('sha256');
  for (const path of paths.flatMap((p) => files(root, p)).sort()) {
    hash.update(relative(root, join(root, path)));
    hash.update('\0');
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The inputs hash of each build, including the hashes of the packages it bundles. */
export function buildHashes(root) {
  const hashes = {};
  for (const build of BUILDS) {
    const own = contentHash(root, [...SHARED_INPUTS, ...build.inputs.map((input) => join(build.dir, input))]);
    hashes[build.name] = createHash('sha256')
      .update([own, ...build.uses.map((name) => hashes[name])].join('\n'))
      .digest('hex');
  }
  return hashes;
}

/** The builds whose output is missing or was made from other inputs. */
export function staleBuilds(root, hashes = buildHashes(root)) {
  return BUILDS.filter((build) => {
    const stamp = join(root, build.dir, BUILD_STAMP);
    return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hashes[build.name];
  });
}

/** Records that `builds` were made from the current inputs. */
export function recordBuilds(root, builds, hashes = buildHashes(root)) {
  for (const build of builds) writeFileSync(join(root, build.dir, BUILD_STAMP), `${hashes[build.name]}\n`);
}

/** The hash of what an install depends on: the lockfile and every package.json of the workspace. */
function installHash(root) {
  const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const parent of ['packages', 'examples']) {
    if (!existsSync(join(root, parent))) continue;
    for (const name of readdirSync(join(root, parent))) manifests.push(join(parent, name, 'package.json'));
  }
  manifests.push('portal/package.json');
  return contentHash(root, manifests);
}

/** True when node_modules was installed from the current lockfile and manifests. */
export function installFresh(root) {
  const stamp = join(root, INSTALL_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === installHash(root);
}

/** Records that node_modules matches the current lockfile and manifests. */
export function recordInstall(root) {
  writeFileSync(join(root, INSTALL_STAMP), `${installHash(root)}\n`);
}

/**
 * Runs `command args` in `cwd` with its output held back; resolves to the exit code and the output
 * (shown only when the step fails).
 */
export function runQuiet(command, args, { cwd, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** '12.3 s' */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One line per step: `  ✓ {label}  {what}  ({time})`, or `  ✗ …` followed by the last lines of the
 * step's output. Returns false when the step failed.
 */
export async function step(label, work, { write = (text) => process.stdout.write(text) } = {}) {
  const started = Date.now();
  write(`  ${label.padEnd(13)}`);
  const { ok, summary, output = '' } = await work();
  write(`${ok ? '✓' : '✗'} ${summary} (${seconds(Date.now() - started)})\n`);
  if (!ok) write(`${output.trimEnd().split('\n').slice(-40).join('\n')}\n`);
  return ok;
}

const LEVELS = { 40: 'warning', 50: 'error', 60: 'fatal' };

/**
 * A line of the service's output as `npm start` shows it: its JSON log lines (pino) as
 * `HH:MM:SS message` (with the level from warnings up, and an error's message), other lines as they
 * are. "Server listening at …" is dropped: the banner says where the service is, and stays last.
 * Returns null for a dropped line.
 */
export function readableLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry.msg !== 'string') return line;
  if (entry.msg.startsWith('Server listening at')) return null;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level] ? `${LEVELS[entry.level]}: ` : '';
  const error = entry.err?.message && !entry.msg.includes(entry.err.message) ? ` (${entry.err.message})` : '';
  return `${time} ${level}${entry.msg}${error}`;
}
