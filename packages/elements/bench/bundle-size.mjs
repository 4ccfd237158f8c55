// `pnpm bench` (after the build): the weight and speed figures of the SDK.
//  1. The @tripsight/elements tarball, packed as it is published (pnpm pack): its size, and unpacked.
//     Target: at most 2 MB (as npm counts: 2,000,000 bytes).
//  2. Time from the element's connection to its first chart painted, against a real local service,
//     for <tripsight-savings-overview> and <tripsight-hotel-savings-overview>
//     (@tripsight/server with a temp data dir, a token from its sign-in page). Target: median at most 300 ms.
// What pages download (requests, gzip, before the first KPI) is weight.mjs's part.
// Usage: node bench/bundle-size.mjs [--runs 9] [--skip-service]
import { chromiumLaunchOptions } from '@tripsight/testing/chromium';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loadConfig, startServer } from '@tripsight/server';
import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import { packPackages } from '../../../scripts/pack.mjs';
import { requireBrowserBuild, SDK_DIR } from './sdk-files.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 9;
if (!Number.isInteger(runs) || runs < 2) {
  console.error(`--runs must be a whole number of at least 2, got ${args[runsAt + 1]}`);
  process.exit(2);
}
/** Issue 25: the tarball (the .tgz a host downloads) stays at most 2 MB. */
const TARBALL_TARGET_BYTES = 2_000_000;
/** What npm reports as unpacked size; scripts/test-packages.mjs enforces the same limit. */
const UNPACKED_LIMIT_BYTES = 2_500_000;
const PAINT_TARGET_MS = 300;
/** The pages whose first chart is timed. */
const PAINT_PAGES = ['tripsight-savings-overview', 'tripsight-hotel-savings-overview'];

requireBrowserBuild();

// In the page: resolves once `count` charts inside `root` (through shadow roots) are painted.
const WAIT_FOR_CHARTS = `
window.chartsPainted = (root) => {
  const find = (node, out) => {
    if (node.shadowRoot) find(node.shadowRoot, out);
    for (const el of node.querySelectorAll('*')) {
      if (el.matches('[part="chart"][data-painted]')) out.push(el);
      else if (el.shadowRoot) find(el.shadowRoot, out);
    }
    return out;
  };
  return find(root, []).length;
};`;

/** The elements tarball as published: packed with pnpm pack, its files' sizes summed (npm's "unpacked size"). */
async function measureTarball() {
  const dir = mkdtempSync(join(tmpdir(), 'tripsight-pack-'));
  try {
    const elements = packPackages(dir).find((p) => p.name === '@tripsight/elements');
    const listing = spawnSync('tar', ['-tvzf', elements.path], { encoding: 'utf8' });
    if (listing.status !== 0) throw new Error(`tar -tvzf ${elements.path} failed: ${listing.stderr}`);
    const files = listing.stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[0].startsWith('-'))
      .map((cols) => ({
        size: Number(cols[2]),
        path: cols
          .slice(5)
          .join(' ')
          .replace(/^package\//, ''),
      }));
    return { total: files.reduce((sum, f) => sum + f.size, 0), packed: statSync(elements.path).size, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function freePort() {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

async function measurePaint(browser, tag) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-bench-'));
  const examplesDir = join(dataDir, 'pages');
  mkdirSync(examplesDir);
  // Served by the service itself (same origin as the API), like the plain-HTML example.
  writeFileSync(
    join(examplesDir, 'bench.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>paint</title><link rel="icon" href="data:,">
<script type="module" src="/sdk/tripsight.js"></script><script>${WAIT_FOR_CHARTS}</script></head><body></body></html>`,
  );
  const port = await freePort();
  const config = loadConfig(
    {},
    {
      port,
      host: '127.0.0.1',
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir,
      sdkDir: SDK_DIR,
      examplesDir,
      logRequests: false,
      portalDir: null,
    },
  );
  const service = await startServer(config);
  try {
    const { access_token: token } = await signInAsDemoUser(service.url, 'manager');
    const tab = await browser.newPage();
    tab.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    tab.on(
      'console',
      (message) => message.type() === 'error' && console.error(`page console: ${message.text()}`),
    );
    await tab.goto(`${service.url}/examples/bench.html`);
    await tab.waitForFunction(
      (name) => customElements.get('tripsight-context') && customElements.get(name),
      tag,
    );
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh provider per run: its own bus and query cache, so every run asks the service again.
      const ms = await tab.evaluate(
        async ([accessToken, name]) => {
          document.body.innerHTML = '';
          const ctx = document.createElement('tripsight-context');
          ctx.accessTokenProvider = async () => accessToken;
          document.body.append(ctx);
          const overview = document.createElement(name);
          const connected = performance.now();
          ctx.append(overview);
          return new Promise((resolve, reject) => {
            const text = (node) =>
              [...node.childNodes]
                .map((n) => (n.nodeType === 3 ? n.textContent : n.localName === 'style' ? '' : text(n)))
                .join(' ') + (node.shadowRoot ? text(node.shadowRoot) : '');
            const timeout = setTimeout(
              () =>
                reject(
                  new Error(
                    `no chart painted within 20 s; the page shows: ${text(overview).replace(/\s+/g, ' ').slice(0, 600)}`,
                  ),
                ),
              20000,
            );
            const check = () => {
              if (window.chartsPainted(overview) > 0) {
                clearTimeout(timeout);
                resolve(performance.now() - connected);
              } else requestAnimationFrame(check);
            };
            check();
          });
        },
        [token, tag],
      );
      times.push(ms);
    }
    await tab.close();
    return times;
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
});
const over = [];
try {
  const tarball = await measureTarball();
  const ok = (value, limit) => (value <= limit ? 'OK' : 'OVER');
  console.log(
    `\n@tripsight/elements tarball: ${(tarball.packed / 1e6).toFixed(2)} MB packed (${tarball.packed} bytes), target <= ${TARBALL_TARGET_BYTES / 1e6} MB: ${ok(tarball.packed, TARBALL_TARGET_BYTES)}; ` +
      `unpacked ${(tarball.total / 1e6).toFixed(2)} MB (${tarball.files.length} files), limit ${UNPACKED_LIMIT_BYTES / 1e6} MB: ${ok(tarball.total, UNPACKED_LIMIT_BYTES)}`,
  );
  const groups = new Map();
  for (const f of tarball.files) {
    const group = f.path.startsWith('dist/browser/')
      ? 'dist/browser (script-tag build)'
      : f.path.endsWith('.d.ts')
        ? 'dist/*.d.ts'
        : f.path.startsWith('dist/')
          ? 'dist/*.js (npm entries)'
          : f.path;
    groups.set(group, (groups.get(group) ?? 0) + f.size);
  }
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${group.padEnd(44)} ${(bytes / 1e3).toFixed(1).padStart(8)} kB`);
  }
  if (tarball.packed > TARBALL_TARGET_BYTES) over.push('tarball size');
  if (tarball.total > UNPACKED_LIMIT_BYTES) over.push('unpacked size');

  // The savings overviews of each product: the air one and the hotel one (issue 15).
  for (const tag of args.includes('--skip-service') ? [] : PAINT_PAGES) {
    const times = await measurePaint(browser, tag);
    const m = median(times);
    console.log(
      `\n<${tag}>: connection -> first chart painted against the local service, ${times.length} runs (first run loads the chunks):`,
    );
    console.log(`  runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    console.log(
      `  median ${m.toFixed(0)} ms (target <= ${PAINT_TARGET_MS} ms: ${m <= PAINT_TARGET_MS ? 'OK' : 'OVER'})`,
    );
    console.log(
      `  first run (cold chunks and service) ${times[0].toFixed(0)} ms, median of the others ${median(times.slice(1)).toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
}
// Figures are measured and reported, not asserted: a figure over its target is printed as such, and
// the bench still exits 0 (it fails only when it cannot measure).
if (over.length > 0) console.log(`\nOVER TARGET: ${over.join(', ')}`);
