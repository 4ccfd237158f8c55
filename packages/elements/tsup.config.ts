import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The SDK's version, compiled into the elements so a second copy on a page can tell. */
const version = JSON.stringify(
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version,
);

export default defineConfig([
  {
    // The npm entries: components and define functions (no side effects) and the registering entry.
    entry: ['src/index.ts', 'src/register.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    define: { __TRIPSIGHT_VERSION__: version },
  },
  {
    // The script-tag build: everything bundled, lazy parts split into chunks.
    entry: { tripsight: 'src/register.ts' },
    outDir: 'dist/browser',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: true,
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', __TRIPSIGHT_VERSION__: version },
  },
]);
