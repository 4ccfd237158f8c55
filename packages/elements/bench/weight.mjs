// `pnpm bench` and the test command's size budgets (after the build): what a page with Tripsight
// elements downloads, gzip, in Chromium over a throttled link (page-weight.mjs).
//  1. The script-tag build, a page with only <tripsight-savings-overview mode="demo">: requests and
//     bytes in all and before the first KPI is painted, and whether any Plot code arrived before it.
//  2. A React 19 host (the workspace's React, bundled with esbuild like a host's bundler) using the
//     npm entries through @tripsight/elements/react: what the elements add to the host's own React
//     bundle, before the first KPI and with the charts; and the elements' own code for the page
//     (the elements' and core's modules in the loaded chunks, libraries left out).
//  3. Every page element of the manifest (src/pages), script-tag build, demo mode where it has one:
//     the heaviest page's requests and bytes.
// Targets (issue 25) are printed beside the figures. With --check, the budgets below are enforced:
// the command exits 1 when a figure is over its budget (the test command runs it so).
// Usage: node bench/weight.mjs [--check]
import { chromiumLaunchOptions } from '@tripsight/testing/chromium';
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { figures, kb, measurePage, PAINT_PROBE, scriptLines, serveFolders } from './page-weight.mjs';
import { requireBrowserBuild, SDK_DIR } from './sdk-files.mjs';

const KB = 1024;
/**
 * The targets (reported) and the budgets (enforced with --check): the targets themselves, except
 * where a target is not met today: there the budget is today's figure plus a little, so the page
 * cannot grow further unnoticed. The script-tag page misses its 200 KB target by the charts' keyboard
 * walk, their summary sentences and the announcer (about 4 KB); the aim before the first KPI was
 * never met. Each element the SDK defines adds its definition to the entry: the alerts page and the
 * alert count took the page before the first KPI from 117.9 to 118.1 KB. The bar chart's value axis
 * sized to its tick labels (the mail and the page draw one spec) and the header's always-shown alerts
 * link took the whole page from 204.9 to 205.1 KB.
 */
const SCRIPT_TAG = {
  targetGzip: 200 * KB,
  aimBeforeKpi: 110 * KB,
  budgetGzip: 205.5 * KB,
  budgetBeforeKpi: 119 * KB,
  budgetRequests: 20,
};
const REACT_HOST = {
  targetBeforeKpi: 60 * KB,
  targetWithCharts: 150 * KB,
  targetOwn: 45 * KB,
  budgetBeforeKpi: 60 * KB,
  budgetWithCharts: 150 * KB,
};
const HEAVIEST = { budgetGzip: 265 * KB, budgetRequests: 20 };

const check = process.argv.includes('--check');
const here = fileURLToPath(new URL('..', import.meta.url));
const over = [];
const verdict = (value, limit) => (value <= limit ? 'OK' : 'OVER');
/** Records that no chart code may arrive before the first KPI (checked with --check). */
function noPlotBefore(name, plotBeforeKpi) {
  if (plotBeforeKpi) over.push(`${name}: Plot code arrived before the first KPI`);
  return plotBeforeKpi ? 'YES (over budget: none allowed)' : 'none';
}
/** Records a budget (checked with --check) and says how the figure stands. */
function budget(name, value, limit, format = kb) {
  if (value > limit) over.push(`${name}: ${format(value)} > ${format(limit)}`);
  return `budget ${format(limit)}: ${verdict(value, limit)}`;
}
const count = (n) => String(n);

requireBrowserBuild();
const manifest = JSON.parse(readFileSync(join(here, 'custom-elements.json'), 'utf8'));
const declarations = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).filter((d) => d.tagName).map((d) => ({ ...d, path: module.path })),
);

const page = (body, script = '/sdk/tripsight.js') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>weight</title><link rel="icon" href="data:,">${PAINT_PROBE}
<script type="module" src="${script}"></script></head><body style="width:1280px">${body}</body></html>`;

/** 1. The script-tag savings overview. */
async function scriptTagPage(browser) {
  const server = await serveFolders(
    { '/sdk/': SDK_DIR },
    page('<tripsight-savings-overview mode="demo"></tripsight-savings-overview>'),
  );
  try {
    const measured = await measurePage(browser, server, { charts: 3 });
    return { measured, f: figures(measured) };
  } finally {
    await server.close();
  }
}

/** The npm entries as a host's bundler resolves them (the package's exports, from dist). */
const elementsEntries = {
  name: 'tripsight-elements',
  setup(build) {
    const targets = { '': 'dist/index.js', '/react': 'dist/react.js', '/register': 'dist/register.js' };
    build.onResolve({ filter: /^@tripsight\/elements(\/.*)?$/ }, (args) => {
      const target = targets[args.path.slice('@tripsight/elements'.length)];
      return target ? { path: join(here, target) } : undefined;
    });
  },
};

/** Bundles `source` as a React 19 host app would be (esbuild, production, split); returns its folder. */
async function bundleHost(name, source) {
  // Inside the package's node_modules, so `react` resolves to the workspace's React 19.
  const dir = join(here, 'node_modules/.cache/weight-hosts', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'host.jsx'), source);
  const result = await esbuild.build({
    entryPoints: { host: join(dir, 'host.jsx') },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: join(dir, 'dist'),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [elementsEntries],
    // As a host resolves the packages: through their exports (core's dist), not this package's tsconfig paths.
    tsconfigRaw: {},
    metafile: true,
    logLevel: 'error',
  });
  return { dir: join(dir, 'dist'), metafile: result.metafile };
}

const HOST_ONLY = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<main><h1>Intranet</h1></main>);
`;
const HOST_WITH_ELEMENTS = `import { createRoot } from 'react-dom/client';
import { TripsightContext, TripsightSavingsOverview } from '@tripsight/elements/react';
createRoot(document.getElementById('root')).render(
  <main><h1>Intranet</h1><TripsightContext><TripsightSavingsOverview mode="demo" /></TripsightContext></main>,
);
`;

/** The gzip share of the elements' and core's own modules in the chunks a page loaded. */
function ownCode(metafile, dir, loaded) {
  let own = 0;
  for (const [output, info] of Object.entries(metafile.outputs)) {
    const file = output.split('/').pop();
    if (!loaded.has(file)) continue;
    const raw = readFileSync(join(dir, file));
    const gzip = gzipSync(raw, { level: 9 }).length;
    const ours = Object.entries(info.inputs)
      // Inputs are relative to this package: its dist/ and core's (../core/dist/); libraries are in node_modules.
      .filter(([input]) => !input.includes('node_modules') && /^(dist|\.\.\/core\/dist)\//.test(input))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    own += (ours / raw.length) * gzip;
  }
  return own;
}

/** 2. The React 19 host: its own bundle, then with the savings overview through the wrappers. */
async function reactHost(browser) {
  const body = '<div id="root"></div>';
  const alone = await bundleHost('react-only', HOST_ONLY);
  const hostGzip = gzipSync(readFileSync(join(alone.dir, 'host.js')), { level: 9 }).length;
  const withElements = await bundleHost('react-elements', HOST_WITH_ELEMENTS);
  const server = await serveFolders({ '/app/': withElements.dir }, page(body, '/app/host.js'));
  try {
    const measured = await measurePage(browser, server, { charts: 3 });
    const f = figures(measured);
    const loaded = new Set(measured.scripts.map((s) => s.path.split('/').pop()));
    return { measured, f, hostGzip, own: ownCode(withElements.metafile, withElements.dir, loaded) };
  } finally {
    await server.close();
  }
}

/** 3. Every page element, script-tag build; the heaviest one. */
async function heaviestPage(browser) {
  const pages = declarations.filter((d) => d.path.startsWith('src/pages/'));
  const results = [];
  for (const element of pages) {
    const demo = (element.attributes ?? []).some((a) => a.name === 'mode') ? ' mode="demo"' : '';
    const server = await serveFolders(
      { '/sdk/': SDK_DIR },
      page(`<tripsight-context><${element.tagName}${demo}></${element.tagName}></tripsight-context>`),
    );
    try {
      const tab = await browser.newPage();
      await tab.goto(server.url);
      await tab.waitForFunction((tag) => customElements.get(tag), element.tagName);
      // The body and what it imports load once the element renders; a page without demo data shows
      // its sign-in or error state, which needs the same code.
      await tab.waitForLoadState('networkidle');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tab.waitForLoadState('networkidle');
      await tab.close();
      const files = [...server.files.values()];
      results.push({
        tag: element.tagName,
        requests: files.length,
        gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      });
    } finally {
      await server.close();
    }
  }
  return results.sort((a, b) => b.gzip - a.gzip);
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const tag = await scriptTagPage(browser);
  console.log(`\n1. Script-tag build, a page with only <tripsight-savings-overview mode="demo">:`);
  console.log(
    `  in all: ${tag.f.requests} requests (${budget('script-tag requests', tag.f.requests, SCRIPT_TAG.budgetRequests, count)}), ` +
      `${kb(tag.f.gzip)} gzip, target <= ${kb(SCRIPT_TAG.targetGzip)}: ${verdict(tag.f.gzip, SCRIPT_TAG.targetGzip)} ` +
      `(${budget('script-tag page', tag.f.gzip, SCRIPT_TAG.budgetGzip)})`,
  );
  console.log(
    `  before the first KPI: ${tag.f.requestsBeforeKpi} requests, ${kb(tag.f.gzipBeforeKpi)} gzip ` +
      `(aim <= ${kb(SCRIPT_TAG.aimBeforeKpi)}: ${verdict(tag.f.gzipBeforeKpi, SCRIPT_TAG.aimBeforeKpi)}, ` +
      `${budget('script-tag page before the first KPI', tag.f.gzipBeforeKpi, SCRIPT_TAG.budgetBeforeKpi)}); ` +
      `Plot code before it: ${noPlotBefore('script-tag page', tag.f.plotBeforeKpi)}; React ${kb(tag.f.reactGzip)} (in the entry), Plot ${kb(tag.f.plotGzip)}`,
  );
  console.log(
    `  first KPI at ${tag.f.kpiAt.toFixed(0)} ms, charts at ${tag.f.chartsAt.toFixed(0)} ms (20 Mbit/s, 20 ms)`,
  );
  console.log(scriptLines(tag.measured).join('\n'));

  const host = await reactHost(browser);
  const addedBeforeKpi = host.f.gzipBeforeKpi - host.hostGzip;
  const added = host.f.gzip - host.hostGzip;
  console.log(`\n2. React 19 host (esbuild, production) with the wrappers of @tripsight/elements/react:`);
  console.log(`  the host's own React bundle: ${kb(host.hostGzip)} gzip`);
  console.log(
    `  the elements add before the first KPI: ${kb(addedBeforeKpi)}, target <= ${kb(REACT_HOST.targetBeforeKpi)}: ${verdict(addedBeforeKpi, REACT_HOST.targetBeforeKpi)} ` +
      `(${budget('React host, elements before the first KPI', addedBeforeKpi, REACT_HOST.budgetBeforeKpi)})`,
  );
  console.log(
    `  the elements add with the charts: ${kb(added)}, target <= ${kb(REACT_HOST.targetWithCharts)}: ${verdict(added, REACT_HOST.targetWithCharts)} ` +
      `(${budget('React host, elements with charts', added, REACT_HOST.budgetWithCharts)}); ` +
      `${host.f.requests} requests (the host's bundler splits the lazy element bodies as it likes)`,
  );
  console.log(
    `  the elements' own code (elements + core modules) on the page: ${kb(host.own)}, target <= ${kb(REACT_HOST.targetOwn)}: ${verdict(host.own, REACT_HOST.targetOwn)}`,
  );
  console.log(`  Plot code before the first KPI: ${noPlotBefore('React host', host.f.plotBeforeKpi)}`);
  console.log(scriptLines(host.measured).join('\n'));

  const pages = await heaviestPage(browser);
  const [heaviest] = pages;
  console.log(`\n3. Page elements, script-tag build (heaviest first):`);
  for (const p of pages) console.log(`  <${p.tag}> ${p.requests} requests, ${kb(p.gzip)} gzip`);
  console.log(
    `  heaviest <${heaviest.tag}>: ${budget('heaviest page', heaviest.gzip, HEAVIEST.budgetGzip)}; ` +
      `most requests ${Math.max(...pages.map((p) => p.requests))} (${budget('page requests', Math.max(...pages.map((p) => p.requests)), HEAVIEST.budgetRequests, count)})`,
  );
} finally {
  await browser.close();
}
if (over.length > 0) {
  console.log(`\nOVER BUDGET: ${over.join('; ')}`);
  if (check) process.exit(1);
}
