import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { anonymousClaims } from '../bus/defaults.js';
import type { AuthState, UserClaims } from '../bus/types.js';
import { initAnalyticsUser, USER_DATA_INIT_FAILED } from './user-data.js';

const signedIn = (claims: Partial<UserClaims>): AuthState => ({
  status: 'signed-in',
  user: { name: 'Alex Morgan', email: claims.email ?? null, picture: null },
  claims: { ...anonymousClaims(), ...claims },
});

function watch(bus: Bus) {
  const events: Record<string, unknown>[] = [];
  const logged: [string, unknown][] = [];
  bus.on('tripsight-analytics', (detail) => void events.push(detail));
  const stop = initAnalyticsUser(bus, (message, cause) => logged.push([message, cause]));
  return { events, logged, stop };
}

describe('initAnalyticsUser', () => {
  it('announces the user data once per signed-in user', () => {
    const bus = new Bus();
    const { events, logged } = watch(bus);
    expect(events).toEqual([]);
    const alex = signedIn({
      email: 'alex@northstar.example',
      customerId: 'C1',
      tmc: 'northstar',
      entitledTabs: ['Savingsoverview', 'AdvancedPurchase'],
    });
    bus.setState({ auth: alex });
    bus.setState({ auth: { ...alex, user: { ...alex.user!, picture: 'p.png' } } });
    expect(events).toEqual([
      {
        event: 'identify',
        user_id: 'alex@northstar.example',
        email: 'alex@northstar.example',
        customer_id: 'C1',
        tmc: 'northstar',
        is_demo: false,
        allow_export_reports: true,
        entitled_tabs: 2,
      },
    ]);
    bus.setState({ auth: { status: 'anonymous', user: null, claims: anonymousClaims() } });
    bus.setState({ auth: signedIn({ customerId: 'C2' }) });
    expect(events.map((e) => e.user_id)).toEqual(['alex@northstar.example', 'C2']);
    expect(logged).toEqual([]);
  });

  it("logs 'Failed to init user data for client' when the claims identify no one", () => {
    const bus = new Bus();
    const { events, logged } = watch(bus);
    bus.setState({ auth: signedIn({ tmc: 'northstar' }) });
    expect(events).toEqual([]);
    expect(logged.map(([message]) => message)).toEqual(['Failed to init user data for client']);
    expect(USER_DATA_INIT_FAILED).toBe('Failed to init user data for client');
  });

  it('logs the same when the host fails to take the user data, and the dashboard carries on', () => {
    const bus = new Bus();
    bus.on('tripsight-analytics', () => {
      throw new Error('analytics service not loaded');
    });
    const { logged } = watch(bus);
    expect(() => bus.setState({ auth: signedIn({ email: 'maya@northstar.example' }) })).not.toThrow();
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toBe('Failed to init user data for client');
    expect((logged[0]![1] as Error).message).toBe('analytics service not loaded');
  });

  it('stops when asked', () => {
    const bus = new Bus();
    const { events, stop } = watch(bus);
    stop();
    bus.setState({ auth: signedIn({ email: 'alex@northstar.example' }) });
    expect(events).toEqual([]);
  });
});
