// Layer 3: custom elements in real Chromium. web-test-runner cannot load React (CommonJS) through
// its own module server, so each *.browser.test.ts(x) is bundled with esbuild first, then run.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestRunner } from '@web/test-runner';

const here = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${here}.browser-tests`;
rmSync(outdir, { recursive: true, force: true });
// `node scripts/browser-tests.mjs date-range export-menu` runs only the files whose path has one of the words.
const only = process.argv.slice(2);
const entryPoints = readdirSync(`${here}src`, { recursive: true })
  .filter((f) => /\.browser\.test\.tsx?$/.test(f))
  .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
  .map((f) => `${here}src/${f}`);
if (entryPoints.length === 0) {
  console.error('No browser tests found (src/**/*.browser.test.ts).');
  process.exit(1);
}
await build({
  entryPoints,
  outdir,
  outbase: `${here}src`,
  bundle: true,
  conditions: ['source'],
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: 'inline',
  define: { 'process.env.NODE_ENV': '"development"' },
  // The test runner serves its own socket module to the commands (sendKeys, a11ySnapshot).
  external: ['/__web-dev-server__web-socket.js'],
  logLevel: 'warning',
});
process.chdir(here);
await startTestRunner({ argv: ['--config', 'web-test-runner.config.mjs'] });
