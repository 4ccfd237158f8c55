import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { NOT_UNDERSTOOD_MESSAGE } from '@tripsight/core/question';
import { reportDefinition } from '@tripsight/core/reports';
import { screenshot, startStack, waitForText, type Stack } from './harness.js';
import { REPORT_SHOWN, reportFrame, visualsSettled } from './report-tabs.js';
import { signInAs } from './sign-in.js';

/**
 * The portal end to end with its analytics on ClickHouse's engine in-process (ANALYTICS_ENGINE=chdb):
 * the dataset is loaded into chDB at start, and a dashboard, a hotel supplier insights page, an
 * embedded report and the question screen draw their figures from it.
 */
describe('the portal on ClickHouse (chDB)', () => {
  let stack: Stack;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ analytics: { engine: 'chdb', path: null } });
    page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stack.url);
    await signInAs(page, stack.url, 'Alex Morgan');
  }, 300_000);
  afterAll(async () => stack?.close());

  const open = (tabName: string) => page.goto(`${stack.url}${tabRoute(findTab(tabName)!)}`);
  const money = /[$€£]\s?\d/;

  it('draws the savings overview from chDB', async () => {
    await open('Savingsoverview');
    await waitForText(page, 'tripsight-accepted-savings', (t) => money.test(t), 'the accepted savings');
    await screenshot(page, 'engine-chdb-savings-overview');
  });

  it('draws the negotiated rate availability from chDB', async () => {
    await open('NegotiatedRateAvailability');
    const text = await waitForText(
      page,
      'tripsight-availability-summary',
      (t) => /\d+(\.\d)?%/.test(t) && money.test(t),
      'the availability summary',
    );
    expect(text).toContain('nights');
    await page.locator('tripsight-missed-savings-cards [part="missed-card"]').first().waitFor();
  });

  it('draws every visual of a Hotels Analytics report from chDB', async () => {
    await open('HotelsAnalyticsOverview');
    await page.locator(REPORT_SHOWN).waitFor({ timeout: 45_000 });
    const definition = reportDefinition('HotelsAnalyticsOverview')!;
    const settled = await visualsSettled(reportFrame(page, definition.reportName));
    expect(settled).toEqual({ drawn: definition.pages[0]!.visuals.length, errors: 0 });
  });

  it('answers a question from chDB', async () => {
    await open('TravelSpendAIDemo');
    const box = page.locator('tripsight-ask-a-question input[type="text"]');
    await box.waitFor();
    await box.fill('top 5 carriers by spend last year');
    await box.press('Enter');
    const text = await waitForText(
      page,
      'tripsight-ask-a-question',
      (t) => t.includes('Answer') && t.includes('Airlines') && !t.includes('Loading'),
      'the answer',
    );
    expect(text).not.toContain(NOT_UNDERSTOOD_MESSAGE);
    expect(errors).toEqual([]);
  });
});
