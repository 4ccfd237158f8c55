import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/cli.ts'],
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: { entry: 'src/index.ts' },
    sourcemap: true,
    clean: true,
  },
  {
    // `pnpm bench`, built beside its sources and outside the shipped dist/. The load generator and the SMTP
    // server (dev dependencies) and the sign-in helper are loaded from node_modules, not bundled.
    entry: { bench: 'bench/main.ts' },
    outDir: 'bench/dist',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: true,
    external: ['autocannon', '@tripsight/testing', 'smtp-server'],
  },
]);
