import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  },
});
