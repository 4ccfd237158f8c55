import { Bus } from '../bus/bus.js';
import { withDashboardRules } from '../controls/dashboard-rules.js';

/**
 * The shared key of the Web Components Community Group context protocol under which a
 * `<tripsight-context>` provider offers its bus. `Symbol.for` so that two copies of the SDK on
 * one page still find each other.
 */
export const busContext = Symbol.for('tripsight.bus');

export type BusCallback = (bus: Bus, unsubscribe?: () => void) => void;

/** `context-request` event of the community protocol (bubbles, composed). */
export class ContextRequestEvent extends Event {
  constructor(
    readonly context: typeof busContext,
    readonly callback: BusCallback,
    readonly subscribe: boolean = false,
  ) {
    super('context-request', { bubbles: true, composed: true });
  }
}

/** `context-provider` event: a provider announces itself (e.g. after a late upgrade). */
export class ContextProviderEvent extends Event {
  constructor(readonly context: typeof busContext) {
    super('context-provider', { bubbles: true, composed: true });
  }
}

let pageBus: Bus | null = null;

/**
 * The page-level default bus used by elements that have no provider above them. It applies the
 * dashboard rules, and announces its analytics events (an applied filter edit) on the document, as a
 * `<tripsight-context>` announces its bus's.
 */
export function defaultBus(): Bus {
  if (!pageBus) {
    pageBus = withDashboardRules(new Bus());
    pageBus.on('tripsight-analytics', (detail) =>
      (globalThis.document as EventTarget | undefined)?.dispatchEvent(
        new CustomEvent('tripsight-analytics', { detail, bubbles: true, composed: true }),
      ),
    );
  }
  return pageBus;
}

/**
 * Finds the bus for `element`: the nearest provider's, or the page default. Calls `onBus` now
 * and again whenever a provider that appears later (late upgrade) takes the element over. The bus
 * applies the dashboard rules (`withDashboardRules`) from then on, whoever made it.
 * Returns a function that stops following.
 */
export function requestBus(element: EventTarget, onBus: (bus: Bus) => void): () => void {
  let current: Bus | null = null;
  let unsubscribeProvider: (() => void) | undefined;
  const ask = (): boolean => {
    let answered = false;
    element.dispatchEvent(
      new ContextRequestEvent(
        busContext,
        (bus, unsubscribe) => {
          answered = true;
          if (bus !== current) {
            unsubscribeProvider?.();
            unsubscribeProvider = unsubscribe;
            current = withDashboardRules(bus);
            onBus(bus);
          }
        },
        true,
      ),
    );
    return answered;
  };
  if (!ask()) {
    current = defaultBus();
    onBus(current);
  }
  // A provider that upgrades after us announces itself; ask again so it can take us over.
  const onProvider = (event: Event) => {
    if ((event as ContextProviderEvent).context === busContext) ask();
  };
  const root = globalThis.document as EventTarget | undefined;
  root?.addEventListener('context-provider', onProvider);
  return () => {
    root?.removeEventListener('context-provider', onProvider);
    unsubscribeProvider?.();
  };
}

/**
 * Makes `host` answer bus requests from its descendants with `bus`. Announces itself so
 * elements that connected earlier re-ask. Returns a function that stops providing.
 */
export function provideBus(host: EventTarget, getBus: () => Bus): () => void {
  const subscribers = new Set<BusCallback>();
  const onRequest = (event: Event) => {
    const request = event as ContextRequestEvent;
    if (request.context !== busContext || event.target === host) return;
    event.stopImmediatePropagation();
    const unsubscribe = request.subscribe ? () => subscribers.delete(request.callback) : undefined;
    if (request.subscribe) subscribers.add(request.callback);
    request.callback(getBus(), unsubscribe);
  };
  host.addEventListener('context-request', onRequest);
  host.dispatchEvent(new ContextProviderEvent(busContext));
  return () => {
    host.removeEventListener('context-request', onRequest);
    subscribers.clear();
  };
}
