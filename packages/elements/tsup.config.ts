import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The SDK's version, compiled into the elements so a second copy on a page can tell. */
const version = JSON.stringify(
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version,
);
/** `npm start` builds what runs (TRIPSIGHT_RUNTIME_ONLY): the type declarations wait for `npm run build`. */
const runtimeOnly = Boolean(process.env.TRIPSIGHT_RUNTIME_ONLY);
const production = { 'process.env.NODE_ENV': '"production"', __TRIPSIGHT_VERSION__: version };

export default defineConfig([
  {
    // The npm entries: components and define functions (no side effects), the registering entry and
    // the React wrappers' runtime. React, ReactDOM and the libraries bound to them are the host's
    // (peer dependencies and dependencies stay imports the host's bundler resolves), so a React host
    // loads one React. Lazy element bodies become chunks that a host's bundler splits on its own.
    entry: {
      index: 'src/index.ts',
      register: 'src/register.ts',
      'react-component': 'src/react/create-component.ts',
    },
    format: ['esm'],
    dts: !runtimeOnly,
    // No source maps in the package (they were 4.65 MB of the tarball); the sources are in the repository.
    sourcemap: false,
    // The script-tag build's folder is left alone (the two builds run at the same time).
    clean: ['!browser/**'],
    minify: true,
    target: 'es2022',
    platform: 'browser',
    define: production,
    // For scripts/merge-chunks.mjs (which pages' widgets load together); it removes the file.
    metafile: true,
  },
  {
    // The script-tag build, for pages without a bundler (or without React): everything bundled, its
    // own React included, lazy parts split into chunks (scripts/merge-chunks.mjs then joins the small
    // ones, so a page loads few, larger files); and the script of the reference report service's
    // embed page, sharing its chunks.
    entry: { tripsight: 'src/register.ts', 'report-host': 'src/report-host/report-host.ts' },
    outDir: 'node_modules/.cache/tripsight-browser',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    clean: true,
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    define: production,
    metafile: true,
  },
]);
