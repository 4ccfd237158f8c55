// The rule that names the chunks of the elements' builds (scripts/merge-chunks.mjs applies it with
// Rollup): which lazy modules go together, from what loads them. A pure function of the module graph,
// so that its cases are unit-tested (chunk-families.test.mjs) apart from a build.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';

/**
 * How many loads (page families, other lazy bodies) must bring a module before it joins the shared
 * chunk; any two for a module under TINY_BYTES (raw bytes).
 */
const SHARED_BY = 12;
export const TINY_BYTES = 300;
/** A group of modules under this size (raw bytes) joins a larger one. */
export const MIN_CHUNK_BYTES = 1_000;

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
export function familyChunks({ families, entryNames, eager, size, large, getModuleInfo, moduleIds }) {
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
