import { describe, expect, it } from 'vitest';
import { defaultBus } from '@tripsight/core/context';
import { defineAlertCount } from './alert-count.element.js';
import {
  fakeOpsService,
  mountOpsScreen,
  setUpOpsScreen,
  shadowOf,
  until,
} from '../../testing/ops-testing.js';

const TAG = 'tripsight-alert-count';

/** The link's accessible name. */
const linkName = () => shadowOf(TAG).querySelector('a')?.getAttribute('aria-label') ?? null;

describe('<tripsight-alert-count> (happy-dom)', () => {
  setUpOpsScreen(defineAlertCount);

  it('is always a link to the alerts, named with the count, read again after a test and when seen', async () => {
    defaultBus().setState((s) => ({ auth: { ...s.auth, status: 'signed-in' } }));
    let count = 0;
    const fake = mountOpsScreen(TAG, fakeOpsService({ 'GET /api/alerts/unseen': () => ({ count }) }));
    document.querySelector(TAG)!.setAttribute('href', '/Alerts/AlertsAndDigests');
    await until(() => linkName() === 'Alerts, none new', 'the link without a count');
    expect(shadowOf(TAG).querySelector('sl-badge')).toBeNull();
    expect(shadowOf(TAG).querySelector('a')!.textContent).toBe('Alerts');

    // A test sent from the alerts page fired: the count is read again at once.
    count = 2;
    document.dispatchEvent(new CustomEvent('tripsight-alerts-sent', { detail: {} }));
    await until(() => linkName() === 'Alerts, 2 new', 'the count after a test');
    expect(shadowOf(TAG).querySelector('sl-badge')!.textContent).toBe('2');

    // Opening the alerts tab marks them seen: back to none.
    count = 0;
    document.dispatchEvent(new CustomEvent('tripsight-alerts-seen', { detail: { count: 0 } }));
    await until(() => linkName() === 'Alerts, none new', 'the count after the tab was opened');
    expect(fake.calls.every((c) => c.url.pathname === '/api/alerts/unseen')).toBe(true);
    defaultBus().setState((s) => ({ auth: { ...s.auth, status: 'anonymous' } }));
  });
});
