import { describe, expect, it } from 'vitest';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { sharedStackPage, screenshot, waitForText } from './harness.js';

const route = (name: string) => tabRoute(findTab(name)!);
const MONEY = /[$€£]\s?\d[\d,.]*/;

describe('policy insights in the portal', () => {
  const opened = sharedStackPage('Alex Morgan');

  for (const [tab, mode] of [
    ['AdvancedPurchase', 'normal'],
    ['AdvancedPurchasePOC', 'poc'],
    ['AdvancedPurchaseDEMO', 'demo'],
  ] as const) {
    it(`shows the advanced purchase page in ${mode} mode`, async () => {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      const element = opened.page.locator('tripsight-advanced-purchase');
      expect(await element.getAttribute('mode')).toBe(mode);
      const text = await waitForText(
        opened.page,
        'tripsight-advanced-purchase',
        (t) =>
          /trips out of policy/.test(t) &&
          /compliance over time/.test(t) &&
          MONEY.test(t) &&
          !/An error has occurred/.test(t),
        `the ${tab} figures`,
      );
      for (const title of [
        'Cost of non-compliance',
        'Advanced purchase compliance ratio',
        'Non-compliant air spend breakdown by cabin',
        'Compliance simulator',
        'Prefered city pair',
        'Advanced purchase policy rule',
        'Advanced purchase compliance over time',
      ]) {
        expect(text, title).toContain(title);
      }
      // POC and demo tabs show sample data: no global filters to mislead.
      expect(await opened.page.locator('.control-bar tripsight-filter-bar').count()).toBe(
        mode === 'normal' ? 1 : 0,
      );
      await screenshot(opened.page, `policy-${tab}-1440`);
    });
  }

  it('updates the cost-of-non-compliance pies when the policy rule slider moves', async () => {
    await opened.page.goto(`${opened.stack.url}${route('AdvancedPurchase')}`);
    const before = await waitForText(
      opened.page,
      'tripsight-compliance-simulator',
      (t) => /Under a 1 day rule/.test(t),
      'the simulator',
    );
    const slider = opened.page.getByRole('slider', { name: 'Advanced purchase policy rule' });
    await slider.focus();
    for (let i = 0; i < 20; i += 1) await opened.page.keyboard.press('ArrowRight');
    const after = await waitForText(
      opened.page,
      'tripsight-compliance-simulator',
      (t) => /Under a 21 days rule/.test(t) && !/Loading/.test(t),
      'the simulation under 21 days',
    );
    const legends = (text: string) =>
      text.slice(text.indexOf('Compliant spend'), text.indexOf('Cost of non-compliance by policy rule'));
    expect(legends(after)).not.toBe(legends(before));
    await opened.page.getByRole('radio', { name: 'Haul type' }).click();
    await waitForText(
      opened.page,
      'tripsight-compliance-simulator',
      (t) => /Long haul/.test(t),
      'the haul groups',
    );
    await screenshot(opened.page, 'policy-simulator-21-days-by-haul');
  });

  for (const [tab, mode] of [
    ['CabinClassCompliance', 'normal'],
    ['CabinClassCompliancePOC', 'poc'],
    ['CabinClassComplianceDEMO', 'demo'],
  ] as const) {
    it(`shows the cabin class compliance page in ${mode} mode`, async () => {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      const text = await waitForText(
        opened.page,
        'tripsight-cabin-class-compliance',
        (t) =>
          /In policy/.test(t) &&
          /YTD trend/.test(t) &&
          /Compliance Report/.test(t) &&
          /\d{4}-\d{2}-\d{2}/.test(t) &&
          MONEY.test(t) &&
          !/An error has occurred/.test(t),
        `the ${tab} rows`,
      );
      for (const title of [
        'Non-compliant air spend',
        'Cabin class compliance ratio',
        'YTD trend',
        'Compliance Report',
        'Point of sale',
        'PNR summary',
        'Price range',
        'In policy?',
        'Longest segment',
      ]) {
        expect(text, title).toContain(title);
      }
      await screenshot(opened.page, `policy-${tab}-1440`);
    });
  }

  it('filters the PNR summary by cabin and switches the Compliance Report to haul', async () => {
    await opened.page.goto(`${opened.stack.url}${route('CabinClassCompliance')}`);
    await waitForText(opened.page, 'tripsight-pnr-summary', (t) => /\d+ PNRs/.test(t), 'the PNR summary');
    await opened.page.getByRole('radio', { name: 'Haul' }).click();
    await waitForText(
      opened.page,
      'tripsight-compliance-report',
      (t) => /Long haul/.test(t),
      'the haul pies',
    );
    const summary = opened.page.locator('tripsight-pnr-summary');
    await summary.getByRole('combobox', { name: 'Cabin' }).click();
    await summary.getByRole('option', { name: 'Business' }).click();
    await expect
      .poll(
        async () => {
          const cabins = await summary.locator('tbody tr[aria-rowindex] td:nth-of-type(5)').allTextContents();
          return cabins.length > 0 && cabins.every((c) => c === 'Business');
        },
        { timeout: 30000 },
      )
      .toBe(true);
    await screenshot(opened.page, 'policy-pnr-summary-business');
  });

  it('fits both pages on a phone', async () => {
    await opened.page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['AdvancedPurchase', 'CabinClassCompliance']) {
      await opened.page.goto(`${opened.stack.url}${route(tab)}`);
      const selector =
        tab === 'AdvancedPurchase' ? 'tripsight-advanced-purchase' : 'tripsight-cabin-class-compliance';
      await waitForText(
        opened.page,
        selector,
        (t) => MONEY.test(t) && !/Loading/.test(t),
        `${tab} on a phone`,
      );
      const overflow = await opened.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(opened.page, `policy-${tab}-390`);
    }
    await opened.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('raised no page errors', () => {
    expect(opened.errors).toEqual([]);
  });
});
