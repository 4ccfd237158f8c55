// Framework hosts: the React 18, Vue 3 and Svelte 5 apps of examples/, installed with npm from the packed
// tarballs of @tripsight/core and @tripsight/elements (as a TMC's front-end developer installs them),
// built with Vite, served on 127.0.0.1 next to the real data service, and driven in Chromium.
//
//   node --test-reporter=spec scripts/test-hosts.mjs [react|vue|svelte …]
//
// Needs the packages built (`npm run build`). Each host gets its token from the development sign-in
// through its own `accessTokenProvider`; the test checks figures from the service, an attribute set from
// framework state, a property, and an element event that reaches framework state.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, run, serveDists } from './host-tools.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOSTS = ['react', 'vue', 'svelte'];
/** The framework each host page says it runs on (React 18: another React than the SDK's own). */
const FRAMEWORK = { react: /^React 18\./, vue: /^Vue 3\./ };
const chosen = process.argv.slice(2).filter((name) => HOSTS.includes(name));
const hosts = chosen.length > 0 ? chosen : HOSTS;

// playwright-core and the service come from the workspace, the way the other Chromium layers use them.
const { chromium } = createRequire(join(root, 'packages/testing/package.json'))('playwright-core');
const { chromiumLaunchOptions } = await import(
  pathToFileURL(join(root, 'packages/testing/chromium.js')).href
);
const { loadConfig, startServer } = await import(
  pathToFileURL(join(root, 'packages/server/dist/index.js')).href
);
const { signInAsDemoUser } = await import(pathToFileURL(join(root, 'packages/testing/sign-in.js')).href);

/** How long one wait in the browser may take (the first view calls warm the service's caches). */
const WAIT_MS = 30_000;

/** The tarballs of @tripsight/core and @tripsight/elements, packed into `folder` with pnpm pack. */
async function packTarballs(folder) {
  const { packPackages } = await import(pathToFileURL(join(root, 'scripts/pack.mjs')).href);
  return packPackages(folder).map((packed) => packed.path);
}

/**
 * Copies examples/{name} and the stylesheet the hosts share to `workDir`, installs it with npm from the
 * tarballs, builds it with Vite.
 */
async function buildHost(name, workDir, tarballs, apiBase) {
  const dir = join(workDir, name);
  const withoutBuilds = (source) => !/[\\/](node_modules|dist)$/.test(source);
  cpSync(join(root, 'examples', name), dir, { recursive: true, filter: withoutBuilds });
  // The hosts share the Acme intranet's stylesheet, one folder up, as they do in examples/.
  cpSync(join(root, 'examples', 'shared'), join(workDir, 'shared'), { recursive: true });
  // --ignore-scripts: nothing a host depends on may fetch a browser or another binary at install time.
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs],
    { cwd: dir },
  );
  await run('npx', ['--no-install', 'vite', 'build'], {
    cwd: dir,
    env: { VITE_TRIPSIGHT_API_BASE: apiBase },
  });
  return join(dir, 'dist');
}

/**
 * What the page shows at `path`: the first selector is looked up in the document, each next one inside
 * the shadow root of the element before. Resolves to its text, through every shadow root below it, or
 * null when a step finds nothing.
 */
function textAt(page, path) {
  return page.evaluate((steps) => {
    let element = document.querySelector(steps[0]);
    for (const selector of steps.slice(1)) element = element?.shadowRoot?.querySelector(selector) ?? null;
    if (!element) return null;
    const collect = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return '';
      let text = node.shadowRoot ? collect(node.shadowRoot) : '';
      for (const child of node.childNodes) text += collect(child);
      return `${text} `;
    };
    return collect(element).replace(/\s+/g, ' ').trim();
  }, path);
}

/** Waits until `check()` resolves truthy; fails with `what` and the last value seen. */
async function until(what, check, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const MONEY = /[$€£]\s?\d[\d,]*(\.\d\d)?/;

describe('framework hosts installed from the packed tarballs', { concurrency: false }, () => {
  const workDir = mkdtempSync(join(tmpdir(), 'tripsight-hosts-'));
  const dataDir = join(workDir, 'data');
  /** The service starting (a promise): it starts while the hosts install and build. */
  let service;
  let hostServer;
  let browser;
  let hostUrl;
  let token;
  const dists = {};

  before(async () => {
    mkdirSync(dataDir);
    const [servicePort, hostPort] = [await freePort(), await freePort()];
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    hostUrl = `http://127.0.0.1:${hostPort}`;
    const tarballs = await packTarballs(join(workDir, 'packs'));
    // The hosts live on another origin than the service, as an intranet does: the service allows it.
    const config = loadConfig(
      {},
      {
        port: servicePort,
        host: '127.0.0.1',
        publicUrl: serviceUrl,
        dataDir,
        datasetRows: 3000,
        logRequests: false,
        corsOrigins: [serviceUrl, hostUrl],
      },
    );
    service = startServer(config);
    service.catch(() => {}); // a failed start is reported where it is awaited, below
    // Installs and builds one host at a time: the machine's cores go to one npm or Vite at once.
    for (const name of hosts) {
      const t0 = Date.now();
      dists[name] = await buildHost(name, workDir, tarballs, serviceUrl);
      console.log(`# ${name}: installed and built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await service;
    hostServer = (await serveDists(dists, hostPort)).server;
    token = (await signInAsDemoUser(serviceUrl, 'manager')).access_token;
    browser = await chromium.launch(chromiumLaunchOptions());
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (hostServer ? hostServer.close(resolve) : resolve()));
    // The service may have started even when a host failed to build.
    await (await service?.catch(() => null))?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  for (const name of hosts) {
    it(`${name}: token, attribute, property and event work through the framework`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // The intranet's sign-in has put the user's token where the host's session module reads it.
      await context.addInitScript((value) => sessionStorage.setItem('acme-access-token', value), token);
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // A failed load is reported below with its address.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      try {
        await page.goto(`${hostUrl}/${name}/`);
        if (FRAMEWORK[name]) {
          assert.match((await page.locator('#framework').textContent()) ?? '', FRAMEWORK[name]);
        }
        const overview = 'tripsight-savings-overview';
        const acceptedSavings = [overview, '[part~="accepted-savings"]'];
        const notAccepted = [overview, '[part~="savings-not-accepted"]'];

        // The token from accessTokenProvider brings figures from the service, not an error.
        await until('figures in the savings overview', async () =>
          MONEY.test((await textAt(page, acceptedSavings)) ?? ''),
        );
        assert.equal(await page.getByRole('alert').count(), 0, 'the host shows no tripsight-error');
        assert.notEqual(
          await textAt(page, notAccepted),
          null,
          'the standard view shows savings not accepted',
        );

        // A property set by the framework: the page title.
        await until('the title set as a property', async () =>
          (await textAt(page, [overview, '[part="heading"]']))?.startsWith('Acme travel savings'),
        );

        // An attribute from framework state: the host's View select sets `mode`.
        await page.getByLabel('View').selectOption('poc');
        await until(
          'the POC badge',
          async () => (await textAt(page, [overview, '[part~="badge"]'])) === 'POC',
        );
        await page.getByLabel('View').selectOption('autorebook');
        await until(
          'the autorebook view without savings not accepted',
          async () => (await textAt(page, notAccepted)) === null,
        );

        // An element event reaching framework state: tripsight-change carries the chosen currency.
        await page.locator('tripsight-currency-select sl-select').click();
        await page.locator('tripsight-currency-select sl-option[value="GBP"]').click();
        await until(
          'the host to show the currency from the event',
          async () => (await page.locator('#currency-note').textContent()) === 'Figures in GBP',
        );
        await until('figures in pounds', async () =>
          /£\s?\d/.test((await textAt(page, acceptedSavings)) ?? ''),
        );

        assert.deepEqual(problems, []);
      } catch (error) {
        mkdirSync(join(root, 'artifacts'), { recursive: true });
        await page.screenshot({ path: join(root, 'artifacts', `host-${name}.png`), fullPage: true });
        if (problems.length > 0) error.message += `\n${problems.join('\n')}`;
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
