import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOTEL_SUPPLIER_INSIGHTS_TABS, tabRoute } from '@tripsight/core/catalogue';
import { DOWNLOAD_TEXTS } from '@tripsight/core/export';
import {
  INSIGHTS_CARDS,
  UTILIZATION_PLACEHOLDER_TITLE,
  type InsightsCard,
} from '@tripsight/core/hotel-insights/display';
import { shadowText } from '@tripsight/testing';
import { screenshot, sharedStackPage, waitForText } from './harness.js';

/** The group's tabs drawn by an element (the Hotels Analytics reports are embedded reports). */
const ELEMENT_TABS = HOTEL_SUPPLIER_INSIGHTS_TABS.flatMap((tab) =>
  tab.content.kind === 'element' ? [{ tab, tag: tab.content.tag, mode: tab.content.mode ?? 'normal' }] : [],
);

/** The cards each page shows (the utilization page shows its placeholder only). */
const CARDS: Record<string, readonly InsightsCard[]> = {
  'tripsight-hotel-program-performance': [
    'programSavings',
    'averageDiscount',
    'programSpend',
    'negotiatedSplit',
    'coverageGauge',
    'availabilityGauge',
    'utilizationGauge',
  ],
  'tripsight-negotiated-rate-coverage': [
    'coverageSummary',
    'coverageByRateType',
    'coverageTop',
    'coverageOverTime',
    'coverageDetails',
  ],
  'tripsight-negotiated-rate-availability': [
    'availabilitySummary',
    'availabilityCoveredSpend',
    'missedSavings',
    'availabilityOverTime',
    'availabilityDetails',
  ],
  'tripsight-negotiated-rate-utilization': [],
  'tripsight-discount-level-benchmarking': [
    'discountSummary',
    'discountUtilized',
    'discountOverTime',
    'discountByRateType',
    'discountDetails',
  ],
};

/** Loading placeholders left anywhere under `tag`, through every shadow root. */
function loading(page: Page, tag: string): Promise<number> {
  return page.evaluate((selector) => {
    const count = (node: ParentNode): number =>
      [...node.querySelectorAll('*')].reduce(
        (n, el) =>
          n +
          (el.matches('[part~="skeleton"], [aria-busy="true"]') ? 1 : 0) +
          (el.shadowRoot ? count(el.shadowRoot) : 0),
        0,
      );
    const host = document.querySelector(selector);
    return host?.shadowRoot ? count(host.shadowRoot) : 1;
  }, tag);
}

describe('hotel supplier insights in the portal', () => {
  const opened = sharedStackPage('Alex Morgan');

  for (const { tab, tag, mode } of ELEMENT_TABS)
    for (const width of [1440, 390])
      it(`opens ${tab.tabName} (${mode}) at ${width} px with every card and its figures`, async () => {
        const { page, stack } = opened;
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
        await page.goto(`${stack.url}${tabRoute(tab)}`);
        const element = page.locator(tag);
        expect(await element.getAttribute('mode')).toBe(mode);
        const titles = (CARDS[tag] ?? []).map((card) => INSIGHTS_CARDS[card].title);
        const text = await waitForText(
          page,
          tag,
          (t) =>
            !t.includes('not available yet') &&
            titles.every((title) => t.includes(title)) &&
            (titles.length === 0 ? t.includes(UTILIZATION_PLACEHOLDER_TITLE) : /n = [\d,]+ nights?/.test(t)),
          `${tab.tabName} with its cards`,
        );
        await expect.poll(() => loading(page, tag), { timeout: 45000 }).toBe(0);
        const settled = await shadowText(page, tag);
        expect(settled, `${tab.tabName} shows an error`).not.toContain('An error has occurred');
        expect(text).toContain(tab.tabTitle.replace(' (POC)', ''));
        // Nothing makes the page scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `hotel-insights-${tab.tabName}-${width}`);
        await page.setViewportSize({ width: 1440, height: 900 });
      });

  it('follows a gauge link to its module in place and raises tripsight-navigate', async () => {
    const { page, stack } = opened;
    const from = HOTEL_SUPPLIER_INSIGHTS_TABS.find((t) => t.tabName === 'HotelProgramPerformancePOC')!;
    const to = HOTEL_SUPPLIER_INSIGHTS_TABS.find((t) => t.tabName === 'NegotiatedRateCoveragePOC')!;
    await page.goto(`${stack.url}${tabRoute(from)}`);
    await waitForText(
      page,
      'tripsight-hotel-program-performance',
      (t) => t.includes('Go to Coverage'),
      'the links',
    );
    await page.evaluate(() => {
      (window as unknown as { navigations: unknown[] }).navigations = [];
      document.addEventListener('tripsight-navigate', (event) =>
        (window as unknown as { navigations: unknown[] }).navigations.push((event as CustomEvent).detail),
      );
      // A page load would lose this mark: the link must route in place.
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('tripsight-hotel-coverage-gauge [part="module-link"]').click();
    await page.waitForURL(`${stack.url}${tabRoute(to)}`);
    await page.locator('tripsight-negotiated-rate-coverage').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const seen = await page.evaluate(() => (window as unknown as { navigations: unknown[] }).navigations);
    expect(seen).toContainEqual({ from: 'HotelProgramPerformancePOC', to: 'NegotiatedRateCoveragePOC' });
  });

  it('e-mails a missed-savings card and shows the message status in the download banner', async () => {
    const { page, stack } = opened;
    const availability = HOTEL_SUPPLIER_INSIGHTS_TABS.find(
      (t) => t.tabName === 'NegotiatedRateAvailability',
    )!;
    await page.goto(`${stack.url}${tabRoute(availability)}`);
    const card = page.locator('tripsight-missed-savings-cards [part="missed-card"]').first();
    await card.waitFor({ timeout: 45000 });
    // The top six hotels first, all of them on request.
    const cards = page.locator('tripsight-missed-savings-cards [part="missed-card"]');
    expect(await cards.count()).toBe(6);
    await page.locator('tripsight-missed-savings-cards [part="show-all"]').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    expect(await card.locator('[part="reason"]').textContent()).toMatch(
      /^(Rate not loaded|Last-room availability not honoured|Paid above contract)$/,
    );
    // One control to act with: the Export menu button, its items Download and Email report.
    expect(await card.locator('[part="card-export"] sl-radio-button').count()).toBe(0);
    await card.locator('[part="export-button"]').click();
    await card.locator('[part="export-menu"] [role="menuitem"]', { hasText: 'Email report' }).click();
    await expect
      .poll(() => shadowText(page, 'tripsight-download-status'), { timeout: 15000 })
      .toContain(DOWNLOAD_TEXTS.sentEmailWithContent);
  });
});
