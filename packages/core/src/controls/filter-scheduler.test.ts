import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../bus/defaults.js';
import type { FilterSelection } from '../bus/types.js';
import { FILTER_DEBOUNCE_MS, FilterScheduler } from './filter-scheduler.js';

const withGds = (gds: string[]): FilterSelection => ({ ...emptyFilters(), gds });

describe('FilterScheduler', () => {
  let applied: FilterSelection[];
  let scheduler: FilterScheduler;
  beforeEach(() => {
    vi.useFakeTimers();
    applied = [];
    scheduler = new FilterScheduler(emptyFilters(), (s) => applied.push(s));
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
    scheduler.setDropdownOpen(true);
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(5000);
    expect(applied).toHaveLength(0);
    scheduler.setDropdownOpen(false);
    expect(applied).toEqual([withGds(['Sabre'])]);
  });

  it('applies an emptied filter at once', () => {
    scheduler.change(withGds(['Sabre']));
    vi.advanceTimersByTime(2000);
    scheduler.setDropdownOpen(true);
    scheduler.change(withGds([]));
    expect(applied).toEqual([withGds(['Sabre']), withGds([])]);
  });

  it('reset clears all six at once', () => {
    scheduler.change({ ...withGds(['Sabre']), region: ['EMEA'], pccName: ['P1'] });
    vi.advanceTimersByTime(2000);
    scheduler.reset();
    expect(applied.at(-1)).toEqual(emptyFilters());
  });

  it('does not apply a selection equal to the applied one', () => {
    scheduler.change(withGds(['Sabre']));
    scheduler.change(emptyFilters());
    vi.advanceTimersByTime(2000);
    expect(applied).toHaveLength(0);
  });

  it('adopts outside changes and drops pending edits', () => {
    scheduler.change(withGds(['Sabre']));
    scheduler.sync(withGds(['Galileo']));
    vi.advanceTimersByTime(2000);
    expect(applied).toHaveLength(0);
    expect(scheduler.current()).toEqual(withGds(['Galileo']));
  });
});

describe('FilterScheduler reading the applied selection', () => {
  it('compares with the selection the reader gives at apply time', () => {
    let bus = emptyFilters();
    const applied: FilterSelection[] = [];
    const scheduler = new FilterScheduler(
      () => bus,
      (s) => {
        bus = s;
        applied.push(s);
      },
    );
    bus = withGds(['Sabre']); // changed elsewhere (another control)
    scheduler.reset();
    expect(applied).toEqual([emptyFilters()]);
  });
});
