import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shadowText } from '@tripsight/testing';
import { screenshot, sharedStack } from './harness.js';
import { signInAs } from './sign-in.js';
import { openStrictHost, savingsHostBody, violations } from './strict-host.js';
import { pageSettled } from './settled.js';

const page = (theme: string, own = '') => savingsHostBody(`theme="${theme}"`, own);

/** The colours an element draws with: its root's theme and text, a card, and a Shoelace control's. */
async function colours(target: Page) {
  await expect
    .poll(async () => /[$€£]\s?\d/.test(await shadowText(target, 'tripsight-savings-overview')), {
      timeout: 30000,
    })
    .toBe(true);
  await target.locator('tripsight-currency-select sl-select').waitFor();
  const style = (selector: string) =>
    target
      .locator(selector)
      .first()
      .evaluate((el) => {
        const computed = getComputedStyle(el);
        return { color: computed.color, background: computed.backgroundColor };
      });
  const combobox = await target.locator('tripsight-currency-select sl-select').evaluate((select) => {
    const part = select.shadowRoot!.querySelector('[part~="combobox"]')!;
    return getComputedStyle(part).backgroundColor;
  });
  return {
    theme: await target
      .locator('tripsight-accepted-savings .tripsight-root')
      .evaluate((root) => root.getAttribute('data-theme')),
    text: (await style('tripsight-accepted-savings .tripsight-root')).color,
    card: (await style('tripsight-accepted-savings .ts-card')).background,
    control: combobox,
  };
}

const LIGHT = {
  theme: 'light',
  text: 'rgb(31, 41, 55)',
  card: 'rgb(255, 255, 255)',
  control: 'rgb(255, 255, 255)',
};
// The SDK's dark tokens (#e5e7eb text, #1b2130 cards) and Shoelace's dark input colour.
const DARK = { theme: 'dark', text: 'rgb(229, 231, 235)', card: 'rgb(27, 33, 48)' };

describe('themes', () => {
  const stack = sharedStack();

  it('draws the dark theme from <tripsight-context theme="dark">, Shoelace controls too, and switches back', async () => {
    const tab = await stack().browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openStrictHost(tab, stack().url, 'dark', page('dark'));
    const dark = await colours(tab);
    expect(dark).toMatchObject(DARK);
    expect(dark.control).not.toBe(LIGHT.control);
    await tab.locator('tripsight-savings-by-month .ts-chart[data-painted] svg').first().waitFor();
    await screenshot(tab, 'theme-dark-1440');
    await tab.setViewportSize({ width: 390, height: 844 });
    await pageSettled(tab);
    await screenshot(tab, 'theme-dark-390');

    await tab.evaluate(() => document.querySelector('tripsight-context')!.setAttribute('theme', 'light'));
    await expect.poll(() => colours(tab)).toEqual(LIGHT);
    expect(await violations(tab)).toEqual([]);
    await tab.close();
  });

  it('follows the system\'s colour scheme with theme="auto", and an element\'s own theme wins', async () => {
    const tab = await stack().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.emulateMedia({ colorScheme: 'dark' });
    await openStrictHost(tab, stack().url, 'auto', page('auto'));
    expect(await colours(tab)).toMatchObject(DARK);
    await tab.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => colours(tab)).toMatchObject({ theme: 'light', card: LIGHT.card });
    await tab.close();

    const own = await stack().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openStrictHost(own, stack().url, 'own', page('light', 'theme="dark"'));
    expect(await colours(own)).toMatchObject({ ...DARK, control: LIGHT.control });
    await own.close();
  });

  it('portal: the theme switch turns the page and its elements dark and is kept for the next visit', async () => {
    const context = await stack().browser.newContext({ viewport: { width: 1440, height: 900 } });
    const portal = await context.newPage();
    await portal.goto(stack().url);
    await signInAs(portal, stack().url, 'Alex Morgan');
    const select = portal.getByRole('combobox', { name: 'Theme' });
    expect(await select.inputValue()).toBe('auto');
    await select.selectOption('dark');
    expect(await portal.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await portal.locator('tripsight-context').getAttribute('theme')).toBe('dark');
    expect(await colours(portal)).toMatchObject({ theme: 'dark', card: DARK.card });
    // Under the portal's own policy the controls' icons load from their files.
    const chevron = portal.locator('tripsight-currency-select sl-icon[name="chevron-down"]');
    await expect
      .poll(() => chevron.evaluate((icon) => icon.shadowRoot?.querySelector('svg') != null), {
        timeout: 15000,
      })
      .toBe(true);
    await portal.locator('tripsight-savings-by-month .ts-chart[data-painted] svg').first().waitFor();
    await screenshot(portal, 'theme-portal-dark-1440');
    await portal.setViewportSize({ width: 390, height: 844 });
    await pageSettled(portal);
    await screenshot(portal, 'theme-portal-dark-390');

    await portal.reload();
    await portal.getByRole('combobox', { name: 'Theme' }).waitFor();
    expect(await portal.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('dark');
    expect(await portal.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });
  it('portal: the sign-in page draws in the theme chosen at the last visit', async () => {
    const context = await stack().browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('tripsight.portal.theme', 'dark'));
    const landing = await context.newPage();
    await landing.goto(stack().url);
    await landing.getByRole('button', { name: 'Log In' }).first().waitFor();
    expect(await landing.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await landing.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
    await screenshot(landing, 'theme-sign-in-dark-1440');
    await context.close();
  });
});
