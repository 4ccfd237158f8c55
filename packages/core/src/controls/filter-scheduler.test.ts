import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../bus/defaults.js';
import type { FilterSelection } from '../bus/types.js';
import { FILTER_DEBOUNCE_MS, FilterScheduler, type FilterStore } from './filter-scheduler.js';

const withGds = (gds: string[]): FilterSelection => ({ ...emptyFilters(), gds });

/** A store in memory that records every applied selection. */
function memoryStore(applied: FilterSelection[], start = emptyFilters()) {
  const state = { applied: start, pending: null as FilterSelection | null };
  const store: FilterStore = {
    applied: () => state.applied,
    pending: () => state.pending,
    setPending: (selection) => {
      state.pending = selection;
    },
    apply: (selection) => {
      state.applied = selection;
      state.pending = null;
      applied.push(selection);
    },
  };
  return { store, state };
}

describe('FilterScheduler', () => {
  let applied: FilterSelection[];
  let scheduler: FilterScheduler;
  let state: ReturnType<typeof memoryStore>['state'];
  beforeEach(() => {
    vi.useFakeTimers();
    applied = [];
    const memory = memoryStore(applied);
    state = memory.state;
    scheduler = new FilterScheduler(memory.store);
  });
  afterEach(() => vi.useRealTimers());

  it('applies a change after 2000 ms', () => {
    expect(FILTER_DEBOUNCE_MS).toBe(2000);
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(1999);
    expect(applied).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([withGds(['Sabre'])]);
  });

  it('restarts the debounce on each change and applies once', () => {
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(1500);
    scheduler.change(withGds(['Sabre', 'Amadeus']));
    vi.advanceTimersByTime(1500);
    expect(applied).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(applied).toEqual([withGds(['Sabre', 'Amadeus'])]);
  });

  it('waits while a dropdown is open and applies when it closes', () => {
    scheduler.setDropdownOpen('gds', true);
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(5000);
    expect(applied).toHaveLength(0);
    expect(state.pending).toEqual(withGds(['Sabre']));
    scheduler.setDropdownOpen('gds', false);
    expect(applied).toEqual([withGds(['Sabre'])]);
    expect(state.pending).toBeNull();
  });

  it('waits until every open dropdown is closed, however often one reports closing', () => {
    scheduler.setDropdownOpen('gds', true);
    scheduler.setDropdownOpen('region', true);
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(2000);
    scheduler.setDropdownOpen('gds', false);
    scheduler.setDropdownOpen('gds', false);
    expect(applied).toHaveLength(0);
    scheduler.setDropdownOpen('region', false);
    expect(applied).toEqual([withGds(['Sabre'])]);
  });

  it('applies an emptied filter at once', () => {
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(2000);
    scheduler.setDropdownOpen('gds', true);
    scheduler.change(withGds([]));
    expect(applied).toEqual([withGds(['Sabre']), withGds([])]);
  });

  it('reset clears all six at once', () => {
    scheduler.change({ ...withGds(['Sabre']), region: ['EMEA'], pccName: ['P1'] });
    vi.advanceTimersByTime(2000);
    scheduler.reset();
    expect(applied.at(-1)).toEqual(emptyFilters());
  });

  it('does not apply a selection equal to the applied one, and clears the edit', () => {
    scheduler.change(withGds(['Sabre']));
    scheduler.change(emptyFilters());
    vi.advanceTimersByTime(2000);
    expect(applied).toHaveLength(0);
    expect(state.pending).toBeNull();
  });

  it('keeps no copy of the selections: a pending edit dropped in the store is not applied', () => {
    scheduler.change(withGds(['Sabre']));
    expect(scheduler.current()).toEqual(withGds(['Sabre']));
    state.applied = withGds(['Galileo']); // changed elsewhere, which drops the edit
    state.pending = null;
    vi.advanceTimersByTime(2000);
    expect(applied).toHaveLength(0);
    expect(scheduler.current()).toEqual(withGds(['Galileo']));
  });

  it('compares with the applied selection of the store at apply time', () => {
    state.applied = withGds(['Sabre']); // changed elsewhere (another control)
    scheduler.reset();
    expect(applied).toEqual([emptyFilters()]);
  });

  it('cancel drops the edit and forgets open dropdowns', () => {
    scheduler.setDropdownOpen('gds', true);
    scheduler.change(withGds(['Sabre']));
    scheduler.cancel();
    expect(state.pending).toBeNull();
    vi.advanceTimersByTime(2000);
    scheduler.change(withGds(['Amadeus']));
    vi.advanceTimersByTime(2000);
    expect(applied).toEqual([withGds(['Amadeus'])]);
  });
});
