import { describe, expect, it } from 'vitest';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { sharedStackPage, screenshot, waitForText } from './harness.js';

const route = (name: string) => tabRoute(findTab(name)!);
const MONEY = /[$€£]\s?\d[\d,.]*/;
const pageWidth = (opened: ReturnType<typeof sharedStackPage>) =>
  opened.page.evaluate(() => document.documentElement.scrollWidth);

describe('rebooking analysis and spend breakdown in the portal (the travel manager)', () => {
  const opened = sharedStackPage('Alex Morgan');

  it('shows the rebooking funnel and replays a lower minimum saving from the keyboard', async () => {
    await opened.page.setViewportSize({ width: 1440, height: 900 });
    await opened.page.goto(`${opened.stack.url}${route('DSSCFareSaverDashboard')}`);
    const text = await waitForText(
      opened.page,
      'tripsight-fare-saver-dashboard',
      (t) =>
        /PNRs rebooked/.test(t) &&
        /Median time to accept/.test(t) &&
        /The current minimum saving is/.test(t) &&
        /Declined and expired deals by feedback/.test(t) &&
        MONEY.test(t) &&
        !/Loading|An error has occurred/.test(t),
      'the rebooking analysis',
    );
    for (const title of [
      'Deals found',
      'Deals sent',
      'Deals accepted',
      'Savings lost',
      'Threshold simulator',
    ]) {
      expect(text, title).toContain(title);
    }
    // The page has the Gross/Net toggle of the control bar.
    await opened.page.locator('tripsight-fee-toggle').waitFor({ state: 'attached' });
    await screenshot(opened.page, 'faresaver-analysis-rebooking-1440');

    const slider = opened.page.getByRole('slider', { name: 'Minimum saving' });
    await slider.focus();
    for (let i = 0; i < 30; i += 1) await opened.page.keyboard.press('ArrowLeft');
    const simulated = await waitForText(
      opened.page,
      'tripsight-fare-saver-dashboard',
      (t) => /With a minimum saving of \S+0 \(instead of the current \S+300\)/.test(t),
      'the simulation at 0',
    );
    expect(simulated).toMatch(/\d+ more PNRs? would have been rebooked for \S+ more net savings/);
    expect(simulated).toContain('Change per client');
    await screenshot(opened.page, 'faresaver-analysis-simulator-0-1440');

    await opened.page.setViewportSize({ width: 390, height: 844 });
    await waitForText(
      opened.page,
      'tripsight-fare-saver-dashboard',
      (t) => /PNRs rebooked/.test(t),
      'at 390 px',
    );
    expect(await pageWidth(opened)).toBeLessThanOrEqual(391);
    await screenshot(opened.page, 'faresaver-analysis-rebooking-390');
  });

  it('shows the spend breakdown as a built-in page: the price curve and the booking timing rows', async () => {
    await opened.page.setViewportSize({ width: 1440, height: 900 });
    await opened.page.goto(`${opened.stack.url}${route('SavingsBreakdown')}`);
    const text = await waitForText(
      opened.page,
      'tripsight-booking-to-departure',
      (t) =>
        /booked within a week/.test(t) &&
        /Booking-to-departure analysis/.test(t) &&
        /0–2 days/.test(t) &&
        MONEY.test(t) &&
        !/Loading|An error has occurred/.test(t),
      'the spend breakdown',
    );
    expect(text).toContain('Average ticket price by days before departure');
    expect(await opened.page.locator('tripsight-report').count()).toBe(0);
    await opened.page.getByRole('radio', { name: 'Business' }).click();
    await waitForText(
      opened.page,
      'tripsight-booking-to-departure',
      (t) => /Average ticket price of Business/.test(t),
      'the business cabin',
    );
    await screenshot(opened.page, 'faresaver-analysis-spend-breakdown-1440');

    await opened.page.setViewportSize({ width: 390, height: 844 });
    await waitForText(opened.page, 'tripsight-booking-to-departure', (t) => /Route/.test(t), 'at 390 px');
    expect(await pageWidth(opened)).toBeLessThanOrEqual(391);
    await screenshot(opened.page, 'faresaver-analysis-spend-breakdown-390');
    expect(opened.errors).toEqual([]);
  });
});
