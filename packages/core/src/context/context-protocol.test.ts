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
    expect(seen).toEqual([defaultBus()]);
  });

  it('gives an element the bus of its nearest provider', () => {
    const provider = new Node();
    const bus = new Bus();
    provideBus(provider, () => bus);
    const seen: Bus[] = [];
    requestBus(new Node(provider), (b) => seen.push(b));
    expect(seen).toEqual([bus]);
  });
});
