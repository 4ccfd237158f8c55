// What a page with Tripsight elements downloads, in Chromium over a throttled link: every script
// request with its gzip size and arrival time, the moment the first KPI figure is painted and the
// moment the charts are. Shared by the weight bench (weight.mjs) and the budget check of the test
// command (scripts/size-budget.mjs).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
  '.json': 'application/json',
};
/** A marker only Observable Plot's code holds (the class of its SVG figures): which chunk is Plot. */
const PLOT_MARKER = 'plot-d6a7b5';
/** A marker only ReactDOM's code holds: which chunk is React. */
const REACT_DOM_MARKER = '__reactContainer$';

/**
 * A static server over `roots` (URL prefix -> folder), gzipping every answer as a web server would,
 * and the page `html` at `/`. Remembers, per script, its gzip size and what it holds.
 */
export function serveFolders(roots, html) {
  const files = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      response.end(html);
      return;
    }
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const file = prefix && normalize(join(roots[prefix], path.slice(prefix.length)));
    if (!file || !file.startsWith(roots[prefix]) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const gzipped = gzipSync(body, { level: 9 });
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (type === 'text/javascript') {
      const text = body.toString('utf8');
      files.set(path, {
        raw: body.length,
        gzip: gzipped.length,
        plot: text.includes(PLOT_MARKER),
        react: text.includes(REACT_DOM_MARKER),
      });
    }
    response.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
      // Resource Timing may report sizes to the page's script.
      'timing-allow-origin': '*',
    });
    response.end(gzipped);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        files,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

// In the page: times the first KPI figure and the charts painted (through shadow roots).
export const PAINT_PROBE = `<script>
(() => {
  const all = (root, selector, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, selector, out);
    }
    return out;
  };
  window.paint = { kpi: null, charts: null, chartCount: 0 };
  const check = () => {
    const now = performance.now();
    if (window.paint.kpi === null && all(document, '[part="value"]').some((el) => el.textContent.trim())) window.paint.kpi = now;
    const charts = all(document, '[part="chart"][data-painted]').length;
    window.paint.chartCount = charts;
    if (window.paint.charts === null && charts >= (window.expectedCharts ?? 1)) window.paint.charts = now;
    if (window.paint.kpi === null || window.paint.charts === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
</script>`;

/** A link like a good office connection: scripts arrive in an order their sizes decide. */
const LINK = {
  offline: false,
  latency: 20,
  downloadThroughput: (20e6 / 8) | 0,
  uploadThroughput: (5e6 / 8) | 0,
};

/**
 * Loads `url` in a new tab of `browser` and waits for the charts (`charts` of them) and a quiet
 * network. Returns the scripts in arrival order with their sizes and arrival times, and the paint
 * times (ms since navigation start).
 */
export async function measurePage(browser, server, { path = '/', charts = 1, timeout = 60_000 } = {}) {
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  try {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINK);
    await tab.addInitScript(`window.expectedCharts = ${charts};`);
    await tab.goto(`${server.url}${path}`);
    try {
      await tab.waitForFunction(() => window.paint?.kpi !== null && window.paint?.charts !== null, null, {
        timeout,
      });
    } catch (error) {
      const state = await tab.evaluate(() => window.paint).catch(() => null);
      throw new Error(
        `the page did not paint its KPIs and ${charts} charts (${JSON.stringify(state)}; errors: ${errors.join(' | ')}): ${error.message}`,
        { cause: error },
      );
    }
    await tab.waitForLoadState('networkidle');
    const { paint, entries } = await tab.evaluate(() => ({
      paint: window.paint,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
    }));
    const scripts = entries
      .map((e) => ({ ...e, path: new URL(e.url).pathname }))
      .filter((e) => server.files.has(e.path))
      .map((e) => ({ ...e, ...server.files.get(e.path) }))
      .sort((a, b) => a.end - b.end);
    return { scripts, kpiAt: paint.kpi, chartsAt: paint.charts, errors };
  } finally {
    await tab.close();
  }
}

/** The figures of one measured page: totals, what arrived before the first KPI, Plot's place. */
export function figures({ scripts, kpiAt, chartsAt }) {
  const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
  const beforeKpi = scripts.filter((s) => s.end <= kpiAt);
  return {
    requests: scripts.length,
    gzip: sum(scripts),
    raw: scripts.reduce((total, s) => total + s.raw, 0),
    requestsBeforeKpi: beforeKpi.length,
    gzipBeforeKpi: sum(beforeKpi),
    plotBeforeKpi: beforeKpi.some((s) => s.plot),
    plotGzip: sum(scripts.filter((s) => s.plot)),
    reactGzip: sum(scripts.filter((s) => s.react)),
    kpiAt,
    chartsAt,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per script, in arrival order, marking the first KPI's moment. */
export function scriptLines({ scripts, kpiAt }) {
  const lines = [];
  let marked = false;
  for (const s of scripts) {
    if (!marked && s.end > kpiAt) {
      lines.push(`    ---- first KPI painted at ${kpiAt.toFixed(0)} ms ----`);
      marked = true;
    }
    const what = s.plot ? ' (Plot)' : s.react ? ' (React)' : '';
    lines.push(`    ${s.end.toFixed(0).padStart(6)} ms  ${kb(s.gzip).padStart(9)} gzip  ${s.path}${what}`);
  }
  if (!marked) lines.push(`    ---- first KPI painted at ${kpiAt.toFixed(0)} ms ----`);
  return lines;
}
