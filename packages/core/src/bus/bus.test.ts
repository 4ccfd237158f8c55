import { describe, expect, it, vi } from 'vitest';
import { Bus } from './bus.js';

describe('Bus', () => {
  it('notifies listeners on a real change only', () => {
    const bus = new Bus();
    const listener = vi.fn();
    bus.subscribe(listener);
    bus.setState({ currency: 'EUR' });
    bus.setState({ currency: 'EUR' });
    bus.setState({ filters: { ...bus.getState().filters } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0].currency).toBe('EUR');
    expect(listener.mock.calls[0]?.[1].currency).toBeNull();
  });

  it('stops notifying after unsubscribe', () => {
    const bus = new Bus();
    const listener = vi.fn();
    const stop = bus.subscribe(listener);
    stop();
    bus.setState({ feeMode: 'net' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('announces a change event with the previous state', () => {
    const bus = new Bus();
    const seen: string[] = [];
    bus.on('tripsight-change', ({ state, previous }) => seen.push(`${previous.feeMode}->${state.feeMode}`));
    bus.setState({ feeMode: 'net' });
    expect(seen).toEqual(['gross->net']);
  });

  it('asks the access token provider for the token', async () => {
    const bus = new Bus();
    expect(await bus.getAccessToken()).toBeNull();
    bus.accessTokenProvider = async () => 'abc';
    expect(await bus.getAccessToken()).toBe('abc');
  });

  it('applies its rules inside setState, before any listener hears of the change', () => {
    const bus = new Bus();
    bus.addRule((state) => (state.currency === 'EUR' && state.feeMode !== 'net' ? { feeMode: 'net' } : null));
    const seen: string[] = [];
    bus.subscribe((state) => seen.push(`${state.currency}/${state.feeMode}`));
    bus.setState({ currency: 'EUR' });
    expect(seen).toEqual(['EUR/net']);
  });

  it('applies a rule to the current state when it is added, and adds the same rule once', () => {
    const bus = new Bus({ currency: 'EUR' });
    let calls = 0;
    const rule = (state: { currency: string | null }) => {
      calls++;
      return state.currency === 'EUR' ? { currency: 'GBP' as const } : null;
    };
    bus.addRule(rule);
    expect(bus.getState().currency).toBe('GBP');
    const before = calls;
    bus.addRule(rule);
    expect(calls).toBe(before);
  });

  it('stops applying a removed rule', () => {
    const bus = new Bus();
    const remove = bus.addRule((state) => (state.currency === 'EUR' ? { currency: 'GBP' } : null));
    remove();
    bus.setState({ currency: 'EUR' });
    expect(bus.getState().currency).toBe('EUR');
  });

  it('refuses rules that never settle', () => {
    const bus = new Bus();
    bus.addRule((state) =>
      state.currency === 'EUR' ? { locale: state.locale === 'de-DE' ? 'fr-FR' : 'de-DE' } : null,
    );
    expect(() => bus.setState({ currency: 'EUR' })).toThrow(/did not settle/);
  });
});
