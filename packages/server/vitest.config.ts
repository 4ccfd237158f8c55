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
    fileParallelism: false,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/dataset-template.ts'],
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
