import type { Page } from 'playwright-core';

/**
 * Signs in through the embedded development provider: from the portal's login view, 'Log In', then the
 * provider's `Sign in as {name}` button; resolves once back in the portal. `atProvider` runs on the
 * provider's page, once its button is shown.
 */
export async function signInAs(
  page: Page,
  baseUrl: string,
  name: string,
  atProvider?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).click();
  const signIn = page.getByRole('button', { name: `Sign in as ${name}` });
  if (atProvider) {
    await signIn.waitFor();
    await atProvider();
  }
  await signIn.click();
  await page.waitForURL(
    (url) => url.origin === baseUrl && !url.pathname.startsWith('/oidc') && url.pathname !== '/callback',
  );
  await page.getByRole('navigation', { name: 'Products' }).waitFor();
}
