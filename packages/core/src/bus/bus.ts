import { initialBusState } from './defaults.js';
import type { BusState } from './types.js';

/** Called with the new and the previous state after every real change. */
export type BusListener = (state: BusState, previous: BusState) => void;

/**
 * A state rule the bus applies: given the state a change produced (and the state before it), the
 * further changes the rule requires, or null when the state already follows it. Rules run inside
 * `setState`, before any listener hears of the change, so nobody sees a state that breaks them.
 */
export type BusRule = (state: BusState, previous: BusState) => Partial<BusState> | null;

/** Rules settle in a few rounds; more means two rules undo each other. */
const MAX_RULE_ROUNDS = 8;

/** Supplies a bearer token for data calls (a host's own sign-in, or the built-in one). */
export type AccessTokenProvider = () => Promise<string | null>;

/** Events a bus announces to its host (re-dispatched as DOM events by `<tripsight-context>`). */
export interface BusEventMap {
  'tripsight-change': { state: BusState; previous: BusState };
  'tripsight-error': { message: string; source: string; status?: number; code?: string; requestId?: string };
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
  private readonly rules = new Set<BusRule>();
  private readonly eventListeners = new Map<BusEventName, Set<(detail: never) => void>>();
  /** Supplies the bearer token; set by a host that signs in itself, or by the built-in sign-in. */
  accessTokenProvider: AccessTokenProvider | null = null;

  constructor(init: Partial<BusState> = {}) {
    this.state = { ...initialBusState(), ...init };
  }

  getState(): BusState {
    return this.state;
  }

  /**
   * Merges `patch` (or the result of `update`) into the state, then applies the bus's rules to the
   * result; notifies only if something changed.
   */
  setState(patch: Partial<BusState> | ((state: BusState) => Partial<BusState>)): void {
    const previous = this.state;
    const next = this.settle(
      merged(previous, typeof patch === 'function' ? patch(previous) : patch),
      previous,
    );
    if (next === previous) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener(this.state, previous);
    this.emit('tripsight-change', { state: this.state, previous });
  }

  /**
   * Adds a state rule (once: adding the same function again does nothing) and applies it to the
   * current state at once. Returns the function that removes it.
   */
  addRule(rule: BusRule): () => void {
    if (!this.rules.has(rule)) {
      this.rules.add(rule);
      const changes = rule(this.state, this.state);
      if (changes) this.setState(changes);
    }
    return () => this.rules.delete(rule);
  }

  private settle(state: BusState, previous: BusState): BusState {
    if (state === previous) return state;
    for (let round = 0; round < MAX_RULE_ROUNDS; round++) {
      const before = state;
      for (const rule of this.rules) {
        const changes = rule(state, previous);
        if (changes) state = merged(state, changes);
      }
      if (state === before) return state;
    }
    throw new Error(`bus rules did not settle in ${MAX_RULE_ROUNDS} rounds`);
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

/** `state` with `changes` merged in, or `state` itself when no key really changes. */
function merged(state: BusState, changes: Partial<BusState>): BusState {
  const changed = (Object.keys(changes) as (keyof BusState)[]).some(
    (key) => !sameValue(state[key], changes[key]),
  );
  return changed ? { ...state, ...changes } : state;
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
