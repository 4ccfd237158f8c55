// Both builds' chunks, joined: esbuild splits the lazy element bodies into one chunk per set of
// bodies sharing code, which left a page with one element loading 70 files of a few hundred bytes
// each (and a React host's bundler, which splits along the same lines, as many). Rollup re-chunks
// esbuild's output:
//  - everything an entry imports statically stays with the entries (for the script-tag build: its
//    runtime, React and the element definitions are the entry, tripsight.js, one request where there
//    were twenty);
//  - the small modules (under SMALL_BYTES each) that many lazy chunks share (SHARED_BY or more; the
//    tiniest, any two) become one shared chunk, unless they lead to a large library (Shoelace, Plot,
//    the sign-in client, …), which stays apart so a page without it never downloads it. The fewer
//    importers it takes, the fewer requests a page makes, and the more code of other pages it
//    downloads: with 2, the savings overview downloaded 9 KB more in a React host and 5 KB more
//    from the script tag than with 20;
//  - every large module and every lazy body stays its own chunk (Plot keeps loading after the data).
// The npm entries (dist/*.js) keep their libraries as imports the host's bundler resolves: a library
// other than React, React Query, r2wc, dayjs and core counts as large there. The script-tag build's
// files are minified again by terser, which drops what esbuild's minifier keeps (7 KB gzip of the
// savings overview page, most of it in Plot); a host's bundler minifies the npm entries itself.
// Run by `pnpm build`, after tsup.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { minify } from 'terser';

const here = fileURLToPath(new URL('..', import.meta.url));
/** Shared modules under this size (raw bytes) join the shared chunk. */
const SMALL_BYTES = 4_000;
/** How many chunks must share a small module before it joins the shared chunk. */
const SHARED_BY = 20;
/** Shared modules under this size (raw bytes) join the shared chunk when any two chunks share them. */
const TINY_BYTES = 1_500;
/** Modules from this size (raw bytes) stay chunks of their own. */
const LARGE_BYTES = 45_000;
/** Libraries of the npm entries that every page loads anyway (the rest are large: see above). */
const LIGHT_LIBRARIES = /^(react|react-dom|@tanstack\/|@r2wc\/|dayjs|@tripsight\/core)(\/|$)/;

/**
 * Re-chunks the ES modules of `staging` (entries `entries`, names without .js) into `out`. What the
 * entries of `eagerFrom` import statically is eager: it joins `eagerChunk`, or, without one, stays
 * with the entries as Rollup likes. Bare imports stay imports (`external`); `largeExternal` says
 * which of them count as large.
 */
async function rechunk({
  staging,
  out,
  entries,
  eagerFrom = entries,
  eagerChunk,
  external = () => false,
  largeExternal = () => false,
  plugins = [],
}) {
  const input = Object.fromEntries(
    entries
      .filter((name) => existsSync(join(staging, `${name}.js`)))
      .map((name) => [name, join(staging, `${name}.js`)]),
  );
  if (Object.keys(input).length === 0) throw new Error(`no build at ${staging}; run tsup first`);
  const bundle = await rollup({
    plugins,
    input,
    external,
    onwarn: (warning, warn) => warning.code !== 'EMPTY_BUNDLE' && warn(warning),
  });
  const size = (id) => statSync(id).size;
  let eager = null;
  const leadsToLarge = new Map();
  const { output } = await bundle.write({
    dir: out,
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
        for (const name of eagerFrom) if (input[name]) walk(input[name]);
      }
      const large = (module) =>
        getModuleInfo(module).isExternal
          ? largeExternal(module)
          : !eager.has(module) && size(module) >= LARGE_BYTES;
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
      if (eager.has(id)) return eagerChunk;
      const info = getModuleInfo(id);
      if (info.dynamicImporters.length > 0) return undefined;
      // Named after esbuild's chunk, so a large library does not join whatever imports it first.
      if (large(id)) return id.split('/').pop().replace(/\.js$/, '');
      const shared = info.importers.length >= (size(id) < TINY_BYTES ? 2 : SHARED_BY);
      if (size(id) >= SMALL_BYTES || !shared || leads(id)) return undefined;
      return 'shared';
    },
  });
  await bundle.close();
  return output.length;
}

/** Moves the .js files of `folder` into `staging` (the npm build writes beside its .d.ts files). */
function moveScripts(folder, staging) {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const file of readdirSync(folder)) {
    if (file.endsWith('.js')) renameSync(join(folder, file), join(staging, file));
  }
}

/** Rollup's output chunks, minified by terser (license comments kept). */
const terser = {
  name: 'terser',
  async renderChunk(code) {
    const { code: minified } = await minify(code, { module: true, ecma: 2020, compress: { passes: 2 } });
    return { code: minified, map: null };
  },
};

const count = (folder) => readdirSync(folder).filter((file) => file.endsWith('.js')).length;

// 1. The script-tag build (node_modules/.cache/tripsight-browser -> dist/browser), with the
// reference report service's embed page script as its second entry: it shares the chunks.
const BROWSER_STAGING = join(here, 'node_modules/.cache/tripsight-browser');
const BROWSER_OUT = join(here, 'dist/browser');
{
  const before = count(BROWSER_STAGING);
  rmSync(BROWSER_OUT, { recursive: true, force: true });
  const files = await rechunk({
    staging: BROWSER_STAGING,
    out: BROWSER_OUT,
    entries: ['tripsight', 'report-host'],
    eagerFrom: ['tripsight'],
    eagerChunk: 'tripsight',
    plugins: [terser],
  });
  // Anything that is not a script (none today) is copied as it is.
  for (const file of readdirSync(BROWSER_STAGING)) {
    if (!file.endsWith('.js'))
      cpSync(join(BROWSER_STAGING, file), join(BROWSER_OUT, file), { recursive: true });
  }
  console.log(`dist/browser: ${before} esbuild chunks joined into ${files} files`);
  rmSync(BROWSER_STAGING, { recursive: true, force: true });
}

// 2. The npm entries (dist/*.js): re-chunked in place, their libraries left to the host's bundler.
const NPM_STAGING = join(here, 'node_modules/.cache/tripsight-npm');
{
  const DIST = join(here, 'dist');
  moveScripts(DIST, NPM_STAGING);
  const before = count(NPM_STAGING);
  const bare = (id) => !id.startsWith('.') && !id.startsWith('/');
  const files = await rechunk({
    staging: NPM_STAGING,
    out: DIST,
    entries: ['index', 'register', 'react-component'],
    external: bare,
    largeExternal: (id) => bare(id) && !LIGHT_LIBRARIES.test(id),
  });
  console.log(`dist: ${before} esbuild chunks joined into ${files} files`);
  rmSync(NPM_STAGING, { recursive: true, force: true });
}
