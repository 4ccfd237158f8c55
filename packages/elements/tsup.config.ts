import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The SDK's version, compiled into the elements so a second copy on a page can tell. */
const version = JSON.stringify(
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version,
);

/**
 * Kept private inside the npm entries: React, ReactDOM and the libraries bound to them are bundled
 * (they are devDependencies), so a host's React (18, any 19.x, or none) never meets ours — a second
 * React resolved by the host's package manager cannot break the elements' hooks. Everything else in
 * `dependencies` (core, Shoelace, Plot, dayjs, …) stays an import the host's bundler resolves.
 */
const PRIVATE = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^scheduler($|\/)/,
  /^@r2wc\//,
  /^@tanstack\/(react-query|query-core)($|\/)/,
];

export default defineConfig([
  {
    // The npm entries: components and define functions (no side effects) and the registering entry.
    // Lazy element bodies become chunks that a host's bundler splits on its own.
    entry: ['src/index.ts', 'src/register.ts'],
    format: ['esm'],
    dts: true,
    // No source maps in the package (4.65 MB of the tarball); the sources are in the repository.
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: PRIVATE,
    // Minified (the private React is most of the weight) and production React, since a host cannot
    // switch a bundled copy's mode.
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', __TRIPSIGHT_VERSION__: version },
  },
  {
    // The script-tag build: everything bundled, lazy parts split into chunks.
    entry: { tripsight: 'src/register.ts' },
    outDir: 'dist/browser',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', __TRIPSIGHT_VERSION__: version },
  },
]);
