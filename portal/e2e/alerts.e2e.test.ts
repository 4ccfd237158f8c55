import { describe, expect, it } from 'vitest';
import { trackedPnrsRule } from '@tripsight/core/testing';
import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import { audit, describeViolation } from './axe-audit.js';
import { screenshot, sharedStackPage } from './harness.js';

const ALERTS = '/Alerts/AlertsAndDigests';

describe('alerts and digests end to end', () => {
  const shared = sharedStackPage('Alex Morgan');

  it('keeps focus on Pause and Resume, and moves it to the next row, then the heading, after a delete', async () => {
    const { page, stack } = shared;
    const send = await serviceAs(stack.url);
    await send('POST', '/api/alerts', trackedPnrsRule({ name: 'Focus first' }));
    await send('POST', '/api/alerts', trackedPnrsRule({ name: 'Focus second' }));
    await page.goto(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts.getByRole('row', { name: /Focus second/ }).waitFor({ timeout: 30000 });

    await alerts.getByRole('button', { name: 'Pause Focus first' }).focus();
    await page.keyboard.press('Space');
    await alerts
      .getByRole('row', { name: /Focus first/ })
      .getByText('Scheduled sends are off')
      .waitFor();
    await expect.poll(() => focusedName(page)).toBe('Resume Focus first');
    await page.keyboard.press('Space');
    await alerts
      .getByRole('row', { name: /Focus first/ })
      .getByText('Active')
      .waitFor();
    await expect.poll(() => focusedName(page)).toBe('Pause Focus first');

    await alerts.getByRole('button', { name: 'Delete Focus first' }).focus();
    await page.keyboard.press('Enter');
    const confirm = alerts.getByRole('dialog', { name: 'Delete this rule?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await alerts.getByRole('row', { name: /Focus first/ }).waitFor({ state: 'detached', timeout: 15000 });
    await expect.poll(() => focusedName(page)).toBe('Edit Focus second');
    await alerts.getByRole('button', { name: 'Delete Focus second' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await alerts.getByText('No alert rules yet.').waitFor({ timeout: 15000 });
    await expect.poll(() => focusedName(page)).toBe('Alert rules');
  });

  // Needs the service's `problems` on a 400 and its test endpoints.
  it('creates a rule (every refusal at once), sends a test, pauses, shows history, deletes: focus kept', async () => {
    const { page, stack } = shared;
    await page.goto(`${stack.url}${ALERTS}`);
    const alerts = page.locator('tripsight-alerts');
    await alerts.getByRole('heading', { name: 'Alerts and digests' }).waitFor({ timeout: 30000 });
    await alerts.getByText('No alert rules yet.').waitFor();
    await alerts.getByText('No client digests yet.').waitFor();
    await screenshot(page, 'alerts-01-empty');

    // Keyboard: the button opens the dialog with Enter, Escape closes it and focus returns.
    await alerts.getByRole('button', { name: 'New rule' }).focus();
    await page.keyboard.press('Enter');
    const dialog = alerts.getByRole('dialog', { name: 'New rule' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('New rule');

    // Every field the service refuses is marked at once, and focus goes to the first of them.
    await alerts.getByRole('button', { name: 'New rule' }).click();
    await dialog.getByLabel('View').selectOption({ label: 'Savings overview' });
    await dialog.getByLabel('Figure').selectOption({ label: 'Tracked PNRs' });
    await dialog.getByLabel('When it').selectOption({ label: 'is at or above' });
    await dialog.getByLabel('Threshold').fill('abc');
    await dialog.getByLabel(/^Recipients/).fill('alex.morgan@northstar.example, someone@gmail.com');
    await dialog.getByLabel(/^Webhook URL/).fill(`${stack.url}/x`);
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    const recipients = dialog.getByLabel(/^Recipients/);
    await expect.poll(() => recipients.getAttribute('aria-invalid'), { timeout: 15000 }).toBe('true');
    for (const label of ['Name', 'Threshold', /^Webhook URL/]) {
      expect(await dialog.getByLabel(label).getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    const refusal = alerts.locator(`[id="${await recipients.getAttribute('aria-describedby')}"]`);
    expect(await refusal.textContent()).toContain('someone@gmail.com');
    await dialog.getByText('Correct the 4 fields marked above.').waitFor();
    expect(await focusedName(page)).toBe('Name');
    expect(await axeFindings(page, 'rule dialog with refusals')).toEqual([]);
    await screenshot(page, 'alerts-02-refusal');

    // Escape keeps the draft; the dialog opens on it again.
    await dialog.getByLabel('Name').fill('Tracked PNRs reached');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await alerts.getByRole('button', { name: 'New rule' }).click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Tracked PNRs reached');
    await dialog.getByText('This is your unsaved draft.', { exact: false }).waitFor();
    await dialog.getByLabel('Threshold').fill('0');
    await recipients.fill('alex.morgan@northstar.example');
    await dialog.getByLabel(/^Webhook URL/).fill('');
    expect(await recipients.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    const row = alerts.getByRole('row', { name: /Tracked PNRs reached/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Savings overview: Tracked PNRs ≥ 0');
    expect(await row.textContent()).toContain('Active');

    // Send test now: a test is sent every time, said in the status line; focus stays on the button.
    const test = alerts.getByRole('button', { name: 'Send test now: Tracked PNRs reached' });
    await test.focus();
    await page.keyboard.press('Enter');
    const status = alerts.getByRole('status').filter({ hasText: 'Test sent: Tracked PNRs was' });
    await status.filter({ hasText: '— the alert would fire.' }).waitFor({ timeout: 15000 });
    expect(await focusedName(page)).toBe('Send test now: Tracked PNRs reached');
    await page.keyboard.press('Enter');
    await status.waitFor({ timeout: 15000 });

    // Pause and Resume keep focus on the relabelled button.
    await alerts.getByRole('button', { name: 'Pause Tracked PNRs reached' }).focus();
    await page.keyboard.press('Space');
    await row.getByText('Paused').waitFor();
    await row.getByText('Scheduled sends are off').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Resume Tracked PNRs reached');
    await test.click();
    await alerts
      .getByRole('status')
      .filter({ hasText: '“Tracked PNRs reached” is paused, so scheduled sends are off.' })
      .waitFor({ timeout: 15000 });
    await alerts.getByRole('button', { name: 'Resume Tracked PNRs reached' }).focus();
    await page.keyboard.press('Space');
    await row.getByText('Active').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Pause Tracked PNRs reached');

    await alerts.getByRole('button', { name: 'History of Tracked PNRs reached' }).click();
    const history = alerts.getByRole('dialog', { name: 'History of “Tracked PNRs reached”' });
    const evaluations = history.getByRole('table', { name: 'Evaluations' });
    await evaluations.waitFor({ timeout: 15000 });
    expect(await evaluations.locator('tbody tr').count()).toBe(3);
    expect(await evaluations.locator('tbody tr').first().textContent()).toContain('Test');
    const sends = history.getByRole('table', { name: 'Sends' });
    expect(await sends.locator('tbody tr').count()).toBe(3);
    const send = await sends.locator('tbody tr').first().textContent();
    expect(send).toContain('E-mail');
    expect(send).toContain('Test');
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

    // Delete asks first; Cancel keeps the rule. After the delete focus is on the section's heading.
    await alerts.getByRole('button', { name: 'Delete Tracked PNRs reached' }).click();
    const confirm = alerts.getByRole('dialog', { name: 'Delete this rule?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await alerts.getByRole('button', { name: 'Delete Tracked PNRs reached' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await alerts.getByText('No alert rules yet.').waitFor({ timeout: 15000 });
    expect(await focusedName(page)).toBe('Alert rules');
  });

  it('counts an alert fired elsewhere in the header until the tab is opened again', async () => {
    const { page, stack } = shared;
    // The header always offers the way to the alerts, named with the count (the tab, opened, marks all seen).
    await page.goto(`${stack.url}${ALERTS}`);
    await page.getByRole('link', { name: 'Alerts, none new' }).waitFor({ timeout: 30000 });
    await page.goto(`${stack.url}/Faresaver/SavingsBreakdown`);
    await page.getByRole('link', { name: 'Alerts, none new' }).waitFor({ timeout: 30000 });
    expect(await page.locator('tripsight-alert-count sl-badge').count()).toBe(0);

    // An alert fires while the user is not on the alerts tab (another session runs the rule).
    const send = await serviceAs(stack.url);
    const rule = await send(
      'POST',
      '/api/alerts',
      trackedPnrsRule({ name: 'Weekly tracked PNRs', schedule: 'weekly' }),
    );
    expect((await send('POST', `/api/alerts/${rule.id}/run`)).fired).toBe(true);

    // The next tab the user opens shows it in the header; the badge leads to the alerts tab.
    await page.goto(`${stack.url}/Faresaver/SavingsBreakdown`);
    const badge = page.getByRole('link', { name: 'Alerts, 1 new' });
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
    // Opening the tab marked it seen: the link stays, its count back to none.
    await page.getByRole('link', { name: 'Alerts, none new' }).waitFor({ timeout: 15000 });
    expect(await page.locator('tripsight-alert-count sl-badge').count()).toBe(0);
  });

  // Needs the service's digest test and history endpoints.
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
    expect(await refusal.textContent()).toBe('"No Such Client Ltd" is not a corporate client of this TMC.');
    await clients.fill('Globex Corporation, Initech');
    await dialog.getByRole('button', { name: 'Create digest' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    const row = alerts.getByRole('row', { name: /Monthly client figures/ });
    expect(await row.textContent()).toContain('Globex Corporation, Initech');
    expect(await row.textContent()).toContain('Savings, Rebooking, Compliance');

    await alerts.getByRole('button', { name: 'Send test now: Monthly client figures' }).click();
    await alerts
      .getByRole('status')
      .filter({ hasText: 'Test sent: “Monthly client figures” for 2 clients.' })
      .waitFor({ timeout: 15000 });
    expect(await focusedName(page)).toBe('Send test now: Monthly client figures');

    // Its history lists the two test mails, one per client.
    await alerts.getByRole('button', { name: 'History of Monthly client figures' }).click();
    const history = alerts.getByRole('dialog', { name: 'History of “Monthly client figures”' });
    const sends = history.getByRole('table', { name: 'Sends' });
    await sends.waitFor({ timeout: 15000 });
    expect(await sends.locator('tbody tr').count()).toBe(2);
    expect(await sends.locator('tbody tr').first().textContent()).toContain('Test');
    await history.getByRole('button', { name: 'Close' }).click();

    await alerts.getByRole('button', { name: 'Delete Monthly client figures' }).click();
    await alerts
      .getByRole('dialog', { name: 'Delete this digest?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await alerts.getByText('No client digests yet.').waitFor({ timeout: 15000 });
    expect(await focusedName(page)).toBe('Client digests');
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
    // Each stacked row's cells start their labels at the same place, the name's included.
    const starts = await alerts
      .getByRole('row', { name: /Weekly tracked PNRs/ })
      .first()
      .evaluate((row) =>
        [...row.children].map((cell) =>
          Math.round(cell.getBoundingClientRect().left + parseFloat(getComputedStyle(cell).paddingLeft)),
        ),
      );
    expect(new Set(starts).size, String(starts)).toBe(1);
    expect(await axeFindings(page, 'alerts page at 390 px')).toEqual([]);
    await screenshot(page, 'alerts-06-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

/** Calls the service as the travel manager, signed in on its own (another session than the page's). */
async function serviceAs(url: string) {
  const token = (await signInAsDemoUser(url, 'manager')).access_token;
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
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
}

/** The focused element's name (aria-label, else text), looking inside shadow roots. */
function focusedName(page: Parameters<typeof audit>[0]): Promise<string | null> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const label = (active as HTMLInputElement).labels?.[0]?.textContent?.trim();
    return active.getAttribute('aria-label') ?? label ?? active.textContent?.trim() ?? null;
  });
}

/** axe's blocking findings on the page, described. */
async function axeFindings(page: Parameters<typeof audit>[0], where: string): Promise<string[]> {
  return (await audit(page)).map((v) => describeViolation(where, v));
}
