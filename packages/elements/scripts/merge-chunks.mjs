// The script-tag build's chunks, joined: esbuild splits the lazy element bodies into one chunk per
// set of bodies sharing code, which left a page with one element loading 70 files of a few hundred
// bytes each. Rollup re-chunks esbuild's output (node_modules/.cache/tripsight-browser) into
// dist/browser:
//  - everything the entry imports statically (the runtime, React, the element definitions) is the
//    entry, tripsight.js: one request where there were twenty;
//  - the small modules two or more bodies share (under SMALL_BYTES each) become one shared chunk,
//    unless they lead to a large library (Shoelace, Plot, the sign-in client), which stays apart so
//    a page without it never downloads it;
//  - every large module and every lazy body stays its own chunk (Plot keeps loading after the data).
// Run by `pnpm build`, after tsup.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';

const here = fileURLToPath(new URL('..', import.meta.url));
const STAGING = join(here, 'node_modules/.cache/tripsight-browser');
const OUT = join(here, 'dist/browser');
/** Shared modules under this size (raw bytes) join the shared chunk. */
const SMALL_BYTES = 4_000;
/** Modules from this size (raw bytes) stay chunks of their own. */
const LARGE_BYTES = 45_000;

const entry = join(STAGING, 'tripsight.js');
if (!existsSync(entry)) throw new Error(`no script-tag build at ${STAGING}; run tsup first`);

// The reference report service's embed page script is a second entry; it shares the chunks.
const reportHost = join(STAGING, 'report-host.js');
const input = { tripsight: entry, ...(existsSync(reportHost) ? { 'report-host': reportHost } : {}) };
const bundle = await rollup({ input });
rmSync(OUT, { recursive: true, force: true });
const size = (id) => statSync(id).size;
let eager = null;
const leadsToLarge = new Map();

const { output } = await bundle.write({
  dir: OUT,
  format: 'es',
  compact: true,
  entryFileNames: '[name].js',
  // esbuild's names carry its hash already (savings-overview-NX6LN3GH): keep the name, Rollup's hash.
  chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  manualChunks(id, { getModuleInfo }) {
    if (!eager) {
      eager = new Set();
      const walk = (module) => {
        if (eager.has(module)) return;
        eager.add(module);
        for (const dependency of getModuleInfo(module).importedIds) walk(dependency);
      };
      walk(entry);
    }
    const large = (module) => !eager.has(module) && size(module) >= LARGE_BYTES;
    const leads = (module, seen = new Set()) => {
      if (leadsToLarge.has(module)) return leadsToLarge.get(module);
      if (seen.has(module)) return false;
      seen.add(module);
      const found = getModuleInfo(module).importedIds.some(
        (dependency) => !eager.has(dependency) && (large(dependency) || leads(dependency, seen)),
      );
      leadsToLarge.set(module, found);
      return found;
    };
    if (eager.has(id)) return 'tripsight';
    const info = getModuleInfo(id);
    if (info.dynamicImporters.length > 0) return undefined;
    // Named after esbuild's chunk, so a large library does not join whatever imports it first.
    if (large(id)) return id.split('/').pop().replace(/\.js$/, '');
    if (size(id) >= SMALL_BYTES || info.importers.length < 2 || leads(id)) return undefined;
    return 'shared';
  },
});
await bundle.close();

// Anything that is not a script (none today) is copied as it is.
for (const file of readdirSync(STAGING)) {
  if (!file.endsWith('.js')) cpSync(join(STAGING, file), join(OUT, file), { recursive: true });
}
const before = readdirSync(STAGING).filter((file) => file.endsWith('.js')).length;
console.log(`dist/browser: ${before} esbuild chunks joined into ${output.length} files`);
rmSync(STAGING, { recursive: true, force: true });
