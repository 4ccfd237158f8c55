import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Files stay files: the SDK's icons inlined as data: URLs would be refused by the portal's
    // Content-Security-Policy (`connect-src 'self'`).
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/api': 'http://localhost:4300', '/oidc': 'http://localhost:4300' } },
});
