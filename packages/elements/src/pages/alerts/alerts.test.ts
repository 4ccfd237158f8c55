import { describe, expect, it } from 'vitest';
import { alertRule, refusedFields } from '@tripsight/core/testing';
import { defineAlerts } from './alerts.element.js';
import {
  button,
  deepText,
  fakeOpsService,
  mountOpsScreen,
  setUpOpsScreen,
  shadowOf,
  typeInto,
  until,
} from '../../testing/ops-testing.js';

const TAG = 'tripsight-alerts';

const digest = (id: number, name: string) => ({
  id,
  name,
  clients: ['Initech'],
  schedule: 'monthly',
  recipients: ['alex.morgan@northstar.example'],
  sections: ['savings'],
  paused: false,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

/** The element focused inside the page's shadow root. */
const focused = () => shadowOf(TAG).activeElement as HTMLElement | null;

/** The button named `label` (its aria-label). */
function named(label: string): HTMLButtonElement {
  const found = shadowOf(TAG).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button named "${label}"`);
  return found;
}

/** Sets a textarea's value as typing does. */
function typeText(field: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The control labelled `label` (its label text starts with it) in the open dialog. */
function control<T extends HTMLElement>(label: string): T {
  const found = [...shadowOf(TAG).querySelectorAll('dialog label.field')].find((l) =>
    l.textContent?.startsWith(label),
  );
  const field = found?.querySelector<T>('input, select, textarea');
  if (!field) throw new Error(`no field "${label}"`);
  return field;
}

describe('<tripsight-alerts> (happy-dom)', () => {
  setUpOpsScreen(defineAlerts);

  it('says when there are no rules and no digests, and marks the alerts seen on opening', async () => {
    const seen: Event[] = [];
    const onSeen = (event: Event) => seen.push(event);
    document.addEventListener('tripsight-alerts-seen', onSeen);
    const fake = mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': () => ({ alerts: [] }),
        'GET /api/digests': () => ({ digests: [] }),
        'POST /api/alerts/seen': () => ({ count: 0 }),
      }),
    );
    await until(() => deepText(document.body).includes('No client digests yet'), 'the empty digests');
    const root = shadowOf(TAG);
    expect(deepText(root)).toContain('No alert rules yet');
    expect(root.querySelectorAll('[part="empty"]')).toHaveLength(2);
    await until(() => seen.length === 1, 'the seen event');
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/alerts/seen',
    ]);
    expect(button(root, 'New rule')).toBeTruthy();
    expect(button(root, 'New digest')).toBeTruthy();
    document.removeEventListener('tripsight-alerts-seen', onSeen);
  });

  it('shows each list failure with the service message, and no rows', { timeout: 15000 }, async () => {
    const refused = () => Response.json({ error: 'UNAVAILABLE', message: 'down' }, { status: 503 });
    mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': refused,
        'GET /api/digests': refused,
        'POST /api/alerts/seen': refused,
      }),
    );
    // Three retries, a second apart, before a list fails.
    await until(() => shadowOf(TAG).querySelectorAll('[part="error"]').length === 2, 'both failures', 8000);
    const text = deepText(shadowOf(TAG));
    expect(text).toContain(
      'Failed to load alert rules. Please try again later. Service unavailable. Please try again later.',
    );
    expect(text).toContain('Failed to load client digests. Please try again later.');
    expect(shadowOf(TAG).querySelector('table')).toBeNull();
  });

  it('keeps focus on a row button after Pause and Send test now, and says the test in the status line', async () => {
    let paused = false;
    const fake = mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': () => ({
          alerts: [
            { ...alertRule(1, 'Savings up', paused), filters: { currency: 'EUR', corporate: ['Acme'] } },
          ],
        }),
        'GET /api/digests': () => ({ digests: [] }),
        'POST /api/alerts/seen': () => ({ count: 0 }),
        'PATCH /api/alerts/1': (call) => {
          paused = (call.body as { paused: boolean }).paused;
          return alertRule(1, 'Savings up', paused);
        },
        'POST /api/alerts/1/test': () => ({
          fired: true,
          value: 6101.67,
          threshold: 0,
          period: { start: '2026-11-28', end: '2026-11-28', key: '2026-11-28' },
          sent: true,
          test: true,
        }),
      }),
    );
    await until(() => deepText(document.body).includes('Savings up'), 'the rule');
    // The row's condition writes the money threshold in the rule's currency.
    expect(deepText(shadowOf(TAG))).toContain('Savings overview: Accepted savings ≥ €0');
    // Under it, the filters that narrow it: the client, not the currency (the threshold's own).
    expect(deepText(shadowOf(TAG))).toContain('Client: Acme');
    expect(deepText(shadowOf(TAG))).not.toContain('Currency: EUR');
    named('Pause Savings up').focus();
    named('Pause Savings up').click();
    await until(() => focused()?.getAttribute('aria-label') === 'Resume Savings up', 'focus on Resume');
    expect(deepText(shadowOf(TAG))).toContain('Scheduled sends are off');

    named('Send test now: Savings up').focus();
    named('Send test now: Savings up').click();
    const status = shadowOf(TAG).querySelector('[role="status"].notice')!;
    await until(() => (status.textContent ?? '').startsWith('Test sent'), 'the test sentence');
    expect(status.textContent).toBe(
      'Test sent: Accepted savings was €6,101.67 for 28 Nov 2026, at or above €0 — the alert would fire. ' +
        '“Savings up” is paused, so scheduled sends are off.',
    );
    expect(focused()?.getAttribute('aria-label')).toBe('Send test now: Savings up');
    const posts = fake.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);
    expect(posts).toContain('/api/alerts/1/test');
    expect(posts).not.toContain('/api/alerts/1/run');
  });

  it("moves focus after a delete to the next row, else the previous, else the section's heading", async () => {
    let rules = [alertRule(1, 'First'), alertRule(2, 'Second')];
    mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': () => ({ alerts: rules }),
        'GET /api/digests': () => ({ digests: [] }),
        'POST /api/alerts/seen': () => ({ count: 0 }),
        'DELETE /api/alerts/1': () => {
          rules = rules.filter((r) => r.id !== 1);
          return new Response(null, { status: 204 });
        },
        'DELETE /api/alerts/2': () => {
          rules = [];
          return new Response(null, { status: 204 });
        },
      }),
    );
    await until(() => deepText(document.body).includes('Second'), 'the rules');
    named('Delete First').focus();
    named('Delete First').click();
    await until(() => shadowOf(TAG).querySelector('dialog[open]') !== null, 'the confirmation');
    button(shadowOf(TAG).querySelector('dialog')!, 'Delete').click();
    await until(() => focused()?.getAttribute('aria-label') === 'Edit Second', 'focus on the next row');

    named('Delete Second').click();
    await until(() => shadowOf(TAG).querySelector('dialog[open]') !== null, 'the confirmation');
    button(shadowOf(TAG).querySelector('dialog')!, 'Delete').click();
    await until(() => focused()?.textContent === 'Alert rules', 'focus on the heading');
    expect(focused()?.getAttribute('tabindex')).toBe('-1');
    await until(() => deepText(shadowOf(TAG)).includes('No alert rules yet.'), 'the empty list');
  });

  it('shows every refused field at once and focuses the first; a closed form keeps its draft', async () => {
    mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': () => ({ alerts: [] }),
        'GET /api/digests': () => ({ digests: [] }),
        'POST /api/alerts/seen': () => ({ count: 0 }),
        'POST /api/alerts': () =>
          Response.json(
            refusedFields({
              field: 'recipients',
              message: 'someone@gmail.com is outside the mail domains of this TMC.',
            }),
            { status: 400 },
          ),
      }),
    );
    await until(() => deepText(document.body).includes('No alert rules yet.'), 'the page');
    button(shadowOf(TAG), 'New rule').click();
    await until(() => shadowOf(TAG).querySelector('dialog[open]') !== null, 'the dialog');
    typeInto(control<HTMLInputElement>('Threshold'), 'abc');
    button(shadowOf(TAG).querySelector('dialog')!, 'Create rule').click();
    await until(() => shadowOf(TAG).querySelectorAll('[aria-invalid="true"]').length === 3, 'three refusals');
    const described = (label: string) =>
      shadowOf(TAG).getElementById(control(label).getAttribute('aria-describedby')!)?.textContent;
    expect(described('Name')).toBe('Enter a name.');
    expect(described('Threshold')).toBe('Enter a number.');
    expect(described('Recipients')).toBe('someone@gmail.com is outside the mail domains of this TMC.');
    expect(deepText(shadowOf(TAG))).toContain('Correct the 3 fields marked above.');
    await until(() => focused() === control('Name'), 'focus on the first refused field');
    // Changing one field clears its refusal only.
    typeInto(control<HTMLInputElement>('Name'), 'Savings up');
    await until(() => control('Name').getAttribute('aria-invalid') === null, 'the name accepted');
    expect(control('Threshold').getAttribute('aria-invalid')).toBe('true');

    // Escape keeps the draft; the dialog opens on it again, and 'Discard draft' puts the form back.
    shadowOf(TAG)
      .querySelector('dialog')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => shadowOf(TAG).querySelector('dialog[open]') === null, 'the dialog closed');
    button(shadowOf(TAG), 'New rule').click();
    await until(() => shadowOf(TAG).querySelector('dialog[open]') !== null, 'the dialog again');
    expect(control<HTMLInputElement>('Name').value).toBe('Savings up');
    expect(control<HTMLInputElement>('Threshold').value).toBe('abc');
    expect(deepText(shadowOf(TAG))).toContain('This is your unsaved draft.');
    button(shadowOf(TAG).querySelector('dialog')!, 'Discard draft').click();
    await until(() => control<HTMLInputElement>('Name').value === '', 'the form as it started');
    expect(control<HTMLTextAreaElement>('Recipients').value).toBe('');
    typeText(control<HTMLTextAreaElement>('Recipients'), 'a@northstar.example');
    await until(() => deepText(shadowOf(TAG)).includes('Discard draft'), 'changed again');
  });

  it("lists a digest's sends in its history, tests marked", async () => {
    mountOpsScreen(
      TAG,
      fakeOpsService({
        'GET /api/alerts': () => ({ alerts: [] }),
        'GET /api/digests': () => ({ digests: [digest(3, 'Monthly figures')] }),
        'POST /api/alerts/seen': () => ({ count: 0 }),
        'GET /api/digests/3/history': () => ({
          sends: [
            {
              id: 9,
              client: 'Initech',
              period: '2026-10',
              status: 'sent',
              attempts: 1,
              messageId: '<x@tripsight.invalid>',
              error: null,
              test: true,
              createdAt: '2026-11-29T10:00:00Z',
              sentAt: '2026-11-29T10:00:01Z',
            },
          ],
        }),
      }),
    );
    await until(() => deepText(document.body).includes('Monthly figures'), 'the digest');
    named('History of Monthly figures').click();
    await until(
      () => shadowOf(TAG).querySelector('dialog[open] tbody tr th') !== null,
      'the sends in the dialog',
    );
    const row = shadowOf(TAG).querySelector('dialog[open] tbody tr')!;
    expect(row.querySelector('th')!.textContent).toBe('InitechTest');
    expect(row.textContent).toContain('Oct 2026');
    expect(row.textContent).toContain('sent');
  });
});
