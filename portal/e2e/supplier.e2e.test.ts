import { describe, expect, it } from 'vitest';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { sharedStackPage, screenshot, waitForText } from './harness.js';

const route = (name: string) => tabRoute(findTab(name)!);

describe('supplier insights in the portal', () => {
  const opened = sharedStackPage('Alex Morgan');

  for (const [tab, mode] of [
    ['NegotiatedFaresAdoption', 'normal'],
    ['NegotiatedFaresAdoptionPOC', 'poc'],
    ['NegotiatedFaresAdoptionDEMO', 'demo'],
  ] as const) {
    it(`shows the negotiated fares adoption page in ${mode} mode`, async () => {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      const element = opened.page.locator('tripsight-negotiated-fares-adoption');
      expect(await element.getAttribute('mode')).toBe(mode);
      const text = await waitForText(
        opened.page,
        'tripsight-negotiated-fares-adoption',
        (t) =>
          t.includes('Negotiated Fare Adoption') &&
          /\d+\.\d\d%/.test(t) &&
          !t.includes('An error has occurred') &&
          t.includes('Most lost:') &&
          (mode !== 'poc' || t.includes('Was it rebooked?')),
        `the ${tab} figures`,
      );
      expect(text).toContain('How often was the negotiated fare the lowest available?');
      expect(text).toContain('Top carriers');
      expect(text).toContain('Top routes');
      expect(text.includes('Negotiated fare alert')).toBe(mode === 'poc');
      // The negotiated fare's funnel per carrier, and per route from its toggle.
      expect(text).toContain('Negotiated fare funnel');
      expect(text).toMatch(/a supplier problem|a traveller or agent problem/);
      await opened.page
        .locator('tripsight-negotiated-fare-funnel sl-radio-button', { hasText: 'Route' })
        .click();
      await waitForText(
        opened.page,
        'tripsight-negotiated-fare-funnel',
        (t) => /Route/.test(t) && /[A-Z]{3}-[A-Z]{3}/.test(t) && t.includes('Most lost:'),
        `the ${tab} funnel by route`,
      );
      await screenshot(opened.page, `supplier-${tab}-1440`);
    });
  }

  for (const [tab, mode] of [
    ['CarrierAvailability', 'normal'],
    ['CarrierAvailabilityPOC', 'poc'],
    ['CarrierAvailabilityDEMO', 'demo'],
  ] as const) {
    it(`shows the carrier availability page in ${mode} mode`, async () => {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      const element = opened.page.locator('tripsight-carrier-availability');
      expect(await element.getAttribute('mode')).toBe(mode);
      const text = await waitForText(
        opened.page,
        'tripsight-carrier-availability',
        (t) => t.includes('Record locator') && /Available and (not )?booked/.test(t),
        `the ${tab} table`,
      );
      // Each card is its own element inside the opened.page.
      for (const card of ['tripsight-carrier-availability-status', 'tripsight-carrier-pnr-summary'])
        expect(await opened.page.locator(`tripsight-carrier-availability ${card}`).count(), card).toBe(1);
      for (const title of [
        'Preferred fare availability status',
        'Route Picker',
        'Preferred carrier and fare combination',
        'Days before departure',
        'Clear Filters',
        'Segment #',
        'Fare basis',
      ])
        expect(text, title).toContain(title);
      await screenshot(opened.page, `supplier-${tab}-1440`);
    });
  }

  it('fits the two tabs on a 390 px screen without sideways scrolling', async () => {
    await opened.page.setViewportSize({ width: 390, height: 844 });
    for (const [tab, tag] of [
      ['NegotiatedFaresAdoption', 'tripsight-negotiated-fares-adoption'],
      ['CarrierAvailability', 'tripsight-carrier-availability'],
    ] as const) {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      await waitForText(
        opened.page,
        tag,
        (t) => t.includes('%') || t.includes('Record locator'),
        `${tab} at 390 px`,
      );
      await screenshot(opened.page, `supplier-${tab}-390`);
      const overflow = await opened.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(1);
    }
    await opened.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('raises no page errors', () => {
    expect(opened.errors).toEqual([]);
  });
});
