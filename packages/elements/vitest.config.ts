import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source' resolves workspace packages to their TypeScript sources, so tests never wait for a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    exclude: ['src/**/*.browser.test.{ts,tsx}'],
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
