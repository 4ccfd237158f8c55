// `npm test`: every test layer, in order, against real parts (Node, happy-dom, Chromium,
// a real server on 127.0.0.1, PGlite and PostgreSQL). Runs every layer and fails if any failed.
import { ensureInstalled, pnpm } from './pnpm.mjs';

const env = { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };
const layers = [
  ['build', ['-r', 'build']],
  ['0. lint (typecheck, ESLint, format)', ['run', 'lint']],
  ['1. core unit (Vitest, Node)', ['--filter', '@tripsight/core', 'test']],
  ['2. elements components (Vitest, happy-dom)', ['--filter', '@tripsight/elements', 'test']],
  ['3. elements in Chromium (web-test-runner)', ['--filter', '@tripsight/elements', 'test:browser']],
  [
    '4. server integration (Vitest, 127.0.0.1, PGlite + PostgreSQL)',
    ['--filter', '@tripsight/server', 'test'],
  ],
  ['5. end to end (playwright-core, Chromium)', ['--filter', '@tripsight/portal', 'test:e2e']],
];

ensureInstalled();
const results = [];
for (const [name, args] of layers) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = pnpm(args, { env });
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  if (name === 'build' && code !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
process.exit(results.every((r) => r.ok) && results.length === layers.length ? 0 : 1);
