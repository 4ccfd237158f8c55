// What the package tests (scripts/test-packages.mjs) run beside the packages: reading a tarball's
// files and exports, installing with npm, probing the entries in plain Node as an SSR server would,
// and the host pages (without React, or a React version's) bundled with esbuild and watched in Chromium.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './host-tools.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const esbuild = createRequire(join(root, 'packages/elements/package.json'))('esbuild');
const WAIT_MS = 30_000;

/** Every file below `dir`, as paths relative to it with `/`, and their sizes. */
export function listFiles(dir) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path).split(sep).join('/'), statSync(path).size);
    }
  };
  walk(dir);
  return files;
}

/** Every file an `exports` map points at (conditions and subpaths flattened). */
export function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.values(exports ?? {}).flatMap(exportTargets);
}

/**
 * The workspace `exports` without the `source` condition (which points at sources not packed); an
 * entry with no other target is the workspace's own (shared test fixtures) and is not published.
 */
export function withoutSource(exports) {
  if (typeof exports === 'string') return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([condition]) => condition !== 'source')
      .map(([key, value]) => [key, withoutSource(value)])
      .filter(([, value]) => typeof value === 'string' || Object.keys(value).length > 0),
  );
}

/** Installs `dependencies` with npm into a new folder below `workDir`; returns the folder. */
export async function npmInstall(workDir, name, dependencies) {
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '0.0.0', private: true, type: 'module', dependencies }, null, 2),
  );
  // --ignore-scripts: nothing a host depends on may run code at install time.
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-package-lock'],
    { cwd: dir },
  );
  return dir;
}

/** Runs `code` as an ES module file in plain Node inside `dir` (bare imports resolve from its node_modules). */
export async function runInNode(dir, code) {
  const file = join(dir, `probe-${Date.now()}.mjs`);
  writeFileSync(file, code);
  return JSON.parse((await run(process.execPath, [file], { cwd: dir })).trim().split('\n').pop());
}

/** The SSR probe: imports every entry in Node and reports what it found. */
export const SSR_PROBE = (specifiers) => `
const imported = {};
for (const specifier of ${JSON.stringify(specifiers)}) {
  const module = await import(specifier);
  imported[specifier] = Object.keys(module).length;
}
const elements = await import(${JSON.stringify(specifiers.find((s) => s.endsWith('elements/dist/index.js') || s === '@tripsight/elements'))});
elements.defineAll();
const stand_in = elements.defineSavingsOverview();
console.log(JSON.stringify({
  imported,
  canDefine: elements.canDefineElements(),
  htmlElement: typeof globalThis.HTMLElement,
  window: typeof globalThis.window,
  document: typeof globalThis.document,
  standIn: typeof stand_in,
}));
`;

export function checkSsrResult(result, specifiers) {
  assert.deepEqual(Object.keys(result.imported).sort(), [...specifiers].sort());
  assert.equal(result.canDefine, false, 'no element may be defined in Node');
  assert.equal(result.htmlElement, 'undefined', 'importing must not install DOM globals');
  assert.equal(result.window, 'undefined');
  assert.equal(result.document, 'undefined');
  assert.equal(result.standIn, 'function');
}

/** A host page's script: the savings overview; a React host shows its React version beside it. */
function hostSource(react) {
  if (!react) {
    return `import '@tripsight/elements/register';
const overview = document.createElement('tripsight-savings-overview');
overview.setAttribute('mode', 'demo');
document.getElementById('root').append(overview);
document.getElementById('rename').addEventListener('click', () => overview.setAttribute('tab-title', 'Renamed by the host'));
`;
  }
  return `import { version, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TripsightContext, TripsightSavingsOverview } from '@tripsight/elements/react';

const tokenProvider = async () => 'host-token';

function App() {
  const [title, setTitle] = useState('Savings overview');
  const [problems, setProblems] = useState([]);
  return (
    <main>
      <p id="react-version">{version}</p>
      <p id="problems">{problems.join(' | ')}</p>
      <button id="rename-react" onClick={() => setTitle('Renamed by the host')}>rename</button>
      {/* Wrappers: a function property and an event handler, no refs, on React 18 as on 19. */}
      <TripsightContext
        accessTokenProvider={tokenProvider}
        onTripsightError={(event) => setProblems((list) => [...list, event.detail.message])}
      >
        <TripsightSavingsOverview mode="demo" tabTitle={title} />
      </TripsightContext>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
document.getElementById('rename').addEventListener('click', () => document.getElementById('rename-react').click());
`;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module" src="./host.js"></script></head>
<body><button id="rename">rename</button><div id="root"></div></body></html>`;

/** Bundles the host page of `dir` with esbuild, as a host's bundler would: one folder to serve. */
export async function buildHost(dir, react) {
  writeFileSync(join(dir, 'host.jsx'), hostSource(react));
  const out = join(dir, 'dist');
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: { host: 'host.jsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: out,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'error',
    metafile: true,
  });
  writeFileSync(join(out, 'index.html'), PAGE);
  // One React in the bundle: every ReactDOM module bundled comes from one installed copy.
  const copies = new Set(
    Object.keys(result.metafile.inputs)
      .filter((input) => /(^|\/)node_modules\/react-dom\//.test(input))
      .map((input) => input.slice(0, input.lastIndexOf('node_modules/react-dom/'))),
  );
  return { out, reactCopies: copies.size };
}

/** In the page: the painted charts and the heading of the savings overview (through shadow roots). */
export function overviewState(page) {
  return page.evaluate(() => {
    const overview = document.querySelector('tripsight-savings-overview');
    const painted = (node, out) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.matches('[part="chart"][data-painted]')) out.push(el);
        if (el.shadowRoot) painted(el.shadowRoot, out);
      }
      return out;
    };
    return {
      defined: Boolean(customElements.get('tripsight-savings-overview')),
      charts: overview?.shadowRoot ? painted(overview.shadowRoot, []).length : 0,
      heading: overview?.shadowRoot?.querySelector('[part="heading"]')?.textContent ?? null,
      react: document.getElementById('react-version')?.textContent ?? 'none',
    };
  });
}

export async function until(what, check, errors = [], timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last.ok) return last;
    if (Date.now() > deadline) {
      assert.fail(
        `timed out waiting for ${what} (last: ${JSON.stringify(last)}; page errors: ${errors.join(' | ')})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
