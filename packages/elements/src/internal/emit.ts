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

/** Details of the DOM events Tripsight elements dispatch. */
export interface TripsightEventMap {
  'tripsight-error': { message: string; source: string; status?: number; code?: string };
  'tripsight-analytics': Record<string, string | number | boolean | null>;
  'tripsight-download': { state: string; fileName: string | null };
  'tripsight-navigate': { from: string | null; to: string };
  'tripsight-change': { state: unknown; previous: unknown };
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tripsight-error': CustomEvent<TripsightEventMap['tripsight-error']>;
    'tripsight-analytics': CustomEvent<TripsightEventMap['tripsight-analytics']>;
    'tripsight-download': CustomEvent<TripsightEventMap['tripsight-download']>;
    'tripsight-navigate': CustomEvent<TripsightEventMap['tripsight-navigate']>;
    'tripsight-change': CustomEvent<TripsightEventMap['tripsight-change']>;
  }
}
