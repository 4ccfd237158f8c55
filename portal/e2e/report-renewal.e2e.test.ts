import { findTab, tabRoute } from '@tripsight/core/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';
import { callReport, REPORT_SHOWN, reportFrame, visualsSettled } from './report-tabs.js';
import { signInAs } from './sign-in.js';

/** Embed tokens live this long here, so the element renews within the test. */
const TOKEN_SECONDS = 12;

describe('<tripsight-report> renews a short-lived embed token', () => {
  let stack: Stack;
  let page: Page;
  const issued: number[] = [];
  const tokens: string[] = [];
  const visualStatuses: number[] = [];

  beforeAll(async () => {
    stack = await startStack({ embedTokens: { secret: null, ttlSeconds: TOKEN_SECONDS } });
    page = await (await stack.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    page.on('response', (response) => {
      if (response.url().includes('/api/getEmbedToken')) {
        issued.push(Date.now());
        void response.json().then((body: { accessToken: string }) => tokens.push(body.accessToken));
      }
      if (response.url().includes('/api/reports-host/visual')) visualStatuses.push(response.status());
    });
    await page.goto(`${stack.url}${tabRoute(findTab('SavingsPerformance')!)}`);
    await signInAs(page, stack.url, 'Alex Morgan');
  });
  afterAll(async () => stack?.close());

  it('keeps its filters and page, and draws with the new token after the first has expired', async () => {
    await page.locator(REPORT_SHOWN).waitFor({ timeout: 45_000 });
    const frame = reportFrame(page, 'SavingsPerformance');
    await visualsSettled(frame);
    await callReport(page, 'setPage', 'RebookingRatio');
    await frame.locator('[data-page="RebookingRatio"]').waitFor();
    const filters = await callReport(page, 'getFilters');
    expect(filters).not.toEqual([]);
    const first = issued[0]!;
    // The element renews before the token expires, then the first token expires.
    await expect.poll(() => issued.length, { timeout: TOKEN_SECONDS * 1000 }).toBeGreaterThanOrEqual(2);
    expect(issued[1]! - first).toBeLessThan(TOKEN_SECONDS * 1000);
    // Until the service refuses the first token: it has expired.
    const visualWith = (token: string) =>
      fetch(`${stack.url}/api/reports-host/visual`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ visualId: 'rebooking-ratio-trend', filters: [] }),
      }).then((response) => response.status);
    await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => visualWith(tokens[0]!), { timeout: TOKEN_SECONDS * 1000 + 10_000, interval: 1000 })
      .toBe(401);
    const before = visualStatuses.length;
    await callReport(page, 'refresh');
    await expect.poll(() => visualStatuses.length - before, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(visualStatuses.slice(before).every((status) => status === 200)).toBe(true);
    expect(await visualsSettled(frame)).toEqual({ drawn: 2, errors: 0 });
    expect(await frame.locator('[data-page]').getAttribute('data-page')).toBe('RebookingRatio');
    expect(await callReport(page, 'getFilters')).toEqual(filters);
  });
});
