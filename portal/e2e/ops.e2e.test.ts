import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startStack, type Stack } from './harness.js';
import { pageSettled } from './settled.js';

/** Signs in through the embedded provider as Alex Morgan (northstar operator) from a portal route. */
async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Sign in as Alex Morgan' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/callback'), {
    timeout: 30000,
  });
}

describe('operator screens end to end', () => {
  let stack: Stack;
  let page: Page;
  const errors: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, `${stack.url}/Agentsee/AgentseeAuditLog`);
  });
  afterAll(async () => {
    await page?.close();
    await stack?.close();
  });

  it('filters the audit log, opens a conversation and compares draft and sent', async () => {
    if (!page.url().includes('/Agentsee/AgentseeAuditLog'))
      await page.goto(`${stack.url}/Agentsee/AgentseeAuditLog`);
    const log = page.locator('tripsight-audit-log');
    await log.getByRole('heading', { name: /Audit Log/ }).waitFor({ timeout: 30000 });
    await expect(log.getByText('(Out of Scope filtered out)').isVisible()).resolves.toBe(true);
    await log.locator('[part="result-count"]', { hasText: /Showing|No conversations/ }).waitFor();
    await screenshot(page, 'ops-01-audit-log');

    // Filters: the last 30 days, completed and handed-off conversations.
    await log.getByLabel('Date range').selectOption('last-30-days');
    await log.locator('summary', { hasText: 'Status' }).click();
    await log.getByLabel('Completed').check();
    await log.getByLabel('Handed Off').check();
    await log.locator('summary', { hasText: 'Status' }).click();
    const chips = log.getByRole('group', { name: 'Active filters' });
    await chips.getByText('Status: Completed').waitFor();
    await chips.getByText('Date: Last 30 days').waitFor();
    await log.locator('[part="result-count"]', { hasText: /^Showing 1–/ }).waitFor({ timeout: 15000 });
    const rows = log.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const status of await log
      .locator('tbody [data-status]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) {
      expect(['COMPLETED', 'HANDED_OFF']).toContain(status);
    }
    await screenshot(page, 'ops-02-audit-log-filtered');

    // Open conversations until one offers 'View Draft vs Sent'.
    const count = await rows.count();
    let compared = false;
    for (let i = 0; i < count && !compared; i++) {
      await rows.nth(i).getByRole('button', { name: /^View/ }).click();
      await log.getByRole('heading', { name: 'Request Details' }).waitFor();
      await log.getByRole('heading', { name: 'Action History' }).waitFor();
      expect(new URL(page.url()).searchParams.get('conversation')).toBeTruthy();
      const compare = log.getByRole('button', { name: 'View Draft vs Sent' });
      if ((await compare.count()) > 0) {
        await screenshot(page, 'ops-03-conversation');
        await compare.first().click();
        await log.getByRole('heading', { name: 'Created Draft' }).waitFor();
        await log.getByRole('heading', { name: 'Outbound Message(s)' }).waitFor();
        await pageSettled(page);
        await screenshot(page, 'ops-04-draft-vs-sent');
        expect(
          await page.evaluate(() => (window as { __tripsightXss?: string }).__tripsightXss),
        ).toBeUndefined();
        await log.getByRole('button', { name: /Back to Conversation/ }).click();
        await log.getByRole('heading', { name: 'Request Details' }).waitFor();
        compared = true;
      }
      await log.getByRole('button', { name: /Back to Audit Log/ }).click();
      await log.locator('tbody tr').first().waitFor();
    }
    expect(compared).toBe(true);
    expect(new URL(page.url()).searchParams.has('conversation')).toBe(false);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a customer, renames it, marks it live, and adds and removes a sender', async () => {
    await page.goto(`${stack.url}/Agentsee/SBRCustomerManagement`);
    const cm = page.locator('tripsight-customer-management');
    await cm.getByRole('heading', { name: 'SBR Customer Management' }).waitFor({ timeout: 30000 });
    await cm.locator('.summary-card', { hasText: 'TOTAL CLIENTS' }).waitFor();
    await cm.locator('tbody tr').first().waitFor();
    await screenshot(page, 'ops-05-customers');

    const name = `Acme Rail ${Date.now() % 100000}`;
    await cm.getByRole('button', { name: 'Add Customer' }).click();
    const add = cm.getByRole('dialog', { name: 'Add Customer' });
    await add.getByRole('button', { name: 'Add Customer' }).click();
    await add.getByText('Corporate name is required').waitFor();
    await screenshot(page, 'ops-05b-add-customer-required');
    await add.getByLabel('Corporate name').fill(name);
    expect(await add.getByText('Corporate name is required').count()).toBe(0);
    await add.getByRole('button', { name: 'Add Customer' }).click();
    await add.waitFor({ state: 'hidden' });

    await cm.getByLabel('Search').fill(name);
    const row = cm.locator('tbody tr', { hasText: name });
    await row.waitFor();
    expect(await row.locator('.badge').textContent()).toBe('Testing');
    await row.getByRole('button', { name: `View ${name}` }).click();
    await cm.getByRole('button', { name: /Back to Client List/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('client')).toBeTruthy();

    const renamed = `${name} Ltd`;
    await cm.getByRole('button', { name: `Edit name of ${name}` }).click();
    const edit = cm.getByRole('dialog', { name: 'Edit name' });
    await edit.getByLabel('Corporate name').fill('   ');
    expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await edit.getByLabel('Corporate name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await cm.getByRole('heading', { name: renamed }).waitFor();

    await cm.getByRole('button', { name: 'Mark as Live' }).click();
    await cm.locator('.facts .badge', { hasText: 'Live' }).waitFor();
    expect(await cm.getByRole('button', { name: /Mark(ing)? as Live/ }).count()).toBe(0);

    await cm.getByText('No email addresses configured').waitFor();
    const email = cm.getByLabel('Sender email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await cm.getByRole('button', { name: 'Add Email' }).isDisabled()).toBe(true);
    await email.fill('travel@acme-rail.test');
    await cm.getByRole('button', { name: 'Add Email' }).click();
    await cm.locator('.senders li', { hasText: 'travel@acme-rail.test' }).waitFor();
    await screenshot(page, 'ops-06-customer-detail');
    await cm.getByRole('button', { name: 'Remove travel@acme-rail.test' }).click();
    await cm.getByText('No email addresses configured').waitFor();

    await cm.getByRole('button', { name: /Back to Client List/ }).click();
    await cm.getByLabel('Search').fill(renamed);
    const liveRow = cm.locator('tbody tr', { hasText: renamed });
    await liveRow.locator('.badge', { hasText: 'Live' }).waitFor();
    expect(await cm.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'ops-07-customers-after');
    expect(errors).toEqual([]);
  });
});
