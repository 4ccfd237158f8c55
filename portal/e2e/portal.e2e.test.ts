import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { sharedStackPage, screenshot } from './harness.js';
import { shadowText } from '@tripsight/testing';
import { signInAs } from './sign-in.js';
import { pageSettled } from './settled.js';

const route = (name: string) => tabRoute(findTab(name)!);
/** Money figures as the widgets print them, e.g. $12,345.67 or $1.2M. */
const MONEY = /[$€£]\s?\d[\d,.]*[kMBT]?/g;

/** Waits until the element's shadow text shows money figures, and returns that text. */
async function settledText(page: Page, selector: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await shadowText(page, selector);
        return (text.match(MONEY) ?? []).length > 0 && !/Loading/.test(text);
      },
      { timeout: 30000 },
    )
    .toBe(true);
  return text;
}

describe('portal end to end', () => {
  const opened = sharedStackPage();

  it('shows the login view to a visitor', async () => {
    await opened.page.goto(`${opened.stack.url}/Faresaver/RebookingSuccessInsights`);
    await opened.page.getByRole('heading', { name: 'Welcome to Tripsight' }).waitFor();
    expect(await opened.page.getByText('travel spend optimization platform').count()).toBe(1);
    // The configured chat widget (the service's stand-in by default), as in the signed-in footer.
    const support = opened.page
      .locator('tripsight-support-widget')
      .getByRole('button', { name: 'Direct support' });
    await expect.poll(() => support.getAttribute('data-state'), { timeout: 15000 }).toBe('ready');
    expect(await opened.page.getByRole('link', { name: 'Direct support' }).count()).toBe(0);
    await screenshot(opened.page, 'portal-01-login');
    await support.click();
    const dialog = opened.page
      .locator('#tripsight-support-chat')
      .getByRole('dialog', { name: 'Direct support' });
    await dialog.waitFor();
    // Nothing to prefill before sign-in.
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Close support chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the support mailbox link on the landing when the chat widget is off', async () => {
    const context = await opened.stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/portal/config', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ supportWidgetUrl: null, errorReportUrl: null, environment: 'production' }),
      }),
    );
    await page.goto(opened.stack.url);
    await page.getByRole('heading', { name: 'Welcome to Tripsight' }).waitFor();
    const mailbox = page.getByRole('link', { name: 'Direct support' });
    await mailbox.waitFor();
    expect(await mailbox.getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.locator('tripsight-support-widget').count()).toBe(0);
    await context.close();
  });

  it('signs in through the development provider and returns to the remembered address', async () => {
    await opened.page.getByRole('button', { name: 'Log In' }).click();
    await opened.page.getByRole('button', { name: 'Sign in as Alex Morgan' }).waitFor();
    await screenshot(opened.page, 'portal-02-provider');
    await opened.page.getByRole('button', { name: 'Sign in as Alex Morgan' }).click();
    await opened.page.waitForURL(`${opened.stack.url}${route('RebookingSuccessInsights')}`);
    await expect.poll(() => opened.page.getByText('Alex Morgan').count()).toBeGreaterThan(0);
    expect(await opened.page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
  });

  it('lands on the first tab with its group open', async () => {
    await opened.page.goto(opened.stack.url);
    await opened.page.waitForURL(`${opened.stack.url}${route('Savingsoverview')}`);
    const current = opened.page.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Savings overview');
    expect(await opened.page.getByRole('button', { name: 'Faresaver' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows the savings overview numbers and changes them with the date range', async () => {
    const before = await settledText(opened.page, 'tripsight-savings-overview');
    await screenshot(opened.page, 'portal-03-savings-overview');
    const dateRange = opened.page.locator('.control-bar tripsight-date-range');
    const shownRange = await dateRange.locator('[part="value"]').textContent();
    await dateRange.locator('sl-button[aria-label="Date range"]').click();
    await dateRange.getByRole('menuitem', { name: 'Last 7 days' }).click();
    await expect.poll(() => dateRange.locator('[part="value"]').textContent()).not.toBe(shownRange);
    await expect
      .poll(
        async () => {
          const text = await shadowText(opened.page, 'tripsight-savings-overview');
          return text !== before && !/Loading/.test(text) ? 'changed' : 'same';
        },
        { timeout: 30000 },
      )
      .toBe('changed');
    await screenshot(opened.page, 'portal-04-savings-overview-7-days');
  });

  it('opens Rebooking performance from the sidebar', async () => {
    await opened.page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { analyticsSeen: unknown[] }).analyticsSeen = seen;
      document.addEventListener('tripsight-analytics', (event) => seen.push(event.detail));
    });
    await opened.page.getByRole('link', { name: 'Rebooking performance' }).click();
    await opened.page.waitForURL(`${opened.stack.url}${route('RebookingSuccessInsights')}`);
    expect(await opened.page.locator('a[aria-current="page"]').textContent()).toBe('Rebooking performance');
    await expect
      .poll(async () => /%/.test(await shadowText(opened.page, 'tripsight-rebooking-performance')), {
        timeout: 30000,
      })
      .toBe(true);
    await screenshot(opened.page, 'portal-05-rebooking-performance');
    const analytics = (await opened.page.evaluate(
      () => (window as unknown as { analyticsSeen: unknown[] }).analyticsSeen,
    )) as Record<string, unknown>[];
    expect(analytics).toContainEqual(
      expect.objectContaining({
        event: 'tab_session',
        from_page: 'Savingsoverview',
        duration_seconds: expect.any(Number),
      }),
    );
    expect(analytics).toContainEqual(
      expect.objectContaining({
        event: 'page_view',
        from_page: 'Savingsoverview',
        to_page: 'RebookingSuccessInsights',
      }),
    );
  });

  it('shows a page\u2019s nested links whole in the sidebar at 1440 x 900', async () => {
    const withLinks = ['HotelProgramPerformancePOC', 'HpaPremiumCockpit'];
    for (const name of withLinks) {
      await opened.page.goto(`${opened.stack.url}${route(name)}`);
      const entry = opened.page.locator('.sidebar li:has(> a[aria-current="page"])');
      await entry.locator('.nav-child-link').first().waitFor();
      // Every child link lies whole inside the sidebar's visible box and the window: none is clipped.
      const clipped = () =>
        entry.evaluate((li) => {
          const sidebar = li.closest('aside')!.getBoundingClientRect();
          const bottom = Math.min(sidebar.bottom, window.innerHeight);
          return [...li.querySelectorAll('a')]
            .filter((a) => {
              const box = a.getBoundingClientRect();
              return box.top < sidebar.top || box.bottom > bottom;
            })
            .map((a) => a.textContent);
        });
      await expect.poll(clipped, { message: `${name}: the clipped links` }).toEqual([]);
      expect(await entry.locator('.nav-child-link').count(), name).toBeGreaterThan(2);
      await screenshot(opened.page, `portal-sidebar-${name}-1440`);
    }
  });

  it('redirects an unknown path to the first visible tab', async () => {
    await opened.page.goto(`${opened.stack.url}/no/such/page`);
    await opened.page.waitForURL(`${opened.stack.url}${route('Savingsoverview')}`);
  });

  it('renders every entitled tab with its page: none is left not available', async () => {
    // Alex's tabs come from the token; follow every link of the sidebar.
    const links = await opened.page
      .getByRole('navigation', { name: 'Products' })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(10);
    const notAvailable: string[] = [];
    for (const [index, href] of links.entries()) {
      await opened.page.goto(`${opened.stack.url}${href}`);
      await opened.page.waitForURL(`${opened.stack.url}${href}`);
      const name = href.split('/').pop()!;
      const tab = findTab(name)!;
      await opened.page.getByRole('heading', { level: 1, name: tab.tabTitle }).waitFor();
      if (
        (await opened.page.getByRole('heading', { name: `${tab.tabTitle} is not available yet` }).count()) > 0
      ) {
        expect(await opened.page.getByText(`(${name})`).count()).toBe(1);
        notAvailable.push(name);
      } else {
        await pageSettled(opened.page);
      }
      await screenshot(opened.page, `portal-tab-${String(index + 1).padStart(2, '0')}-${name}`);
    }
    expect(notAvailable).toEqual([]);
  }, 600_000);

  it('uses a temporary sidebar with a toggle on narrow screens', async () => {
    await opened.page.setViewportSize({ width: 390, height: 844 });
    await opened.page.goto(`${opened.stack.url}${route('Savingsoverview')}`);
    const toggle = opened.page.getByRole('button', { name: 'Open navigation' });
    await toggle.waitFor();
    expect(await opened.page.getByRole('navigation', { name: 'Products' }).isVisible()).toBe(false);
    await settledText(opened.page, 'tripsight-savings-overview');
    await screenshot(opened.page, 'portal-06-narrow');
    await toggle.click();
    expect(await opened.page.getByRole('navigation', { name: 'Products' }).isVisible()).toBe(true);
    await screenshot(opened.page, 'portal-07-narrow-menu');
    await opened.page.getByRole('link', { name: 'Rebooking performance' }).click();
    await opened.page.waitForURL(`${opened.stack.url}${route('RebookingSuccessInsights')}`);
    expect(await opened.page.getByRole('navigation', { name: 'Products' }).isVisible()).toBe(false);
    await opened.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('signs out to the login view', async () => {
    await opened.page.getByRole('button', { name: 'Sign out' }).click();
    await opened.page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(opened.errors).toEqual([]);
  });

  it('hides the tabs a user is not entitled to', async () => {
    const context = await opened.stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const other = await context.newPage();
    await other.goto(opened.stack.url);
    await signInAs(other, opened.stack.url, 'Jamie Lee');
    const nav = other.getByRole('navigation', { name: 'Products' });
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Agentsee' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Spend Breakdown' }).count()).toBe(1);
    await other.goto(`${opened.stack.url}${route('AgentseeAuditLog')}`);
    await other.waitForURL(`${opened.stack.url}${route('Savingsoverview')}`);
    await settledText(other, 'tripsight-savings-overview');
    await screenshot(other, 'portal-08-jamie-lee');
    await context.close();
  });
});
