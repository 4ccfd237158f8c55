import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findTab } from '@tripsight/core/catalogue';
import { sharedStackPage, screenshot } from './harness.js';
import { pageSettled } from './settled.js';

/** The widths no page may scroll sideways at: a phone and a small tablet. */
const WIDTHS = [390, 768] as const;

/**
 * What makes the page wider than the window, through every open shadow root: the document's own
 * scroll width, elements sticking out on the right that no ancestor clips, and regions that scroll
 * sideways themselves. Empty when nothing does.
 */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`document ${document.documentElement.scrollWidth} px wide`);
    }
    const name = (el: Element) =>
      `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}`;
    const parentOf = (el: Element): Element | null =>
      el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    // Inside a box that hides its overflow and fits the window, an element cannot widen the page.
    const clipped = (el: Element) => {
      for (let up = parentOf(el); up; up = parentOf(up)) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    // Regions that scroll sideways by design and say so: a carousel, or a data grid in a labelled region
    // one scrolls with the keyboard (WCAG 1.4.10 excepts content that needs two dimensions). Nothing else.
    const scrollsByDesign = (el: Element) =>
      el.closest('[aria-roledescription="carousel"]') !== null ||
      ((el as HTMLElement).tabIndex >= 0 &&
        el.getAttribute('role') === 'region' &&
        el.hasAttribute('aria-label'));
    // The content of a closed <details> is not shown.
    const shown = (el: Element) => {
      const details = el.closest('details');
      return !details || details.open || el.closest('summary') !== null;
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || !shown(el)) continue;
        if (box.right > width + 1 && !clipped(el))
          found.push(`${name(el)} reaches ${Math.round(box.right)} px`);
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          el.scrollWidth > el.clientWidth + 1 &&
          !scrollsByDesign(el) &&
          el !== document.documentElement &&
          el !== document.body
        ) {
          found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
        }
      }
    };
    visit(document);
    return found.slice(0, 10);
  });
}

/** Lets a page load its data and draw its charts. */
async function settle(page: Page): Promise<void> {
  await pageSettled(page);
}

describe('no page scrolls sideways at 390 and 768 px', () => {
  const opened = sharedStackPage();

  it("fits the sign-in provider's page", async () => {
    await opened.page.goto(opened.stack.url);
    await opened.page.getByRole('button', { name: 'Log In' }).click();
    await opened.page.getByRole('button', { name: 'Sign in as Alex Morgan' }).waitFor();
    for (const width of [...WIDTHS, 1440]) {
      await opened.page.setViewportSize({ width, height: 900 });
      expect(await sideways(opened.page), `provider page at ${width} px`).toEqual([]);
      await screenshot(opened.page, `layout-provider-${width}`);
    }
    await opened.page.getByRole('button', { name: 'Sign in as Alex Morgan' }).click();
    await opened.page.waitForURL(
      (url) => url.origin === opened.stack.url && !url.pathname.startsWith('/oidc'),
    );
    await opened.page.getByRole('navigation', { name: 'Products' }).waitFor();
  });

  it('fits every built page of the catalogue (the travel manager sees them all)', async () => {
    const links = await opened.page
      .getByRole('navigation', { name: 'Products' })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const problems: Record<string, string[]> = {};
    const built: string[] = [];
    for (const href of links) {
      const name = href.split('/').pop()!;
      await opened.page.setViewportSize({ width: 1440, height: 900 });
      await opened.page.goto(`${opened.stack.url}${href}`);
      await opened.page.getByRole('heading', { level: 1, name: findTab(name)!.tabTitle }).waitFor();
      if ((await opened.page.getByText('is not available yet').count()) > 0) continue;
      built.push(name);
      await settle(opened.page);
      await screenshot(opened.page, `layout-${name}-1440`);
      for (const width of WIDTHS) {
        await opened.page.setViewportSize({ width, height: 844 });
        await settle(opened.page);
        const found = await sideways(opened.page);
        if (found.length > 0) problems[`${name} at ${width} px`] = found;
        if (width === 390) await screenshot(opened.page, `layout-${name}-390`);
      }
    }
    console.log(`Built pages measured: ${built.join(', ')}`);
    expect(built).toEqual(
      expect.arrayContaining(['Savingsoverview', 'AgentseeAuditLog', 'SBRCustomerManagement']),
    );
    expect(problems).toEqual({});
  }, 900_000);

  it('fits the audit log with its status filter open', async () => {
    await opened.page.goto(`${opened.stack.url}/Agentsee/AgentseeAuditLog`);
    for (const width of WIDTHS) {
      await opened.page.setViewportSize({ width, height: 844 });
      await settle(opened.page);
      const status = opened.page.locator('tripsight-audit-log details.status-filter');
      await status.locator('summary').click();
      await opened.page.locator('tripsight-audit-log details.status-filter[open]').waitFor();
      expect(await sideways(opened.page), `status filter open at ${width} px`).toEqual([]);
      await screenshot(opened.page, `layout-audit-status-open-${width}`);
      await status.locator('summary').click();
    }
  });

  it('fits an opened audit entry', async () => {
    await opened.page.setViewportSize({ width: 1440, height: 900 });
    await opened.page.goto(`${opened.stack.url}/Agentsee/AgentseeAuditLog`);
    const log = opened.page.locator('tripsight-audit-log');
    await log
      .getByRole('button', { name: /^View Structured booking/ })
      .first()
      .click();
    await log.getByRole('heading', { name: 'Request Details' }).waitFor();
    await log.getByRole('heading', { name: 'Event Information' }).waitFor();
    await settle(opened.page);
    await screenshot(opened.page, 'layout-audit-detail-1440');
    for (const width of WIDTHS) {
      await opened.page.setViewportSize({ width, height: 844 });
      await settle(opened.page);
      expect(await sideways(opened.page), `audit detail at ${width} px`).toEqual([]);
      if (width === 390) await screenshot(opened.page, 'layout-audit-detail-390');
    }
    expect(opened.errors).toEqual([]);
  });
});
