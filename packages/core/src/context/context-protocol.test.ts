import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { defaultBus, provideBus, requestBus } from './context-protocol.js';

/** A minimal event path: child -> parent, enough to exercise bubbling in Node. */
class Node extends EventTarget {
  constructor(readonly parent: Node | null = null) {
    super();
  }
  override dispatchEvent(event: Event): boolean {
    // The walk starts at the receiver and climbs the parents, as a DOM event path does.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let target: Node | null = this;
    let ok = true;
    let stopped = false;
    // Every listener on the path sees the element that dispatched as the target, as in the DOM.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const origin = this;
    Object.defineProperty(event, 'target', { configurable: true, get: () => origin });
    const stop = event.stopImmediatePropagation.bind(event);
    event.stopImmediatePropagation = () => {
      stopped = true;
      stop();
    };
    while (target && !stopped) {
      ok = EventTarget.prototype.dispatchEvent.call(target, event) && ok;
      if (!event.bubbles) break;
      target = target.parent;
    }
    return ok;
  }
}

describe('context protocol', () => {
  it('gives an element without a provider the page default bus', () => {
    const seen: Bus[] = [];
    requestBus(new Node(), (bus) => seen.push(bus));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(defaultBus());
  });

  it('gives an element the bus of its nearest provider', () => {
    const provider = new Node();
    const bus = new Bus();
    provideBus(provider, () => bus);
    const seen: Bus[] = [];
    requestBus(new Node(provider), (b) => seen.push(b));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(bus);
  });

  it("makes the provider's bus apply the dashboard rules once an element finds it", () => {
    const provider = new Node();
    const bus = new Bus();
    provideBus(provider, () => bus);
    requestBus(new Node(provider), () => {});
    bus.setState((s) => ({ auth: { ...s.auth, claims: { ...s.auth.claims, isDemo: true } } }));
    expect(bus.getState().dates.air).toEqual({ startDate: '2019-07-01', endDate: '2019-07-31' });
  });

  it('announces the analytics events of the page default bus on the document', () => {
    const document = new EventTarget();
    const seen: unknown[] = [];
    document.addEventListener('tripsight-analytics', (event) => seen.push((event as CustomEvent).detail));
    globalThis.document = document as never;
    try {
      defaultBus().emit('tripsight-analytics', { event: 'filter_change' });
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
    expect(seen).toEqual([{ event: 'filter_change' }]);
  });
});
