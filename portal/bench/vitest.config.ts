import { defineConfig } from 'vitest/config';
import e2e from '../e2e/vitest.config.js';

// The portal's figures (`pnpm bench`): the end-to-end harness, measuring instead of asserting.
export default defineConfig({
  ...e2e,
  test: { ...e2e.test, include: ['bench/**/*.bench.test.ts'], retry: 0 },
});
