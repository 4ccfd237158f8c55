import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, type Stack } from './harness.js';
import { signInAs } from './sign-in.js';

const TAB = '/Faresaver/SavingsGroupOptimization';

describe('savings groups, support chat and error reports end to end', () => {
  let stack: Stack;
  let page: Page;
  const errors: string[] = [];
  let token = '';

  beforeAll(async () => {
    stack = await startStack();
    page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth?.startsWith('Bearer ')) token = auth.slice(7);
    });
    await page.goto(`${stack.url}${TAB}`);
    await signInAs(page, stack.url, 'Alex Morgan');
  });
  afterAll(async () => {
    await page?.close();
    await stack?.close();
  });

  it('shows the savings groups to the manager at 1440 px and fills the cart', async () => {
    if (!page.url().endsWith(TAB)) await page.goto(`${stack.url}${TAB}`);
    const groups = page.locator('tripsight-savings-group-optimization');
    await groups.getByRole('heading', { name: 'Carriers and fares' }).waitFor({ timeout: 30000 });
    await expect(groups.getByText('Same-carrier fare drops').isVisible()).resolves.toBe(true);
    // Active groups have no add button.
    expect(await groups.getByRole('button', { name: 'Add to cart: Same-carrier fare drops' }).count()).toBe(
      0,
    );
    await groups.getByRole('button', { name: 'Add to cart: Cross-carrier on trunk routes' }).click();
    const cart = groups.locator('[part="cart"]');
    await cart.waitFor();
    await groups.getByRole('button', { name: 'Add to cart: Schedule shifts up to 2 hours' }).click();
    await expect(cart.getByText('The change takes effect within 1 business day.').isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'savings-groups-1440');
    await cart.getByRole('button', { name: 'Remove Cross-carrier on trunk routes from the cart' }).click();
    expect(await cart.locator('li').count()).toBe(1);
    // Keyboard: Activate with Enter clears and closes the cart.
    await cart.getByRole('button', { name: 'Activate savings groups' }).focus();
    await page.keyboard.press('Enter');
    await cart.waitFor({ state: 'detached' });
    await expect(groups.getByRole('button', { name: 'Cart (0)' }).isVisible()).resolves.toBe(true);
  });

  it('lays the groups out at 390 px without sideways scrolling, the cart as a bottom sheet', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const groups = page.locator('tripsight-savings-group-optimization');
    await groups.getByRole('button', { name: 'Add to cart: Negotiated fare re-checks' }).click();
    await groups.locator('[part="cart"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await groups.locator('[part="cart"]').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'savings-groups-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens the stand-in support chat prefilled and stores the message for the operators', async () => {
    const button = page.locator('tripsight-support-widget').getByRole('button', { name: 'Direct support' });
    await expect.poll(() => button.getAttribute('data-state'), { timeout: 15000 }).toBe('ready');
    const chat = page.locator('#tripsight-support-chat');
    await expect(chat.getByRole('dialog', { name: 'Direct support' }).isVisible()).resolves.toBe(false);
    await button.click();
    const dialog = chat.getByRole('dialog', { name: 'Direct support' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('Alex Morgan');
    await expect(dialog.getByLabel('E-mail').inputValue()).resolves.toMatch(/@/);
    await dialog.getByLabel('Message').fill('The savings groups look right');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('log').getByText('The savings groups look right').waitFor();
    await screenshot(page, 'support-chat-1440');
    await dialog.getByRole('button', { name: 'Close support chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const listed = await fetch(`${stack.url}/api/support/messages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await listed.json()) as { messages: { message: string; name: string }[] };
    expect(body.messages.map((m) => m.message)).toContain('The savings groups look right');
  });

  it("reports a failed data call with its request id to the service's endpoint", async () => {
    await page.route('**/api/views/air/rebookingSuccess*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'X-Request-Id': 'e2e-failed-call-1' },
        body: JSON.stringify({ error: 'UNAVAILABLE', message: 'Service unavailable' }),
      }),
    );
    await page.goto(`${stack.url}/Faresaver/RebookingSuccessInsights`);
    const find = async () => {
      const res = await fetch(`${stack.url}/api/errorReports?request_id=e2e-failed-call-1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { reports: { status: number; environment: string }[] }).reports;
    };
    await expect.poll(find, { timeout: 20000 }).toHaveLength(1);
    expect((await find())[0]).toMatchObject({ status: 503, environment: 'development' });
    await page.unroute('**/api/views/air/rebookingSuccess*');
    expect(errors).toEqual([]);
  });
});
