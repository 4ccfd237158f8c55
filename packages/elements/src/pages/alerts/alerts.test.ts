import { describe, expect, it } from 'vitest';
import { defineAlerts } from './alerts.element.js';
import {
  button,
  deepText,
  fakeOpsService,
  mountOpsScreen,
  setUpOpsScreen,
  shadowOf,
  until,
} from '../../testing/ops-testing.js';

const TAG = 'tripsight-alerts';

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
});
