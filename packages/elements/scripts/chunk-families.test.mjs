import { describe, expect, it } from 'vitest';
import { familyChunks, MIN_CHUNK_BYTES, TINY_BYTES } from './chunk-families.mjs';

/**
 * A build of one entry (`tripsight.js`, which loads three pages lazily) whose modules import as
 * `imports` says, each of `bytes` (raw) size.
 */
function build(imports, bytes) {
  const pages = ['savings-page.js', 'hotel-page.js', 'policy-page.js'];
  const ids = ['tripsight.js', 'runtime.js', ...pages, ...Object.keys(bytes)];
  const importers = (id) => ids.filter((other) => (imports[other] ?? []).includes(id));
  const getModuleInfo = (id) => ({
    isEntry: id === 'tripsight.js',
    isExternal: false,
    dynamicImporters: pages.includes(id) ? ['tripsight.js'] : [],
    importers: importers(id),
    importedIds: imports[id] ?? [],
  });
  return familyChunks({
    families: new Map(pages.map((page) => [page, page.replace('-page.js', '')])),
    entryNames: new Set(['tripsight']),
    eager: new Set(['runtime.js']),
    size: (id) => bytes[id] ?? 1000,
    large: (id) => (bytes[id] ?? 0) >= 45_000,
    getModuleInfo,
    moduleIds: ids,
  });
}

describe('familyChunks', () => {
  const chunks = build(
    {
      'tripsight.js': ['runtime.js'],
      'savings-page.js': ['savings-card.js', 'plot.js', 'format.js', 'pair-helper.js', 'tiny.js', 'trio.js'],
      'hotel-page.js': ['plot.js', 'format.js', 'pair-helper.js', 'tiny.js', 'trio.js'],
      'policy-page.js': ['tiny.js', 'trio.js'],
    },
    {
      'savings-card.js': 5_000,
      'plot.js': 60_000,
      'format.js': MIN_CHUNK_BYTES * 2,
      'pair-helper.js': 500,
      'tiny.js': TINY_BYTES - 1,
      'trio.js': MIN_CHUNK_BYTES - 1,
    },
  );

  it('puts a page and what only it loads in the page’s chunk, and leaves the eager code to the entry', () => {
    expect(chunks.get('savings-page.js')).toBe('savings');
    expect(chunks.get('savings-card.js')).toBe('savings');
    expect(chunks.has('runtime.js')).toBe(false);
    expect(chunks.has('tripsight.js')).toBe(false);
  });

  it('keeps a large module in a chunk of its own, named after it', () => {
    expect(chunks.get('plot.js')).toBe('plot');
  });

  it('puts a tiny module two loads bring in the shared chunk', () => {
    expect(chunks.get('tiny.js')).toBe('shared');
  });

  it('groups the modules the same loads bring, in one chunk named after those loads', () => {
    expect(chunks.get('format.js')).toMatch(/^chunk-[\w-]{8}$/);
    expect(chunks.get('pair-helper.js')).toBe(chunks.get('format.js'));
  });

  it('lets a group too small for a chunk join one that every load of it brings already', () => {
    // The trio's three pages all bring the shared chunk (the tiny module), so the trio joins it.
    expect(chunks.get('trio.js')).toBe('shared');
  });

  it('keeps a small group apart when no other group reaches every one of its loads', () => {
    const apart = build(
      {
        'savings-page.js': ['trio.js'],
        'hotel-page.js': ['trio.js'],
        'policy-page.js': ['trio.js'],
      },
      { 'trio.js': MIN_CHUNK_BYTES - 1 },
    );
    expect(apart.get('trio.js')).toMatch(/^chunk-/);
  });
});
