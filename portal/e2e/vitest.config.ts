import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90000,
    hookTimeout: 180000,
    fileParallelism: false,
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
