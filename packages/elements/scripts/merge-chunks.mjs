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
import { createHash } from 'node:crypto';
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

const here = fileURLToPath(new URL('..', import.meta.url));
/** Modules from this size (raw bytes) stay chunks of their own. */
const LARGE_BYTES = 45_000;
/**
 * How many loads (page families, other lazy bodies) must bring a module before it joins the shared
 * chunk; any two for a module under TINY_BYTES (raw bytes).
 */
const SHARED_BY = 12;
const TINY_BYTES = 300;
/** A group of modules under this size (raw bytes) joins a larger one. */
const MIN_CHUNK_BYTES = 1_000;
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
 * The chunks of a build's lazy modules, by what loads them. A load starts at a page
 * family (whose bodies are one chunk), another lazy body or an entry:
 *  - a module that one load brings alone joins that load's chunk;
 *  - a small module that many loads bring (SHARED_BY; the tiniest, any two) joins the shared
 *    chunk when what it imports does too;
 *  - the rest is grouped by the set of loads that bring it, as Rollup itself would split it; then a
 *    group under MIN_CHUNK_BYTES joins the group that the fewest other loads bring among those that
 *    every load of its own brings too (its code then reaches those few loads unneeded; a page makes
 *    fewer requests).
 * Every lazy module is named, so Rollup moves no module into another's chunk; and a module only
 * imports modules that at least the same loads bring, so the chunks import each other without cycles.
 * Returns the chunk name of every lazy module (undefined: Rollup's choice, with its entry).
 */
function familyChunks({ families, entryNames, eager, size, large, getModuleInfo, moduleIds }) {
  const loads = new Map();
  const shares = new Map();
  const startOf = (module) => {
    const info = getModuleInfo(module);
    const family = families.get(basename(module));
    if (family) return family;
    if (info.isEntry || info.dynamicImporters.length > 0) return basename(module).replace(/\.js$/, '');
    return null;
  };
  /** The loads (family, body or entry names) that bring `module`, through lazy modules. */
  const loadsOf = (module, seen = new Set()) => {
    if (loads.has(module)) return loads.get(module);
    const found = new Set();
    if (eager.has(module) || seen.has(module)) return found;
    seen.add(module);
    const start = startOf(module);
    if (start) found.add(start);
    for (const importer of getModuleInfo(module).importers) {
      for (const load of loadsOf(importer, seen)) found.add(load);
    }
    loads.set(module, found);
    return found;
  };
  const joinsShared = (module, seen = new Set()) => {
    if (shares.has(module)) return shares.get(module);
    if (seen.has(module)) return true;
    seen.add(module);
    const info = getModuleInfo(module);
    const result = info.isExternal
      ? !large(module)
      : eager.has(module) ||
        (!startOf(module) &&
          !large(module) &&
          loadsOf(module).size >= (size(module) < TINY_BYTES ? 2 : SHARED_BY) &&
          info.importedIds.every((dependency) => joinsShared(dependency, seen)));
    shares.set(module, result);
    return result;
  };

  const chunks = new Map();
  const groups = new Map();
  for (const id of moduleIds) {
    const info = getModuleInfo(id);
    if (info.isExternal || eager.has(id)) continue;
    const start = startOf(id);
    if (start) {
      if (!info.isEntry) chunks.set(id, start);
    } else if (large(id)) {
      // Named after esbuild's chunk, so a large library does not join whatever imports it first.
      chunks.set(id, basename(id).replace(/\.js$/, ''));
    } else if (joinsShared(id)) {
      chunks.set(id, 'shared');
    } else {
      const names = [...loadsOf(id)].sort();
      if (names.length === 1 && !entryNames.has(names[0])) chunks.set(id, names[0]);
      if (names.length < 2) continue;
      const key = names.join();
      const group = groups.get(key) ?? { names, bytes: 0, modules: [], merged: [] };
      group.bytes += size(id);
      group.modules.push(id);
      groups.set(key, group);
    }
  }
  // The shared chunk, as a group the small ones may join.
  const sharedLoads = new Set();
  for (const [id, name] of chunks)
    if (name === 'shared') for (const load of loadsOf(id)) sharedLoads.add(load);
  const shared = {
    names: [...sharedLoads].sort(),
    bytes: Infinity,
    modules: [],
    merged: [],
    isShared: true,
  };
  // Small groups, smallest first, join a group that all of their loads bring.
  const sorted = [...groups.values(), shared].sort(
    (a, b) => a.bytes - b.bytes || a.names.join().localeCompare(b.names.join()),
  );
  for (const group of sorted) {
    group.into = group;
    if (group.bytes >= MIN_CHUNK_BYTES) continue;
    let best = null;
    for (const other of sorted) {
      if (other === group || (other.into !== undefined && other.into !== other)) continue;
      // Every load of the group brings the other group already; the other group's loads must
      // already bring what the group's modules (and those merged into it) import.
      const covers =
        group.names.every((name) => other.names.includes(name)) &&
        [...group.modules, ...group.merged].every((module) =>
          getModuleInfo(module).importedIds.every(
            (dependency) =>
              eager.has(dependency) ||
              (getModuleInfo(dependency).isExternal && !large(dependency)) ||
              other.names.every((name) => loadsOf(dependency).has(name)),
          ),
        );
      if (covers && (!best || other.names.length < best.names.length)) best = other;
    }
    if (best) {
      group.into = best;
      best.bytes += group.bytes;
      best.merged.push(...group.modules, ...group.merged);
    }
  }
  for (const group of sorted) {
    let target = group;
    while (target.into && target.into !== target) target = target.into;
    const name = target.isShared
      ? 'shared'
      : `chunk-${createHash('sha256').update(target.names.join()).digest('base64url').slice(0, 8)}`;
    for (const id of group.modules) chunks.set(id, name);
  }
  return chunks;
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
