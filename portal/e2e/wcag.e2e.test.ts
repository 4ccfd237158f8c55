import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { startStack, type Stack } from './harness.js';
import { signInAs } from './sign-in.js';

/** axe-core's browser build, injected into every frame before it runs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const USERS = ['Alex Morgan', 'Maya Okafor', 'Lucas Weber'] as const;
const WIDTHS = [1440, 390] as const;
const THEMES = ['light', 'dark'] as const;
/**
 * Known defects, listed in the conformance report (1.4.3): text of Shoelace selects' inputs, the filter
 * bar's labels in the dark theme and the reasons on missed-savings cards fall short of 4.5:1. Any other
 * critical or serious violation fails the test.
 */
const KNOWN: readonly { rule: string; target: RegExp }[] = [
  { rule: 'color-contrast', target: /sl-select.*(input\[placeholder|\.select__display-input)/ },
  {
    rule: 'color-contrast',
    target: /^tripsight-filter-bar sl-button\[aria-label="[^"]+ filter"\] > \.label$/,
  },
  { rule: 'color-contrast', target: /tripsight-missed-savings-cards.*\.ts-reason\[part="reason"\]/ },
];
const known = (v: Result, target: unknown) =>
  KNOWN.some((k) => k.rule === v.id && k.target.test([target].flat(3).join(' ')));

/** Longest a tab may take to draw its content before it is audited as it stands (and listed). */
const DRAWN_TIMEOUT = 30_000;

/**
 * True once a frame's content is drawn, through open shadow roots: nothing busy, no skeleton or
 * spinner, and every chart area painted.
 */
function drawn(): boolean {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i += 1) {
    const root = roots[i]!;
    if (root.querySelector('[aria-busy="true"], [part~="skeleton"], .ts-skeleton, sl-spinner')) return false;
    if (root.querySelector('[part="chart"]:not([data-painted])')) return false;
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  return true;
}

/** Two animation frames: a resize or theme change has reached layout and the charts' observers. */
const twoFrames = (frame: Frame) =>
  frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Waits until every frame of the page is drawn; returns false when one is not within DRAWN_TIMEOUT. */
async function waitDrawn(page: Page): Promise<boolean> {
  await twoFrames(page.mainFrame());
  try {
    for (const frame of page.frames()) {
      if (frame.url() === 'about:blank') continue;
      await frame.waitForFunction(drawn, undefined, { timeout: DRAWN_TIMEOUT, polling: 'raf' });
    }
    return true;
  } catch {
    return false;
  }
}

/** Nodes of known defects seen, for the log. */
let knownSeen = 0;

/** axe's critical and serious violations in every frame of the page, known defects left out. */
async function audit(page: Page): Promise<Result[]> {
  const found: Result[] = [];
  for (const frame of page.frames()) {
    if (frame.url() === 'about:blank' && frame !== page.mainFrame()) continue;
    // Evaluated through the DevTools protocol, so the portal's Content-Security-Policy does not apply.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    const results = (await frame.evaluate(() => {
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } };
      return axe.run(document, {
        iframes: false,
        resultTypes: ['violations'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      });
    })) as AxeResults;
    for (const v of results.violations) {
      if (v.impact !== 'critical' && v.impact !== 'serious') continue;
      const nodes = v.nodes.filter((n) => !known(v, n.target));
      knownSeen += v.nodes.length - nodes.length;
      if (nodes.length > 0) found.push({ ...v, nodes });
    }
  }
  return found;
}

const describeViolation = (where: string, v: Result) =>
  `${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${JSON.stringify(n.target)}`)
    .join('\n')}`;

/** The hrefs of the sidebar's links, in order. */
const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Products' })
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));

async function signedInPage(stack: Stack, user: string): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(stack.url);
  await signInAs(page, stack.url, user);
  return page;
}

describe('WCAG 2.2 AA: axe on every tab, both themes, 1440 and 390 px', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.close());

  it('finds no critical or serious violation on any tab of any user', async () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const unsettled: string[] = [];
    let audits = 0;
    for (const user of USERS) {
      // One signed-in page per user; theme and width change in place.
      const page = await signedInPage(stack, user);
      const tabs = [...new Set(await sidebarLinks(page))].filter((href) => !seen.has(href));
      tabs.forEach((href) => seen.add(href));
      for (const href of tabs) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(`${stack.url}${href}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme });
            const where = `${href} ${theme} ${width}px`;
            if (!(await waitDrawn(page))) unsettled.push(where);
            problems.push(...(await audit(page)).map((v) => describeViolation(where, v)));
            audits += 1;
          }
        }
      }
      await page.context().close();
    }
    console.log(
      `axe: ${seen.size} tabs x 2 themes x 2 widths = ${audits} audits; ` +
        `${problems.length} critical or serious (and ${knownSeen} nodes of known defects); not drawn within ${DRAWN_TIMEOUT / 1000} s: ${unsettled.join(', ') || 'none'}`,
    );
    expect(seen.size).toBeGreaterThan(60);
    expect(audits).toBe(seen.size * 4);
    expect(problems.join('\n')).toBe('');
  }, 1_800_000);
});
