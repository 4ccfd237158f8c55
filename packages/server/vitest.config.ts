import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source' resolves workspace packages to their TypeScript sources, so tests never wait for a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two files at a time: each starts its own services on free ports, with its own folders and its
    // own PostgreSQL database, so files share nothing but the dataset template (all 79 passed so, in
    // 433 s against 625 s one at a time, on a loaded two-core machine).
    fileParallelism: true,
    maxWorkers: 2,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/dataset-template.ts'],
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
