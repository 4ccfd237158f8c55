import { defineConfig } from 'vitest/config';
import { LongestFirst } from './sequencer.js';

export default defineConfig({
  // 'source' resolves workspace packages to their TypeScript sources, so tests never wait for a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 180000,
    hookTimeout: 300000,
    // A browser test that fails once is run once more (the data service, Chromium and the sign-in all
    // share two cores with the other layers' leftovers); one that fails twice fails the layer.
    retry: 1,
    // Two files at a time, each with its own service and Chromium: much of a browser test is waiting
    // for a page, so a second file fills the time (all 21 files passed so on a loaded two-core machine).
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
