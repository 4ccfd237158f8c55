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
});
