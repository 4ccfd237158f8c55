import type { FilterSelection } from '../bus/types.js';
import { sameValue } from '../bus/bus.js';
import { emptiedGroups, resetFilters } from './filters.js';

/** Filter changes apply after this debounce (spec §9: filter debounce 2000 ms). */
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
 * When edits of the filter bar reach the dashboard (spec §4 "Filter changes"): each change restarts a
 * 2000 ms debounce; a due change waits while a dropdown is open and applies when it closes; a change
 * that empties a group, and Reset, apply at once. `apply` is called only with a selection that differs
 * from the last applied one.
 */
export class FilterScheduler {
  private readonly read: () => FilterSelection;
  private known: FilterSelection;
  private pending: FilterSelection | null = null;
  private timer: unknown = null;
  private due = false;
  private openDropdowns = 0;

  /** `applied` is the applied selection, or a function that reads it (e.g. from the bus). */
  constructor(
    applied: FilterSelection | (() => FilterSelection),
    private readonly apply: (selection: FilterSelection) => void,
    private readonly delayMs: number = FILTER_DEBOUNCE_MS,
    private readonly timers: SchedulerTimers = globalTimers,
  ) {
    let own = typeof applied === 'function' ? null : applied;
    this.read = typeof applied === 'function' ? applied : () => own!;
    this.write = (selection) => {
      own = selection;
    };
    this.known = this.read();
  }

  private readonly write: (selection: FilterSelection) => void;

  private get applied(): FilterSelection {
    return this.read();
  }

  /** The selection being edited (pending) or the applied one. */
  current(): FilterSelection {
    return this.pending ?? this.applied;
  }

  /** The bus changed from outside (another control, the host): adopt it and drop pending edits. */
  sync(applied: FilterSelection): void {
    if (sameValue(applied, this.known)) return;
    this.known = applied;
    this.write(applied);
    this.cancel();
  }

  /** The user edited the selection. */
  change(next: FilterSelection): void {
    this.pending = next;
    if (emptiedGroups(this.applied, next).length > 0) {
      this.flush();
      return;
    }
    this.restart();
  }

  /** Reset clears all six selections and applies at once. */
  reset(): void {
    this.pending = resetFilters();
    this.flush();
  }

  /** A dropdown of the filter bar opened or closed. */
  setDropdownOpen(open: boolean): void {
    this.openDropdowns = Math.max(0, this.openDropdowns + (open ? 1 : -1));
    if (this.openDropdowns === 0 && this.due) this.flush();
  }

  /** True while a change waits to be applied. */
  hasPending(): boolean {
    return this.pending !== null;
  }

  /** Applies the pending change now (if it differs from the applied selection). */
  flush(): void {
    this.clearTimer();
    this.due = false;
    const next = this.pending;
    this.pending = null;
    if (next === null || sameValue(next, this.applied)) return;
    this.known = next;
    this.write(next);
    this.apply(next);
  }

  /** Drops a pending change and stops the timer. */
  cancel(): void {
    this.clearTimer();
    this.due = false;
    this.pending = null;
  }

  private restart(): void {
    this.clearTimer();
    this.due = false;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.due = true;
      if (this.openDropdowns === 0) this.flush();
    }, this.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
