import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts', 'src/bench.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  // The load generator of `pnpm bench` (a dev dependency) is loaded from node_modules, not bundled.
  external: ['autocannon'],
});
