import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '@tripsight/core/format';
import { DEMO_SAVINGS_METRICS } from '@tripsight/core/savings';
import { shadowText } from '@tripsight/testing';
import { screenshot, startStack, type Stack } from './harness.js';
import { signInAs } from './sign-in.js';
import { pageSettled } from './settled.js';

const JULY_2019 = '07/01/2019 – 07/31/2019';

/** A day `offset` days from today, as YYYY-MM-DD (API) or MM/DD/YYYY (shown), in the tests' time zone. */
function day(offset: number, shownForm = true): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const [y, m, d] = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) =>
    String(n).padStart(2, '0'),
  );
  return shownForm ? `${m}/${d}/${y}` : `${y}-${m}-${d}`;
}

/** The deepest focused element, through open shadow roots: its tag, text and data-preset. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const host = (active.getRootNode() as ShadowRoot).host;
    return `${active.localName}${active.getAttribute('data-preset') ? `[${active.getAttribute('data-preset')}]` : ''} in ${host?.localName ?? 'document'}`;
  });
}

async function signedIn(browser: Browser, url: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await signInAs(page, url, name);
  return page;
}

describe('dates end to end', () => {
  let stack: Stack;
  let page: Page;
  const range = () => page.locator('.control-bar tripsight-date-range');
  const shown = () => range().locator('[part="value"]').textContent();

  beforeAll(async () => {
    stack = await startStack();
    page = await signedIn(stack.browser, stack.url, 'Alex Morgan');
    await page.locator('tripsight-accepted-savings').waitFor();
  });
  afterAll(async () => stack?.close());

  it("keeps air's range while a hotel tab is opened, and the hotel tab its own", async () => {
    await range().locator('sl-button[aria-label="Date range"]').click();
    await range().getByRole('menuitem', { name: 'Last 14 days' }).click();
    const last14 = `${day(-14)} – ${day(-1)}`;
    await expect.poll(shown).toBe(last14);
    await page.getByRole('button', { name: 'Hotelsaver' }).click();
    await page.locator('a[href="/Hotelsaver/HotelsaverSavingsoverview"]').click();
    await page.waitForURL(`${stack.url}/Hotelsaver/HotelsaverSavingsoverview`);
    await expect.poll(shown).not.toBe(last14);
    const hotel = await shown();
    await page.locator('a[href="/Faresaver/Savingsoverview"]').click();
    await page.waitForURL(`${stack.url}/Faresaver/Savingsoverview`);
    await expect.poll(shown).toBe(last14);
    await page.locator('a[href="/Hotelsaver/HotelsaverSavingsoverview"]').click();
    await expect.poll(shown).toBe(hotel);
    await page.locator('a[href="/Faresaver/Savingsoverview"]').click();
    await expect.poll(shown).toBe(last14);
  });

  it('refuses a typed end date after yesterday at Apply, with a message, and sends nothing', async () => {
    const before = await shown();
    const tomorrow = day(1, false);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`endDate=${tomorrow}`)) asked.push(request.url());
    });
    await range().locator('sl-button[aria-label="Date range"]').click();
    await range().locator('input[name="endDate"]').fill(tomorrow);
    await range().locator('sl-button[data-action="apply"]').click();
    const problem = range().getByRole('alert');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('out of range');
    await screenshot(page, 'dates-01-future-end-refused');
    // Everything the refusal could have set off has run and drawn: nothing was asked.
    await pageSettled(page);
    expect(asked).toEqual([]);
    expect(await shown()).toBe(before);
    await page.keyboard.press('Escape');
    // Let the panel finish closing (Shoelace animates it) before the next test opens it again.
    await expect.poll(() => problem.isVisible()).toBe(false);
    await page.waitForFunction(() => {
      const picker = document.querySelector('.control-bar tripsight-date-range')?.shadowRoot;
      const popup = picker?.querySelector('sl-dropdown')?.shadowRoot?.querySelector('sl-popup');
      return popup !== null && popup !== undefined && !popup.hasAttribute('active');
    });
  });

  it('opens the time frames with ArrowDown, moves with the arrows and gives focus back to the trigger', async () => {
    await range().locator('sl-button[aria-label="Date range"] button').focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toBe('button[yesterday] in tripsight-date-range');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toBe('button[thisWeek] in tripsight-date-range');
    await page.keyboard.press('End');
    await expect
      .poll(() => focused(page), { timeout: 5000 })
      .toBe('button[last90Days] in tripsight-date-range');
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe(`${day(-90)} – ${day(-1)}`);
    await expect
      .poll(() => focused(page))
      .toMatch(/^button in sl-button$|^sl-button in tripsight-date-range$/);
  });

  it('shows a demo tab the July 2019 window its figures are for, in the currency chosen', async () => {
    const faresaver = page.getByRole('button', { name: 'Faresaver' });
    if ((await faresaver.getAttribute('aria-expanded')) !== 'true') await faresaver.click();
    await page.locator('a[href="/Faresaver/SavingsoverviewDEMO"]').click();
    await page.waitForURL(`${stack.url}/Faresaver/SavingsoverviewDEMO`);
    await expect.poll(shown).toBe(JULY_2019);
    await page.locator('tripsight-currency-select sl-select').click();
    await page.locator('tripsight-currency-select sl-option', { hasText: 'GBP' }).click();
    const pounds = formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings * 0.79, 'GBP');
    await expect
      .poll(() => shadowText(page, 'tripsight-accepted-savings'), { timeout: 15000 })
      .toContain(pounds);
    await screenshot(page, 'dates-02-demo-tab-gbp');
  });

  it('mocks every window of the demo company to July 2019 in the portal, and shows the figures of that window', async () => {
    const dana = await signedIn(stack.browser, stack.url, 'Dana Demo');
    const views: string[] = [];
    dana.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/views/air/faresaver')) views.push(request.url());
    });
    await dana.reload();
    const danaRange = dana.locator('.control-bar tripsight-date-range');
    await expect.poll(() => danaRange.locator('[part="value"]').textContent()).toBe(JULY_2019);
    expect(await danaRange.locator('input[name="startDate"]').getAttribute('min')).toBe('2019-04-01');
    await expect
      .poll(() => shadowText(dana, 'tripsight-accepted-savings'), { timeout: 15000 })
      .toMatch(/[€$£][\d,]+\.\d\d/);
    await screenshot(dana, 'dates-03-demo-company');
    expect(views).toEqual([]);
    await dana.locator('a[href="/Faresaver/RebookingSuccessInsights"]').click();
    await expect.poll(() => danaRange.locator('[part="value"]').textContent()).toBe(JULY_2019);
    await dana.context().close();
  });

  it("opens a mailed link's tab on the link's dates, client and currency, through sign-in", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const linked = await context.newPage();
    const views: string[] = [];
    linked.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/views/air/faresaver/savingsOverview') views.push(url.search);
    });
    const link =
      '/Faresaver/Savingsoverview?startDate=2026-10-01&endDate=2026-10-31&corporate=Initech&currency=GBP';
    await linked.goto(`${stack.url}${link}`);
    await signInAs(linked, stack.url, 'Alex Morgan');
    const linkedRange = linked.locator('.control-bar tripsight-date-range');
    await expect
      .poll(() => linkedRange.locator('[part="value"]').textContent())
      .toBe('10/01/2026 – 10/31/2026');
    await expect
      .poll(() => views.find((search) => search.includes('corporate=Initech')) ?? '')
      .toMatch(/startDate=2026-10-01.*endDate=2026-10-31|endDate=2026-10-31.*startDate=2026-10-01/);
    await expect
      .poll(() => shadowText(linked, 'tripsight-accepted-savings'), { timeout: 15000 })
      .toMatch(/£[\d,]+\.\d\d/);
    // The address bar stops repeating the link's state once it is applied.
    expect(new URL(linked.url()).pathname).toBe('/Faresaver/Savingsoverview');
    expect(new URL(linked.url()).search).toBe('');
    await context.close();
  });
});
