import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type ExcelJSModule from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { screenshot, startStack, type Stack } from './harness.js';
import { shadowText } from '@tripsight/testing';
import { signInAs } from './sign-in.js';
import { pageSettled } from './settled.js';

// exceljs is a dependency of the service package; open the downloaded workbook with it.
const ExcelJS = createRequire(new URL('../../packages/server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSModule;

interface Overview {
  acceptedSavings: number;
  rebookedPNRs: number;
  trackedSpend: number;
}

const isDataCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return path.startsWith('/api/views/') || path === '/api/dynamicCurrencies';
};

describe('global controls end to end', () => {
  let stack: Stack;
  let page: Page;
  let calls: { path: string; url: string; at: number }[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    const context = await stack.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (isDataCall(request))
        calls.push({ path: new URL(request.url()).pathname, url: request.url(), at: Date.now() });
    });
    await page.goto(stack.url);
    await signInAs(page, stack.url, 'Alex Morgan');
    await page.goto(`${stack.url}${tabRoute(findTab('Savingsoverview')!)}`);
    await page
      .locator('tripsight-filter-bar sl-dropdown[data-group="gds"] sl-menu-item')
      .nth(1)
      .waitFor({ state: 'attached' });
  });
  afterAll(async () => stack?.close());

  it('refetches every element of the page exactly once after the 2000 ms filter debounce', async () => {
    // Let the first load settle, then watch only what the filter change causes.
    await expect
      .poll(async () => (await shadowText(page, 'tripsight-accepted-savings')).length > 0, { timeout: 30000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const initialPaths = new Set(calls.filter((c) => c.path.startsWith('/api/views/')).map((c) => c.path));
    expect(initialPaths.size).toBeGreaterThan(3);
    calls = [];

    const gds = page.locator('tripsight-filter-bar sl-dropdown[data-group="gds"]');
    await gds.locator('sl-button[slot="trigger"]').click();
    const changedAt = Date.now();
    await gds.locator('sl-menu-item').nth(1).click();
    await gds.locator('sl-button[slot="trigger"]').click(); // close: changes apply only with no dropdown open
    // Nothing is asked before the debounce has passed.
    await expect.poll(() => calls.length, { timeout: 10000 }).toBeGreaterThan(0);
    expect(calls[0]!.at - changedAt).toBeGreaterThanOrEqual(2000);
    // Then every element asks again, and the page draws what it was answered.
    await expect
      .poll(() => [...initialPaths].every((path) => calls.some((c) => c.path === path)), { timeout: 30000 })
      .toBe(true);
    await pageSettled(page);

    const perUrl = new Map<string, number>();
    for (const call of calls) perUrl.set(call.url, (perUrl.get(call.url) ?? 0) + 1);
    expect([...perUrl.values()].every((n) => n === 1)).toBe(true);
    const refetched = new Set(calls.map((c) => c.path));
    for (const path of initialPaths) expect(refetched.has(path), path).toBe(true);
    expect(calls.every((c) => new URL(c.url).searchParams.getAll('gds').length === 1)).toBe(true);
    await screenshot(page, 'controls-01-filtered');
  });

  it('exports the executive summary whose totals match the page', async () => {
    const [overviewResponse] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/faresaver/savingsOverview')),
      page.reload(),
    ]);
    const shown = ((await overviewResponse.json()) as { data: Overview }).data;
    await page.locator('tripsight-export-menu sl-button[part="button"]').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('tripsight-export-menu sl-menu-item', { hasText: 'Executive Summary' }).click(),
    ]);
    const file = await download.path();
    expect(download.suggestedFilename()).toMatch(
      /^Tripsight Executive Summary - \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    const bytes = readFileSync(file);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const values = new Map<string, unknown>();
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) values.set(String(row.getCell(2).value), row.getCell(3).value);
    });
    expect(values.get('acceptedSavings')).toBe(shown.acceptedSavings);
    expect(values.get('rebookedPNRs')).toBe(shown.rebookedPNRs);
    expect(values.get('trackedSpend')).toBe(shown.trackedSpend);
    expect(workbook.getWorksheet('Report information')).toBeDefined();
    await expect
      .poll(() => shadowText(page, 'tripsight-download-status'), { timeout: 10000 })
      .toContain('Download completed');
    await screenshot(page, 'controls-02-exported');
    expect(errors).toEqual([]);
  });

  it("exports what the page shows with Net + GBP: the Net figure, in pounds, for the page's dates and filters", async () => {
    await page.reload();
    await expect
      .poll(async () => /[£$€]\d/.test(await shadowText(page, 'tripsight-accepted-savings')), {
        timeout: 30000,
      })
      .toBe(true);
    const gds = page.locator('tripsight-filter-bar sl-dropdown[data-group="gds"]');
    await gds.locator('sl-button[slot="trigger"]').click();
    await gds.locator('sl-menu-item').nth(1).click();
    // The filter applies after its debounce (spec §4: 2000 ms): wait for the filtered call.
    const filtered = page.waitForRequest(
      (request) => isDataCall(request) && new URL(request.url()).searchParams.has('gds'),
      { timeout: 15000 },
    );
    await gds.locator('sl-button[slot="trigger"]').click();
    await filtered;
    const currency = page.locator('tripsight-currency-select sl-select');
    await currency.click();
    await page.locator('tripsight-currency-select sl-option[value="GBP"]').click();
    await page.locator('tripsight-fee-toggle sl-radio-button', { hasText: 'Net Savings' }).click();
    let shown = '';
    await expect
      .poll(
        async () => {
          const text = await shadowText(page, 'tripsight-accepted-savings');
          shown = /£[\d,]+\.\d\d/.exec(text)?.[0] ?? '';
          return shown !== '' && !/Loading/.test(text);
        },
        { timeout: 30000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    shown = /£[\d,]+\.\d\d/.exec(await shadowText(page, 'tripsight-accepted-savings'))![0];
    const shownRange = (await page
      .locator('.control-bar tripsight-date-range [part="value"]')
      .textContent())!;

    await page.locator('tripsight-export-menu sl-button[part="button"]').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('tripsight-export-menu sl-menu-item', { hasText: 'Executive Summary' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    const bytes = readFileSync(await download.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const values = new Map<string, unknown>();
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) values.set(String(row.getCell(2).value), row.getCell(3).value);
    });
    const facts = new Map<string, unknown>();
    workbook.getWorksheet('Report information')!.eachRow((row, n) => {
      if (n > 1) facts.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    const exported = Number(values.get('acceptedSavings'));
    expect(
      `£${exported.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    ).toBe(shown);
    expect(facts.get('Savings')).toBe('Net Savings');
    expect(facts.get('Currency')).toBe('GBP');
    expect(String(facts.get('Filter: GDS'))).not.toBe('All');
    const [from, to] = shownRange.split(' – ').map((d) => {
      const [m, day, y] = d.trim().split('/');
      return `${y}-${m}-${day}`;
    });
    expect(facts.get('Date range')).toBe(`${from} to ${to}`);
    await screenshot(page, 'controls-03-net-gbp-exported');
    expect(errors).toEqual([]);
  });

  it('shows no Export menu on a tab without reports', async () => {
    await page.goto(`${stack.url}${tabRoute(findTab('AdvancedPurchase')!)}`);
    await page.locator('.control-bar tripsight-filter-bar').waitFor();
    expect(await page.locator('tripsight-export-menu').count()).toBe(0);
    await page.goto(`${stack.url}${tabRoute(findTab('Savingsoverview')!)}`);
    await page.locator('tripsight-export-menu sl-button[part="button"]').waitFor();
  });
});
