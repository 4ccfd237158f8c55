// `npm test`: every test layer, in order, against real parts (Node, happy-dom, Chromium,
// a real server on 127.0.0.1, PGlite and PostgreSQL). Runs every layer and fails if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureInstalled } from './pnpm.mjs';

const env = { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };
const layers = [
  ['build', ['-r', 'build']],
  ['0. lint (typecheck, ESLint, format)', ['run', 'lint']],
  ['1. core unit (Vitest, Node)', ['--filter', '@tripsight/core', 'test']],
  ['2. elements components (Vitest, happy-dom)', ['--filter', '@tripsight/elements', 'test']],
  [
    '2b. elements typings (tsc: a React host and a plain TypeScript host on the built package)',
    ['--filter', '@tripsight/elements', 'test:types'],
  ],
  [
    '2c. elements size budgets (script-tag savings overview, React host, heaviest page; Chromium)',
    ['--filter', '@tripsight/elements', 'test:size'],
  ],
  ['3. elements in Chromium (web-test-runner)', ['--filter', '@tripsight/elements', 'test:browser']],
  [
    '4. server integration (Vitest, 127.0.0.1, PGlite + PostgreSQL; DuckDB and chDB answer alike)',
    ['--filter', '@tripsight/server', 'test'],
  ],
  ['5. end to end (playwright-core, Chromium)', ['--filter', '@tripsight/portal', 'test:e2e']],
  [
    '6. packages (pack, npm install, SSR import in Node, React 18 / 19.2 / no-React hosts in Chromium)',
    ['run', 'test:packages'],
  ],
  [
    '7. framework hosts (React 18, Vue 3, Svelte 5 apps from the tarballs, in Chromium)',
    ['exec', 'node', '--test-reporter=spec', 'scripts/test-hosts.mjs'],
  ],
];

/** Lines of a runner's output that name a failed test or its error (Vitest, web-test-runner, Node). */
const FAILURE_LINE = /(\bFAIL\b|×|✗|✖|❌|Error:|Timed out|timed out|expected .* to )/;
// eslint-disable-next-line no-control-regex -- the escape character is what an ANSI colour code starts with
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Runs pnpm with `args`, passing its output through, and resolves to its exit code and the lines that
 * name failures, so the summary at the end repeats them (a long log's tail is often all one gets).
 */
function runLayer(args) {
  const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;
  return new Promise((resolve) => {
    const child = spawn('npx', ['--yes', pinned, ...args], {
      cwd: new URL('..', import.meta.url),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const failures = [];
    let pending = '';
    const scan = (chunk, out) => {
      out.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trim();
        if (FAILURE_LINE.test(plain) && failures.length < 40) failures.push(plain.slice(0, 300));
      }
    };
    child.stdout.on('data', (chunk) => scan(chunk, process.stdout));
    child.stderr.on('data', (chunk) => scan(chunk, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, failures }));
  });
}

ensureInstalled();
const results = [];
for (const [name, args] of layers) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { code, failures } = await runLayer(args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, failures });
  if (name === 'build' && code !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
  if (!r.ok) for (const line of r.failures) console.log(`      ${line}`);
}
process.exit(results.every((r) => r.ok) && results.length === layers.length ? 0 : 1);
