import type { Page } from 'playwright-core';

/**
 * Signs in through the embedded development provider: from the portal's login view, 'Log In', then the
 * provider's `Sign in as {name}` button; resolves once back in the portal.
 */
export async function signInAs(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await page.waitForURL(
    (url) => url.origin === baseUrl && !url.pathname.startsWith('/oidc') && url.pathname !== '/callback',
  );
  await page.getByRole('navigation', { name: 'Products' }).waitFor();
}
