import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startStack, type Stack } from './harness.js';

describe('portal end to end', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.close());

  it('serves the portal and registers the elements', async () => {
    const page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Tripsight' }).waitFor();
    expect(await page.evaluate(() => Boolean(customElements.get('tripsight-context')))).toBe(true);
    await screenshot(page, '01-portal');
    expect(errors).toEqual([]);
    await page.close();
  });
});
