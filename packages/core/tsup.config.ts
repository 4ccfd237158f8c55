import { defineConfig } from 'tsup';

/** The root entry and one entry per concept (package.json exports). */
const ENTRIES = {
  index: 'src/index.ts',
  'analytics-events/index': 'src/analytics-events/index.ts',
  'api/index': 'src/api/index.ts',
  'auth/index': 'src/auth/index.ts',
  'bus/index': 'src/bus/index.ts',
  'catalogue/index': 'src/catalogue/index.ts',
  'context/index': 'src/context/index.ts',
  'controls/index': 'src/controls/index.ts',
  'cube/index': 'src/cube/index.ts',
  'dates/index': 'src/dates/index.ts',
  'emissions/index': 'src/emissions/index.ts',
  'errors/index': 'src/errors/index.ts',
  'export/index': 'src/export/index.ts',
  'format/index': 'src/format/index.ts',
  'hotel/index': 'src/hotel/index.ts',
  'hotel-insights/index': 'src/hotel-insights/index.ts',
  'hotel-insights/display/index': 'src/hotel-insights/display/index.ts',
  'ops/index': 'src/ops/index.ts',
  'policy/index': 'src/policy/index.ts',
  'question/index': 'src/question/index.ts',
  'reports/index': 'src/reports/index.ts',
  'rules/index': 'src/rules/index.ts',
  'samples/index': 'src/samples/index.ts',
  'savings/index': 'src/savings/index.ts',
  'supplier/index': 'src/supplier/index.ts',
  'views/index': 'src/views/index.ts',
};

/** `npm start` builds what runs (TRIPSIGHT_RUNTIME_ONLY): the type declarations wait for `npm run build`. */
const runtimeOnly = Boolean(process.env.TRIPSIGHT_RUNTIME_ONLY);

export default defineConfig({
  // One module per source module, not bundled: a host's bundler then drops, module by module, what
  // its pages do not use (the package has no side effects). Bundled into a few chunks, core made a
  // React host's page load every view contract, tab and sample reader of a chunk it touched.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  // The types: one declaration entry per export.
  dts: runtimeOnly ? false : { entry: ENTRIES },
  // No source maps in the package; the sources are in the repository.
  sourcemap: false,
  clean: true,
  target: 'es2022',
});
