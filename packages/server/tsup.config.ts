import { defineConfig, type Options } from 'tsup';

/**
 * `npm start` builds what runs (TRIPSIGHT_RUNTIME_ONLY): the type declarations and the bench wait
 * for `npm run build`.
 */
const runtimeOnly = Boolean(process.env.TRIPSIGHT_RUNTIME_ONLY);

const service: Options = {
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: runtimeOnly ? false : { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
};

const bench: Options = {
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
};

export default defineConfig(runtimeOnly ? [service] : [service, bench]);
