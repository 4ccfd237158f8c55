// Writes custom-elements.json (Custom Elements Manifest) with @custom-elements-manifest/analyzer and
// our plugin for `defineElement/defineLazyElement` calls (custom-elements-manifest.config.mjs), then
// the React typings and wrappers generated from it (dist/react.d.ts, dist/react.js). Editors, the docs and the typings read the
// manifest. Run by `pnpm build`, after tsup.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReactTypes } from './react-types.mjs';
import { writeReactWrappers } from './react-wrappers.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const analyzer = dirname(
  createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/package.json'),
);
const run = spawnSync(
  process.execPath,
  [join(analyzer, 'cem.js'), 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'],
  { cwd: here, stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const manifest = JSON.parse(readFileSync(join(here, 'custom-elements.json'), 'utf8'));
// Written back without indentation: it ships in the npm tarball (a third smaller than with the
// analyzer's two-space indentation; the package has a 2 MB budget), and every reader parses it.
writeFileSync(join(here, 'custom-elements.json'), JSON.stringify(manifest));
const count = writeReactTypes(manifest, join(here, 'dist/react.d.ts'));
writeReactWrappers(manifest, join(here, 'dist/react.js'), join(here, 'dist/react.d.ts'));
console.log(`custom-elements.json, dist/react.js and dist/react.d.ts: ${count} elements`);
