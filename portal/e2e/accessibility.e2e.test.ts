import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import { openStackPage, type Stack } from './harness.js';
import { signInAs } from './sign-in.js';
import { pageSettled } from './settled.js';

/** axe-core's browser build, injected into every frame of a tab before it runs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The impacts that fail the test. */
const BLOCKING: readonly ImpactValue[] = ['critical', 'serious'];
/** Rules that fail the test whatever their impact: a heading that skips a level (axe rates it moderate). */
const BLOCKING_RULES: readonly string[] = ['heading-order'];
const blocking = (v: Result) =>
  BLOCKING_RULES.includes(v.id) ||
  (v.impact !== undefined && v.impact !== null && BLOCKING.includes(v.impact));

interface TabAudit {
  href: string;
  violations: Result[];
}

/** The hrefs of the sidebar's links, in order. */
async function sidebarLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Products' })
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

/**
 * Runs axe (open shadow roots included) in each frame of the page and returns the critical and
 * serious violations, and the skipped heading levels.
 */
async function audit(page: Page): Promise<Result[]> {
  const found: Result[] = [];
  for (const frame of page.frames()) {
    if (frame.url() === 'about:blank' && frame !== page.mainFrame()) continue;
    // Evaluated through the DevTools protocol, so the portal's Content-Security-Policy does not apply.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    const results = (await frame.evaluate(() => {
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } };
      return axe.run(document, { iframes: false, resultTypes: ['violations'] });
    })) as AxeResults;
    found.push(...results.violations.filter(blocking));
  }
  return found;
}

/** Visits each tab in turn, waits for its data, and audits it. */
async function auditTabs(page: Page, baseUrl: string, hrefs: readonly string[]): Promise<TabAudit[]> {
  const audits: TabAudit[] = [];
  for (const href of hrefs) {
    await page.goto(`${baseUrl}${href}`);
    await page.waitForURL(`${baseUrl}${href}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Audit what the tab shows once it has drawn it all (every visual of a report included).
    await pageSettled(page);
    audits.push({ href, violations: await audit(page) });
  }
  return audits;
}

/** One line per tab with its blocking violations, then each violation's rule, impact and targets. */
function report(audits: readonly TabAudit[]): string {
  return audits
    .filter((a) => a.violations.some(blocking))
    .map((a) =>
      [
        `${a.href}: ${a.violations.filter(blocking).length} critical, serious or heading-order`,
        ...a.violations
          .filter(blocking)
          .map(
            (v) =>
              `  ${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}\n` +
              v.nodes
                .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trimEnd())
                .join('\n'),
          ),
      ].join('\n'),
    )
    .join('\n');
}

/** Nodes with critical, serious and heading-order violations per tab, for the log. */
function summary(audits: readonly TabAudit[]): string {
  return audits
    .map((a) => {
      const count = (impact: ImpactValue) =>
        a.violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
      const rules = [...new Set(a.violations.map((v) => v.id))].join(',');
      const headings = a.violations
        .filter((v) => v.id === 'heading-order')
        .reduce((n, v) => n + v.nodes.length, 0);
      return `${a.href}\tcritical ${count('critical')}\tserious ${count('serious')}\theading-order ${headings}\t${rules}`;
    })
    .join('\n');
}

async function signedInPage(browser: Browser, baseUrl: string, user: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await signInAs(page, baseUrl, user);
  return page;
}

describe('accessibility of every tab (axe-core)', () => {
  let stack: Stack;
  let page: Page;
  let managerTabs: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    ({ stack, page } = await openStackPage(errors, 'Alex Morgan'));
  });
  afterAll(async () => stack?.close());

  it('finds no critical or serious violation on any tab the manager sees, at 1440 px', async () => {
    managerTabs = [...new Set(await sidebarLinks(page))];
    expect(managerTabs.length).toBeGreaterThan(10);
    const audits = await auditTabs(page, stack.url, managerTabs);
    console.log(`axe, Alex Morgan, ${audits.length} tabs:\n${summary(audits)}`);
    expect(report(audits)).toBe('');
  }, 900_000);

  for (const user of ['Maya Okafor', 'Lucas Weber']) {
    it(`finds none on the tabs only ${user} sees`, async () => {
      const other = await signedInPage(stack.browser, stack.url, user);
      const own = [...new Set(await sidebarLinks(other))].filter((href) => !managerTabs.includes(href));
      const audits = await auditTabs(other, stack.url, own);
      console.log(`axe, ${user}, ${audits.length} tabs of their own:\n${summary(audits)}`);
      await other.context().close();
      expect(report(audits)).toBe('');
    }, 600_000);
  }
});
