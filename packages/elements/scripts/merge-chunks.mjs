// Both builds' chunks, joined: esbuild splits the lazy element bodies into one chunk per set of
// bodies sharing code, which left a page with one element loading 70 files of a few hundred bytes
// each (and a React host's bundler, which splits along the same lines, as many). Rollup re-chunks
// esbuild's output. Everything an entry imports statically stays with the entries (the script-tag
// build's runtime, React and the element definitions are its entry, tripsight.js); the lazy
// modules are chunked by what loads them (familyChunks):
//  - a page and the widgets it composes are one family, whose bodies are one chunk, so the page
//    loads its widgets with itself rather than after its first render;
//  - a module that many loads bring joins the shared chunk when all it imports does too (a module
//    of one page that the shared chunk imported used to come with it to every page);
//  - the rest is grouped by the loads that bring it, and the smallest groups join a group that all
//    of their loads bring already. Large modules (Plot, Shoelace, the sign-in client, …) stay
//    chunks of their own, so Plot keeps loading after the data, and a page without them never
//    downloads them.
// The script-tag savings overview: 14 requests and 199.6 KB gzip, from 16 and 208.5 KB; in a React
// host, the elements add 144.2 KB, from 148.5.
// The npm entries (dist/*.js) keep their libraries as imports the host's bundler resolves: a library
// other than React, React Query, r2wc, dayjs and core counts as large there. The script-tag build's
// files are minified again by terser, which drops what esbuild's minifier keeps (7 KB gzip of the
// savings overview page, most of it in Plot); a host's bundler minifies the npm entries itself.
// Run by `pnpm build`, after tsup.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { minify } from 'terser';
import { familyChunks } from './chunk-families.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
/** Modules from this size (raw bytes) stay chunks of their own. */
const LARGE_BYTES = 45_000;
/** Libraries of the npm entries that every page loads anyway (the rest are large: see above). */
const LIGHT_LIBRARIES = /^(react|react-dom|@tanstack\/|@r2wc\/|dayjs|@tripsight\/core)(\/|$)/;

/** esbuild's metafile, which tsup writes beside a build. */
const METAFILE = 'metafile-esm.json';
/** A page's own definition module: src/pages/<name>/<name>.element.ts. */
const PAGE_DEFINITION = /^src\/pages\/([^/]+)\/\1\.element\.ts$/;

/**
 * The page families of a build, from esbuild's metafile in `staging` (source level): for each page,
 * the lazily loaded bodies of the page and of the widget elements it composes (those whose
 * definitions the page's definition or its body imports), by esbuild output file name, to the
 * page's name. A body that two pages claim (the composed pages' common body, a widget on two pages)
 * belongs to no family.
 */
function pageFamilies(staging) {
  const { inputs, outputs } = JSON.parse(readFileSync(join(staging, METAFILE), 'utf8'));
  const imports = (source, kind) =>
    (inputs[source]?.imports ?? []).filter((i) => i.kind === kind && !i.external).map((i) => i.path);
  const claims = new Map();
  for (const source of Object.keys(inputs)) {
    const page = PAGE_DEFINITION.exec(source)?.[1];
    if (!page) continue;
    const bodies = imports(source, 'dynamic-import');
    const members = new Set(bodies);
    for (const from of [source, ...bodies]) {
      for (const definition of imports(from, 'import-statement')) {
        for (const body of imports(definition, 'dynamic-import')) members.add(body);
      }
    }
    for (const member of members) claims.set(member, [...(claims.get(member) ?? []), page]);
  }
  const families = new Map();
  for (const [output, { entryPoint }] of Object.entries(outputs)) {
    const pages = claims.get(entryPoint);
    if (pages?.length === 1) families.set(basename(output), pages[0]);
  }
  return families;
}

/**
 * Re-chunks the ES modules of `staging` (entries `entries`, names without .js) into `out`. What the
 * entries of `eagerFrom` import statically is eager: it joins `eagerChunk`, or, without one, a chunk
 * named after the entries that import it. Bare imports stay imports (`external`); `largeExternal` says
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
    onwarn(warning, warn) {
      // Chunks that import each other in a cycle mean the chunking above is wrong.
      if (warning.code === 'CIRCULAR_CHUNK') throw new Error(warning.message);
      if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
    },
  });
  const size = (id) => statSync(id).size;
  let eager = null;
  let chunks = null;
  const entryIds = new Map(Object.entries(input).map(([name, path]) => [path, name]));
  const entrySets = new Map();
  /** The entries (by name) whose static imports reach `module`. */
  const entriesOf = (module, getModuleInfo, seen = new Set()) => {
    if (entrySets.has(module)) return entrySets.get(module);
    const found = new Set();
    if (seen.has(module)) return found;
    seen.add(module);
    if (entryIds.has(module)) found.add(entryIds.get(module));
    for (const importer of getModuleInfo(module).importers) {
      if (!eager.has(importer)) continue;
      for (const name of entriesOf(importer, getModuleInfo, seen)) found.add(name);
    }
    entrySets.set(module, found);
    return found;
  };
  const { output } = await bundle.write({
    dir: out,
    format: 'es',
    compact: true,
    entryFileNames: '[name].js',
    // esbuild's names carry its hash already (savings-overview-NX6LN3GH): keep the name, Rollup's hash.
    chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    manualChunks(id, { getModuleInfo, getModuleIds }) {
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
      chunks ??= familyChunks({
        families: pageFamilies(staging),
        entryNames: new Set(Object.keys(input)),
        eager,
        size,
        large,
        getModuleInfo,
        moduleIds: [...getModuleIds()],
      });
      if (!eager.has(id)) return chunks.get(id);
      if (eagerChunk) return eagerChunk;
      // Without an eager chunk (the npm entries), an entry's modules are named after the entries
      // that import them, so no lazy chunk takes them in.
      if (getModuleInfo(id).isEntry) return undefined;
      return `entry-${[...entriesOf(id, getModuleInfo)].sort().join('-')}`;
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
    if (file.endsWith('.js') || file === METAFILE) renameSync(join(folder, file), join(staging, file));
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
    if (!file.endsWith('.js') && file !== METAFILE)
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
