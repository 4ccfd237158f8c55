import { describe, expect, it } from 'vitest';
import { screenshot, sharedStack } from './harness.js';
import { shadowText } from '@tripsight/testing';
import { pageSettled } from './settled.js';

describe('plain-HTML example end to end', () => {
  const stack = sharedStack();

  it('signs in with <tripsight-sign-in> and renders the savings overview and one KPI alone', async () => {
    const page = await stack().browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stack().url}/examples/plain-html/`);
    await page.getByText('Log in to see your travel savings.').waitFor();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Sign in as Alex Morgan' }).click();
    await page.waitForURL((url) => url.pathname === '/examples/plain-html/');
    await page.locator('tripsight-savings-overview').waitFor();
    await expect
      .poll(async () => /[$€£]\s?\d/.test(await shadowText(page, 'tripsight-savings-overview')), {
        timeout: 30000,
      })
      .toBe(true);
    await expect
      .poll(
        async () =>
          /[$€£]\s?\d/.test(
            await shadowText(page, 'main > .layout > section + section tripsight-accepted-savings'),
          ),
        {
          timeout: 30000,
        },
      )
      .toBe(true);
    expect(await page.evaluate(() => Boolean(customElements.get('tripsight-accepted-savings')))).toBe(true);
    await pageSettled(page);
    await screenshot(page, 'example-plain-html');
    expect(errors).toEqual([]);
    await page.close();
  });
});
