import { findTab, tabRoute } from '@tripsight/core/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStack, type Stack } from '../e2e/harness.js';
import { callReport, REPORT_SHOWN, reportFrame, visualsSettled } from '../e2e/report-tabs.js';
import { signInAs } from '../e2e/sign-in.js';

const RUNS = 6;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (values: readonly number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`;

/** A currency filter of the report (the one rule's shape, as the element sends it). */
const currency = (code: string) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Currency', column: 'Currency' },
  operator: 'In',
  values: [code],
  filterType: 1,
});

describe('embedded reports: first report drawn from a tab click, and re-filtering', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    page = await (await stack.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${stack.url}${tabRoute(findTab('SavingsGroupOptimization')!)}`);
    await signInAs(page, stack.url, 'Alex Morgan');
  });
  afterAll(async () => stack?.close());

  /** Clicks the sidebar link of `title` and waits until its report's first page has every figure drawn. */
  const open = async (title: string, reportId: string) => {
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await page.locator(REPORT_SHOWN).waitFor({ timeout: 60_000 });
    await visualsSettled(reportFrame(page, reportId));
    return Date.now() - started;
  };

  it('prints the figures', async () => {
    const drawn: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      drawn.push(
        i % 2 === 0
          ? await open('Savings performance', 'SavingsPerformance')
          : await open('Savings performance (BCD)', 'SavingsPerformanceBCD'),
      );
    }
    const refilter: number[] = [];
    const frame = reportFrame(page, 'SavingsPerformance');
    for (let i = 0; i < RUNS; i++) {
      const [code, symbol] = i % 2 === 0 ? ['GBP', '£'] : ['USD', '$'];
      const started = Date.now();
      await callReport(page, 'updateFilters', 1, [currency(code)]);
      await frame
        .locator('[data-visual="savings-total"][data-state="drawn"] [part="value"]', { hasText: symbol })
        .waitFor({ timeout: 30_000 });
      await visualsSettled(frame);
      refilter.push(Date.now() - started);
    }
    console.log(
      `report: first report drawn from tab click (powerbi-client cold on the first): first ${drawn[0]} ms, ${summary(drawn)}`,
    );
    console.log(`report: re-filter (updateFilters ReplaceAll to every figure redrawn): ${summary(refilter)}`);
  });
});
