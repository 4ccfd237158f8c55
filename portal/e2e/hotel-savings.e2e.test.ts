import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type ExcelJSModule from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { formatMoney } from '@tripsight/core/format';
import { hotelCompanySavingsView, type HotelCompanySavingsData } from '@tripsight/core/views';
import { shadowText } from '@tripsight/testing';
import { screenshot, startStack, type Stack } from './harness.js';
import { signInAs } from './sign-in.js';
import { pageSettled } from './settled.js';

// exceljs is a dependency of the service package; open the downloaded workbook with it.
const ExcelJS = createRequire(new URL('../../packages/server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSModule;

const route = (name: string) => tabRoute(findTab(name)!);
const PAGE = 'tripsight-hotel-savings-overview';
const MONEY = /[$€£]\s?\d[\d,.]*[kMBT]?/;

/** Loading placeholders left on the hotel page (through every shadow root), cards still loading their code included. */
async function skeletons(page: Page): Promise<number> {
  return page.evaluate((tag) => {
    const count = (node: ParentNode): number =>
      [...node.querySelectorAll('*')].reduce(
        (n, el) =>
          n +
          (el.matches('[part="skeleton"], [aria-busy="true"]') ? 1 : 0) +
          (el.shadowRoot ? count(el.shadowRoot) : 0),
        0,
      );
    const host = document.querySelector(tag);
    return host?.shadowRoot ? count(host.shadowRoot) : 1;
  }, PAGE);
}

/** Waits until the hotel page shows `expected` and no card is loading any more; returns its text. */
async function settled(page: Page, expected: RegExp = MONEY): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await shadowText(page, PAGE);
        return expected.test(text) && (await skeletons(page)) === 0;
      },
      { timeout: 30000 },
    )
    .toBe(true);
  return text;
}

/** True once the stay-location map and the month bars are drawn. */
async function chartsPainted(page: Page): Promise<number> {
  return page.evaluate((tag) => {
    const find = (node: ParentNode, out: Element[]): Element[] => {
      for (const el of node.querySelectorAll('*')) {
        if (el.matches('[part="chart"][data-painted]')) out.push(el);
        if (el.shadowRoot) find(el.shadowRoot, out);
      }
      return out;
    };
    const host = document.querySelector(tag);
    return host?.shadowRoot ? find(host.shadowRoot, []).length : 0;
  }, PAGE);
}

async function signedIn(
  browser: Browser,
  url: string,
  name: string,
  width = 1440,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(url);
  await signInAs(page, url, name);
  if (width !== 1440) await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

describe('hotel savings overview end to end', () => {
  let stack: Stack;
  const errors: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.close());

  it('shows a hotel travel manager the Hotelsaver savings overview with every card, chart and the map', async () => {
    const { context, page } = await signedIn(stack.browser, stack.url, 'Maya Okafor');
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stack.url}${route('HotelsaverSavingsoverview')}`);
    await page.getByRole('heading', { level: 1, name: 'Savings overview' }).waitFor();
    const text = await settled(page, /All-time results[\s\S]*Since go-live/);
    expect(text).toContain('Company savings');
    expect(text).toContain('Tracked spend');
    expect(text).toContain('Tracking ratio');
    expect(text).toContain('Savings breakdown by month');
    expect(text).toContain('Savings by hotel chain');
    expect(text).toContain('Savings by stay location');
    await expect.poll(() => chartsPainted(page), { timeout: 30000 }).toBeGreaterThanOrEqual(2);
    // The filter bar lists the hotel corporates (the Client filter reads corporate names).
    await page.locator('tripsight-filter-bar').waitFor();
    await screenshot(page, 'hotel-01-savings-overview-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await pageSettled(page);
    await screenshot(page, 'hotel-02-savings-overview-390');
    await context.close();
  });

  it("exports Hotel Savings Details whose realized total is the page's company savings", async () => {
    const { context, page } = await signedIn(stack.browser, stack.url, 'Maya Okafor');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === hotelCompanySavingsView.path),
      page.goto(`${stack.url}${route('HotelsaverSavingsoverview')}`),
    ]);
    const body = (await answer.json()) as { data: HotelCompanySavingsData; annotation: { currency: string } };
    const shown = formatMoney(body.data.acceptedSavings, body.annotation.currency);
    await settled(page, new RegExp(shown.replace(/[$.]/g, '\\$&')));
    await page.locator('tripsight-export-menu sl-button[part="button"]').click();
    const entries = await page.locator('tripsight-export-menu sl-menu-item').allTextContents();
    expect(entries.map((e) => e.trim())).toEqual([
      'Hotel Executive Summary',
      'Hotel Savings Details',
      'Hotel Tracked Reservations',
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('tripsight-export-menu sl-menu-item', { hasText: 'Hotel Savings Details' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /Hotel Savings Details - \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    const bytes = readFileSync(await download.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const facts = new Map<string, unknown>();
    workbook.getWorksheet('Report information')!.eachRow((row, n) => {
      if (n > 1) facts.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(formatMoney(Number(facts.get('Realized savings total')), body.annotation.currency)).toBe(shown);
    expect(facts.get('Rebooked reservations')).toBe(body.data.rebookings);
    expect(facts.get('Product')).toBe('hotel');
    await expect
      .poll(() => shadowText(page, 'tripsight-download-status'), { timeout: 10000 })
      .toContain('Download completed');
    await context.close();
  });

  it('shows the POC sample: total projected savings per quarter, month and day, the toolkit, no all-time banner', async () => {
    const { context, page } = await signedIn(stack.browser, stack.url, 'Maya Okafor');
    await page.goto(`${stack.url}${route('HotelsaverSavingsoverviewPOC')}`);
    const text = await settled(page, /Total projected savings[\s\S]*Per day/);
    await expect.poll(() => chartsPainted(page), { timeout: 30000 }).toBeGreaterThanOrEqual(2);
    expect(text).toContain('POC');
    expect(text).toMatch(/Up to[\s\S]*saving on total spend/);
    expect(text).not.toContain('All-time results');
    await screenshot(page, 'hotel-03-savings-overview-poc');
    await context.close();
  });

  it('shows the HPA user of the second TMC the HPA cards and the rate optimizer tabs', async () => {
    const { context, page } = await signedIn(stack.browser, stack.url, 'Lucas Weber');
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stack.url}${route('HotelInsights')}`);
    const text = await settled(page, /Average days before check-in/);
    await expect.poll(() => chartsPainted(page), { timeout: 30000 }).toBeGreaterThanOrEqual(2);
    for (const title of [
      'Average reservation savings',
      'Average nightly savings',
      'Reservation with savings ratio',
      'Savings per reservation ratio',
      'Average tracked spend',
      'Average nights',
    ])
      expect(text).toContain(title);
    await screenshot(page, 'hotel-04-hotel-insights-hpa-1440');
    for (const tab of [
      'HotelRateOptimizer',
      'HotelRateOptimizerPMOnly',
      'HotelsaverHotelRateOptimizerPMOnly',
    ]) {
      await page.goto(`${stack.url}${route(tab)}`);
      await page.getByRole('heading', { level: 1, name: findTab(tab)!.tabTitle }).waitFor();
      await settled(page, /Company savings[\s\S]*Savings by stay location/);
      await expect.poll(() => chartsPainted(page), { timeout: 30000 }).toBeGreaterThanOrEqual(2);
      await screenshot(page, `hotel-05-${tab}`);
    }
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${stack.url}${route('HotelInsights')}`);
    await settled(page, /Average days before check-in/);
    await screenshot(page, 'hotel-06-hotel-insights-hpa-390');
    await context.close();
    expect(errors).toEqual([]);
  });
});
