import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findTab } from '@tripsight/core/catalogue';
import { audit, describeViolation } from './axe-audit.js';
import { screenshot, startStack, type Stack } from './harness.js';
import { auditLogProblems, providerPageProblems, resize } from './layout-checks.js';
import { pageSettled } from './settled.js';
import { signInAs } from './sign-in.js';
import { sideways } from './sideways.js';

const USERS = ['Alex Morgan', 'Maya Okafor', 'Lucas Weber'] as const;
/** Pages of the catalogue that must be built (not "not available yet"). */
const BUILT = ['Savingsoverview', 'AgentseeAuditLog', 'SBRCustomerManagement'];
/** The audit log, whose status filter and opened entry are measured too. */
const AUDIT_LOG = '/Agentsee/AgentseeAuditLog';

/**
 * What the walk does with each tab, in order, from one load at 1440 px in the light theme: axe in
 * both themes at 1440 and 390 px, and at every width below the desktop's nothing may scroll sideways.
 * A screenshot of each tab at 1440 and 390 px in the light theme lands in artifacts/e2e.
 */
const STEPS: readonly { width: number; theme: 'light' | 'dark'; axe: boolean; screenshot: boolean }[] = [
  { width: 1440, theme: 'light', axe: true, screenshot: true },
  { width: 1440, theme: 'dark', axe: true, screenshot: false },
  { width: 768, theme: 'dark', axe: false, screenshot: false },
  { width: 390, theme: 'dark', axe: true, screenshot: false },
  { width: 390, theme: 'light', axe: true, screenshot: true },
];

/** The hrefs of the sidebar's links, in order. */
const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Products' })
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));

/** What the walk found: failures, and counts for the log and the final checks. */
interface Walk {
  problems: string[];
  errors: string[];
  built: string[];
  audits: number;
  measured: number;
}

/** Loads one tab at 1440 px in the light theme and takes it through STEPS. */
async function walkTab(page: Page, url: string, href: string, walk: Walk): Promise<void> {
  const name = href.split('/').pop()!;
  await resize(page, 1440);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${url}${href}`);
  await page.waitForURL(`${url}${href}`);
  const title = findTab(name)?.tabTitle;
  if (!title) walk.problems.push(`${href}: no tab of the catalogue is named ${name}`);
  await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
  if ((await page.getByText('is not available yet').count()) === 0) walk.built.push(name);
  for (const step of STEPS) {
    const where = `${href} ${step.theme} ${step.width}px`;
    await resize(page, step.width);
    await page.emulateMedia({ colorScheme: step.theme });
    try {
      await pageSettled(page);
    } catch {
      walk.problems.push(`${where}: not drawn within the time allowed`);
    }
    if (step.axe) {
      walk.problems.push(...(await audit(page)).map((v) => describeViolation(where, v)));
      walk.audits += 1;
    }
    if (step.width < 1440) {
      const found = await sideways(page);
      if (found.length > 0) walk.problems.push(`${where} scrolls sideways: ${found.join('; ')}`);
      walk.measured += 1;
    }
    if (step.screenshot) await screenshot(page, `layout-${name}-${step.width}`);
  }
  if (href === AUDIT_LOG) {
    await page.emulateMedia({ colorScheme: 'light' });
    walk.problems.push(...(await auditLogProblems(page)));
  }
}

/**
 * The walk of one shard: signs in as each user in turn, numbers the tabs of the sidebars in that order
 * (each tab once, with the first user who has it) and walks every `count`-th tab from `shard`, so that
 * the shards together walk every tab once and the two test workers share the walk.
 */
export function describeWalkShard(shard: number, count: number): void {
  describe(`WCAG 2.2 AA and reflow: every tab, both themes, 1440, 768 and 390 px (part ${shard + 1} of ${count})`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack();
    });
    afterAll(async () => stack?.close());

    it('finds no axe violation, sideways scrolling or page error on any tab of any user', async () => {
      const seen = new Set<string>();
      const walked: string[] = [];
      const walk: Walk = { problems: [], errors: [], built: [], audits: 0, measured: 0 };
      for (const user of USERS) {
        const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        page.on('pageerror', (error) => walk.errors.push(`${page.url()}: ${error.message}`));
        await page.goto(stack.url);
        const atProvider =
          user === USERS[0] && shard === 0
            ? async () => void walk.problems.push(...(await providerPageProblems(page)))
            : undefined;
        await signInAs(page, stack.url, user, atProvider);
        const links = [...new Set(await sidebarLinks(page))];
        if (user === USERS[0]) expect(links.length).toBeGreaterThan(10);
        for (const href of links.filter((link) => !seen.has(link))) {
          if (seen.size % count === shard) walked.push(href);
          seen.add(href);
          if (walked.at(-1) === href) await walkTab(page, stack.url, href, walk);
        }
        await context.close();
      }
      console.log(
        `${walked.length} of ${seen.size} tabs: ${walk.audits} axe audits (2 themes x 1440 and 390 px), ` +
          `${walk.measured} measured for sideways scrolling (390 and 768 px); built: ${walk.built.join(', ')}`,
      );
      expect(seen.size).toBeGreaterThan(60);
      expect(walked.length).toBeGreaterThanOrEqual(Math.floor(seen.size / count));
      expect(walk.audits).toBe(walked.length * 4);
      expect(walk.measured).toBe(walked.length * 3);
      const builtHere = BUILT.filter((name) => walked.some((href) => href.endsWith(`/${name}`)));
      expect(walk.built).toEqual(expect.arrayContaining(builtHere));
      expect(walk.problems.join('\n')).toBe('');
      expect(walk.errors).toEqual([]);
    }, 1_800_000);
  });
}
