import { describe, expect, it } from 'vitest';
import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import { audit, describeViolation } from './axe-audit.js';
import { screenshot, sharedStackPage } from './harness.js';

const ALERTS = '/Alerts/AlertsAndDigests';

describe('alerts and digests end to end', () => {
  const shared = sharedStackPage('Alex Morgan');

  it('creates a rule (the 400 under its field first), sends a test, pauses, shows history, deletes', async () => {
    const { page, stack } = shared;
    await page.goto(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts.getByRole('heading', { name: 'Alerts and digests' }).waitFor({ timeout: 30000 });
    await alerts.getByText('No alert rules yet').waitFor();
    await alerts.getByText('No client digests yet').waitFor();
    await screenshot(page, 'alerts-01-empty');

    // Keyboard: the button opens the dialog with Enter, Escape closes it and focus returns.
    await alerts.getByRole('button', { name: 'New rule' }).focus();
    await page.keyboard.press('Enter');
    const dialog = alerts.getByRole('dialog', { name: 'New rule' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await alerts.getByRole('button', { name: 'New rule' }).evaluate((b) => b.matches(':focus'))).toBe(
      true,
    );

    await alerts.getByRole('button', { name: 'New rule' }).click();
    await dialog.getByLabel('Name').fill('Tracked PNRs reached');
    await dialog.getByLabel('View').selectOption({ label: 'Savings overview' });
    await dialog.getByLabel('Figure').selectOption({ label: 'Tracked PNRs' });
    await dialog.getByLabel('When it').selectOption({ label: 'is at or above' });
    await dialog.getByLabel('Threshold').fill('0');
    await dialog.getByLabel(/^Recipients/).fill('someone@elsewhere.example');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    // The service's refusal names recipients: its message sits under that field, which is marked invalid.
    const recipients = dialog.getByLabel(/^Recipients/);
    await expect.poll(() => recipients.getAttribute('aria-invalid'), { timeout: 15000 }).toBe('true');
    const describedBy = (await recipients.getAttribute('aria-describedby'))!;
    const refusal = alerts.locator(`[id="${describedBy}"]`);
    expect(await refusal.textContent()).toBe(
      'someone@elsewhere.example is outside the mail domains of this TMC',
    );
    expect(await axeFindings(page, 'rule dialog with a refusal')).toEqual([]);
    await screenshot(page, 'alerts-02-refusal');

    await recipients.fill('alex.morgan@northstar.example');
    expect(await recipients.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    const row = alerts.getByRole('row', { name: /Tracked PNRs reached/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Savings overview: Tracked PNRs ≥ 0');
    expect(await row.textContent()).toContain('Active');

    await alerts.getByRole('button', { name: 'Send test now: Tracked PNRs reached' }).click();
    const status = alerts.getByRole('status').filter({ hasText: 'Tracked PNRs reached' });
    await status.filter({ hasText: 'The alert fired and was sent.' }).waitFor({ timeout: 15000 });
    await alerts.getByRole('button', { name: 'Send test now: Tracked PNRs reached' }).click();
    await status.filter({ hasText: 'already sent for this period' }).waitFor({ timeout: 15000 });

    await alerts.getByRole('button', { name: 'Pause Tracked PNRs reached' }).click();
    await row.getByText('Paused').waitFor();
    await alerts.getByRole('button', { name: 'Resume Tracked PNRs reached' }).click();
    await row.getByText('Active').waitFor();

    await alerts.getByRole('button', { name: 'History of Tracked PNRs reached' }).click();
    const history = alerts.getByRole('dialog', { name: 'History of “Tracked PNRs reached”' });
    const evaluations = history.getByRole('table', { name: 'Evaluations' });
    await evaluations.waitFor({ timeout: 15000 });
    expect(await evaluations.locator('tbody tr').count()).toBe(2);
    expect(await evaluations.locator('tbody tr').first().textContent()).toContain('Yes');
    const sends = history.getByRole('table', { name: 'Sends' });
    expect(await sends.locator('tbody tr').count()).toBe(1);
    const send = await sends.locator('tbody tr').first().textContent();
    expect(send).toContain('E-mail');
    expect(send).toContain('sent');
    await screenshot(page, 'alerts-03-history');
    await history.getByRole('button', { name: 'Close' }).click();

    await alerts.getByRole('button', { name: 'Edit Tracked PNRs reached' }).click();
    const edit = alerts.getByRole('dialog', { name: 'Edit rule' });
    expect(await edit.getByLabel('Threshold').inputValue()).toBe('0');
    await edit.getByLabel('Threshold').fill('5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden', timeout: 15000 });
    await row.getByText('Savings overview: Tracked PNRs ≥ 5').waitFor();
    expect(await axeFindings(page, 'alerts page with a rule')).toEqual([]);
    await screenshot(page, 'alerts-04-rule');

    // Delete asks first; Cancel keeps the rule.
    await alerts.getByRole('button', { name: 'Delete Tracked PNRs reached' }).click();
    const confirm = alerts.getByRole('dialog', { name: 'Delete this rule?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await alerts.getByRole('button', { name: 'Delete Tracked PNRs reached' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await alerts.getByText('No alert rules yet').waitFor({ timeout: 15000 });
  });

  it('counts an alert fired elsewhere in the header until the tab is opened again', async () => {
    const { page, stack } = shared;
    // A test sent on the page is seen as it fires: the header shows no count for it.
    await page.goto(`${stack.url}/Faresaver/SavingsBreakdown`);
    await page.locator('tripsight-alert-count').waitFor({ state: 'attached' });
    expect(await page.locator('tripsight-alert-count sl-badge').count()).toBe(0);

    // An alert fires while the user is not on the alerts tab (another session runs the rule).
    const token = (await signInAsDemoUser(stack.url, 'manager')).access_token;
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${stack.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      return (await response.json()) as { id: number; fired: boolean };
    };
    const rule = await send('POST', '/api/alerts', {
      name: 'Weekly tracked PNRs',
      view: 'air/faresaver/savingsOverview',
      field: 'trackedPnrs',
      operator: 'gte',
      threshold: 0,
      schedule: 'weekly',
      recipients: ['alex.morgan@northstar.example'],
    });
    expect((await send('POST', `/api/alerts/${rule.id}/run`)).fired).toBe(true);

    // The next tab the user opens shows it in the header; the badge leads to the alerts tab.
    await page.goto(`${stack.url}/Faresaver/SavingsBreakdown`);
    const badge = page.getByRole('link', { name: '1 alert fired since you last looked' });
    await badge.waitFor({ timeout: 15000 });
    expect(await page.locator('tripsight-alert-count sl-badge').textContent()).toBe('1');
    await screenshot(page, 'alerts-05-header-count');
    await badge.click();
    await page.waitForURL(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts.getByRole('heading', { name: 'Alerts and digests' }).waitFor();
    await alerts
      .getByRole('row', { name: /Weekly tracked PNRs/ })
      .first()
      .waitFor();
    // Opening the tab marked it seen.
    await badge.waitFor({ state: 'detached', timeout: 15000 });
  });

  it('creates a digest (unknown client refused under its field) and sends a test', async () => {
    const { page, stack } = shared;
    await page.goto(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts.getByRole('button', { name: 'New digest' }).click();
    const dialog = alerts.getByRole('dialog', { name: 'New digest' });
    await dialog.getByLabel('Name').fill('Monthly client figures');
    const clients = dialog.getByLabel(/^Corporate clients/);
    await clients.fill('No Such Client Ltd');
    await dialog.getByLabel('Emissions').uncheck();
    await dialog.getByRole('button', { name: 'Create digest' }).click();
    await expect.poll(() => clients.getAttribute('aria-invalid'), { timeout: 15000 }).toBe('true');
    const refusal = alerts.locator(`[id="${await clients.getAttribute('aria-describedby')}"]`);
    expect(await refusal.textContent()).toBe('"No Such Client Ltd" is not a corporate client of this TMC');
    await clients.fill('Globex Corporation, Initech');
    await dialog.getByRole('button', { name: 'Create digest' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    const row = alerts.getByRole('row', { name: /Monthly client figures/ });
    expect(await row.textContent()).toContain('Globex Corporation, Initech');
    expect(await row.textContent()).toContain('Savings, Rebooking, Compliance');

    await alerts.getByRole('button', { name: 'Send test now: Monthly client figures' }).click();
    // Whatever the service answers (sent, or its refusal while the route is not there) is said in words.
    await alerts
      .getByRole('status')
      .filter({ hasText: /Monthly client figures” was (already )?sent|Resource not found/ })
      .or(alerts.getByRole('status').filter({ hasText: 'Resource not found or not accessible.' }))
      .first()
      .waitFor({ timeout: 15000 });

    await alerts.getByRole('button', { name: 'Delete Monthly client figures' }).click();
    await alerts
      .getByRole('dialog', { name: 'Delete this digest?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await alerts.getByText('No client digests yet').waitFor({ timeout: 15000 });
  });

  it('fits a 390 px screen without sideways scrolling', async () => {
    const { page, stack } = shared;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts
      .getByRole('row', { name: /Weekly tracked PNRs/ })
      .first()
      .waitFor({ timeout: 30000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page, 'alerts page at 390 px')).toEqual([]);
    await screenshot(page, 'alerts-06-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

/** axe's blocking findings on the page, described. */
async function axeFindings(page: Parameters<typeof audit>[0], where: string): Promise<string[]> {
  return (await audit(page)).map((v) => describeViolation(where, v));
}
