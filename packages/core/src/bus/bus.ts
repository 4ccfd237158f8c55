import { initialBusState } from './defaults.js';
import type { BusState } from './types.js';

/** Called with the new and the previous state after every real change. */
export type BusListener = (state: BusState, previous: BusState) => void;

/** Supplies a bearer token for data calls (a host's own sign-in, or the built-in one). */
export type AccessTokenProvider = () => Promise<string | null>;

/** Events a bus announces to its host (re-dispatched as DOM events by `<tripsight-context>`). */
export interface BusEventMap {
  'tripsight-change': { state: BusState; previous: BusState };
  'tripsight-error': { message: string; source: string; status?: number; code?: string };
  'tripsight-analytics': Record<string, string | number | boolean | null>;
  'tripsight-download': { state: string; fileName: string | null };
  'tripsight-navigate': { from: string | null; to: string };
}
export type BusEventName = keyof BusEventMap;
export type BusEventListener<K extends BusEventName> = (detail: BusEventMap[K]) => void;

/**
 * The shared state of one dashboard: auth, filters, currency, fee mode, per-product dates,
 * locale and download status. Listeners fire only on a real (shallow per key) change.
 *
 * @example
 * const bus = new Bus({ apiBase: 'https://analytics.example.com' });
 * const stop = bus.subscribe((s) => console.log(s.filters));
 * bus.setState({ currency: 'EUR' });
 */
export class Bus {
  private state: BusState;
  private readonly listeners = new Set<BusListener>();
  private readonly eventListeners = new Map<BusEventName, Set<(detail: never) => void>>();
  /** Supplies the bearer token; set by a host that signs in itself, or by the built-in sign-in. */
  accessTokenProvider: AccessTokenProvider | null = null;

  constructor(init: Partial<BusState> = {}) {
    this.state = { ...initialBusState(), ...init };
  }

  getState(): BusState {
    return this.state;
  }

  /** Merges `patch` (or the result of `update`) into the state; notifies only if something changed. */
  setState(patch: Partial<BusState> | ((state: BusState) => Partial<BusState>)): void {
    const previous = this.state;
    const changes = typeof patch === 'function' ? patch(previous) : patch;
    const changed = (Object.keys(changes) as (keyof BusState)[]).filter(
      (key) => !sameValue(previous[key], changes[key]),
    );
    if (changed.length === 0) return;
    this.state = { ...previous, ...changes };
    for (const listener of [...this.listeners]) listener(this.state, previous);
    this.emit('tripsight-change', { state: this.state, previous });
  }

  /** Registers `listener`; returns the function that removes it. */
  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves the current bearer token, or null when nobody is signed in. */
  async getAccessToken(): Promise<string | null> {
    return this.accessTokenProvider ? this.accessTokenProvider() : null;
  }

  /** Announces a host event (error, analytics, download, navigate, change). */
  emit<K extends BusEventName>(name: K, detail: BusEventMap[K]): void {
    for (const listener of [...(this.eventListeners.get(name) ?? [])]) {
      (listener as BusEventListener<K>)(detail);
    }
  }

  /** Listens to a host event; returns the function that stops listening. */
  on<K extends BusEventName>(name: K, listener: BusEventListener<K>): () => void {
    const set = this.eventListeners.get(name) ?? new Set();
    set.add(listener as (detail: never) => void);
    this.eventListeners.set(name, set);
    return () => set.delete(listener as (detail: never) => void);
  }
}

/** Structural equality for plain JSON-like state values, so re-setting equal data is not a change. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
