import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The npm entries: components and define functions (no side effects) and the registering entry.
    entry: ['src/index.ts', 'src/register.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
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
    define: { 'process.env.NODE_ENV': '"production"' },
  },
]);
