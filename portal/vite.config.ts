import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:4300', '/oidc': 'http://localhost:4300' } },
});
