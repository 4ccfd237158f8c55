// Packs the published packages (@tripsight/core and @tripsight/elements) into a folder with
// `pnpm pack`, which rewrites `workspace:` ranges to the real versions, as `pnpm publish` does.
//
//   node scripts/pack.mjs <folder> [--build] [--json]
//
// Prints one tarball path per line (core first, then elements), or with --json one object
// { "@tripsight/core": "/abs/…/tripsight-core-0.1.0.tgz", "@tripsight/elements": "…" }.
// --build runs the two packages' builds first (otherwise their dist/ must be built already).
// Host apps install the tarballs with npm, e.g.
//   npm install /abs/tripsight-core-0.1.0.tgz /abs/tripsight-elements-0.1.0.tgz
// (both together: the elements tarball depends on @tripsight/core at the same version, which npm
// then takes from the core tarball instead of the registry).
//
// As a module: `import { packPackages } from './pack.mjs'` → Promise<{ name, path }[]>.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** The packages published to npm, in dependency order. */
const PUBLISHED = [
  { name: '@tripsight/core', dir: join(root, 'packages/core') },
  { name: '@tripsight/elements', dir: join(root, 'packages/elements') },
];

function run(args, cwd, quiet) {
  const result = spawnSync('npx', ['--yes', pinned, ...args], {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 2, 2],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `pnpm ${args.join(' ')} (in ${cwd}) failed with ${result.status}\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout ?? '';
}

/**
 * Packs the published packages into `destination` (created if needed; an older tarball of the same
 * name is replaced). Returns `[{ name, version, path }]` with absolute tarball paths.
 */
export function packPackages(destination, { build = false } = {}) {
  const out = resolve(destination);
  mkdirSync(out, { recursive: true });
  const packed = [];
  for (const pkg of PUBLISHED) {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
    if (build) run(['run', 'build'], pkg.dir, false);
    else if (!existsSync(join(pkg.dir, 'dist'))) {
      throw new Error(`${pkg.name} is not built (no dist/); run the build first or pass --build`);
    }
    const file = `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`;
    rmSync(join(out, file), { force: true });
    run(['pack', '--pack-destination', out], pkg.dir, true);
    if (!readdirSync(out).includes(file)) throw new Error(`pnpm pack wrote no ${file} into ${out}`);
    packed.push({ name: manifest.name, version: manifest.version, path: join(out, file) });
  }
  return packed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('usage: node scripts/pack.mjs <folder> [--build] [--json]');
    process.exit(2);
  }
  try {
    const packed = packPackages(folder, { build: args.includes('--build') });
    if (args.includes('--json')) {
      console.log(JSON.stringify(Object.fromEntries(packed.map((p) => [p.name, p.path])), null, 2));
    } else for (const p of packed) console.log(p.path);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
