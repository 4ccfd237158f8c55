import { describe, expect, it } from 'vitest';
import { shadowText } from '@tripsight/testing';
import { sharedStack } from './harness.js';
import { openStrictHost, savingsHostBody, violations } from './strict-host.js';

const BODY = savingsHostBody();

const CONTROLS = [
  'tripsight-filter-bar',
  'tripsight-date-range',
  'tripsight-currency-select',
  'tripsight-fee-toggle',
  'tripsight-export-menu',
];

describe('a host page with a strict Content-Security-Policy', () => {
  const stack = sharedStack();

  it('shows the elements styled, with their icons from files, and reports no violation', async () => {
    const page = await stack().browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const icons: string[] = [];
    page.on('response', (response) => {
      if (/\/icons\/[\w-]+\.svg$/.test(response.url())) icons.push(`${response.status()} ${response.url()}`);
    });
    await openStrictHost(page, stack().url, 'csp', BODY);

    // The demo savings overview draws its figures and its chart (Plot's SVG).
    await expect
      .poll(async () => /[$€£]\s?\d/.test(await shadowText(page, 'tripsight-savings-overview')), {
        timeout: 30000,
      })
      .toBe(true);
    await page.locator('tripsight-savings-by-month .ts-chart[data-painted] svg').first().waitFor();
    for (const tag of CONTROLS) await page.locator(`${tag} .tripsight-root`).waitFor({ state: 'attached' });

    // The currency select's chevron is a Shoelace system icon: drawn from its file.
    const chevron = page.locator('tripsight-currency-select sl-select sl-icon[name="chevron-down"]');
    await expect
      .poll(() => chevron.evaluate((icon) => icon.shadowRoot?.querySelector('svg') !== null), {
        timeout: 15000,
      })
      .toBe(true);
    expect(icons.some((line) => line.startsWith('200 ') && line.endsWith('/icons/chevron-down.svg'))).toBe(
      true,
    );

    const styling: Record<string, unknown> = await page.evaluate((tags) => {
      const rootOf = (tag: string) => document.querySelector(tag)!.shadowRoot!;
      // Shoelace's tokens (a neutral shade: the SDK's own sheet re-declares the primary ones).
      const themeSheet = (root: ShadowRoot) =>
        root.adoptedStyleSheets.find((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--sl-color-neutral-600')),
        );
      const select = rootOf('tripsight-currency-select').querySelector('sl-select')!;
      return {
        inlineStyles: [...tags, 'tripsight-savings-overview'].reduce(
          (count, tag) => count + rootOf(tag).querySelectorAll('style').length,
          0,
        ),
        sheets: rootOf('tripsight-filter-bar').adoptedStyleSheets.length,
        sharedThemeSheet: new Set(tags.map((tag) => themeSheet(rootOf(tag)))).size,
        themeSheetFound: tags.every((tag) => themeSheet(rootOf(tag)) !== undefined),
        // The select's own rule (9em at the page's 16px).
        hostMinWidth: getComputedStyle(document.querySelector('tripsight-currency-select')!).minWidth,
        shoelaceNeutral: getComputedStyle(select).getPropertyValue('--sl-color-neutral-600').trim(),
        shoelacePrimary: getComputedStyle(select).getPropertyValue('--sl-color-primary-600').trim(),
      };
    }, CONTROLS);
    // A card of a widget inside the page (a nested element) and the chart Plot drew in it.
    const card = page.locator('tripsight-accepted-savings .ts-card').first();
    styling.cardRadius = await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    styling.cardBackground = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
    styling.svgDisplay = await page
      .locator('tripsight-savings-by-month .ts-chart svg')
      .first()
      .evaluate((el) => getComputedStyle(el).display);

    expect(styling).toMatchObject({
      inlineStyles: 0,
      themeSheetFound: true,
      // One Shoelace theme sheet object, adopted by every control.
      sharedThemeSheet: 1,
      cardRadius: '8px',
      cardBackground: 'rgb(255, 255, 255)',
      hostMinWidth: '144px',
      // Shoelace's own token, and its primary palette from the SDK's primary colour.
      shoelaceNeutral: 'hsl(240 5.2% 33.9%)',
      shoelacePrimary: '#2563eb',
      svgDisplay: 'block',
    });
    expect(styling.sheets).toBeGreaterThan(2);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
