import type { FilterSelection } from '../bus/types.js';
import { sameValue } from '../bus/bus.js';
import { emptiedGroups, resetFilters } from './filters.js';

/** Filter changes apply after this debounce (docs/rules/shell.md#global-filters: filter debounce 2000 ms). */
export const FILTER_DEBOUNCE_MS = 2000;

/** The timer functions the scheduler uses (injectable for tests). */
export interface SchedulerTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: SchedulerTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Where the selections live (the bus, for a dashboard): the applied one and the edits not applied yet.
 * The scheduler keeps no copy of either.
 */
export interface FilterStore {
  applied(): FilterSelection;
  /** The edited selection waiting to be applied, or null. */
  pending(): FilterSelection | null;
  setPending(selection: FilterSelection | null): void;
  /** Makes `selection` the applied one and clears the pending edits, in one step. */
  apply(selection: FilterSelection): void;
}

/**
 * When edits of the filter bar reach the dashboard (docs/rules/shell.md#global-filters): each change restarts a
 * 2000 ms debounce; a due change waits while a dropdown is open and applies when it closes; a change
 * that empties a group, and Reset, apply at once. The store's `apply` is called only with a selection
 * that differs from the applied one.
 */
export class FilterScheduler {
  private timer: unknown = null;
  private due = false;
  private readonly openDropdowns = new Set<string>();

  constructor(
    private readonly store: FilterStore,
    private readonly delayMs: number = FILTER_DEBOUNCE_MS,
    private readonly timers: SchedulerTimers = globalTimers,
  ) {}

  /** The selection being edited (pending) or the applied one. */
  current(): FilterSelection {
    return this.store.pending() ?? this.store.applied();
  }

  /** The user edited the selection. */
  change(next: FilterSelection): void {
    this.store.setPending(next);
    if (emptiedGroups(this.store.applied(), next).length > 0) {
      this.flush();
      return;
    }
    this.restart();
  }

  /** Reset clears all six selections and applies at once. */
  reset(): void {
    this.store.setPending(resetFilters());
    this.flush();
  }

  /** The dropdown `id` of the filter bar opened or closed. */
  setDropdownOpen(id: string, open: boolean): void {
    if (open) this.openDropdowns.add(id);
    else this.openDropdowns.delete(id);
    if (this.openDropdowns.size === 0 && this.due) this.flush();
  }

  /** Applies the pending change now (if it differs from the applied selection). */
  flush(): void {
    this.clearTimer();
    this.due = false;
    const next = this.store.pending();
    if (next === null) return;
    if (sameValue(next, this.store.applied())) this.store.setPending(null);
    else this.store.apply(next);
  }

  /** Drops a pending change, stops the timer and forgets open dropdowns (the filter bar went away). */
  cancel(): void {
    this.clearTimer();
    this.due = false;
    this.openDropdowns.clear();
    if (this.store.pending() !== null) this.store.setPending(null);
  }

  private restart(): void {
    this.clearTimer();
    this.due = false;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.due = true;
      if (this.openDropdowns.size === 0) this.flush();
    }, this.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
