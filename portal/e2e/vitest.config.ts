import { defineConfig } from 'vitest/config';

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
    fileParallelism: false,
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
