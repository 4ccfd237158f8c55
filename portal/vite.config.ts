import { defineConfig } from 'vite';

export default defineConfig({
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:4300', '/oidc': 'http://localhost:4300' } },
});
