import type { BusEventMap } from '@tripsight/core/bus';

/**
 * Dispatches a typed event from `host` that bubbles and crosses shadow roots, so a host page or
 * a `<tripsight-context>` above can listen. One helper for every element event.
 */
export function emit<K extends keyof TripsightEventMap>(
  host: EventTarget,
  name: K,
  detail: TripsightEventMap[K],
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/**
 * Details of the DOM events Tripsight elements dispatch: the bus's events, so an event a
 * `<tripsight-context>` forwards and one an element emits have one declaration.
 */
export type TripsightEventMap = BusEventMap;

declare global {
  // One entry per bus event, derived from the bus's map.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends TripsightDomEvents {}
}

type TripsightDomEvents = { [K in keyof BusEventMap]: CustomEvent<BusEventMap[K]> };
