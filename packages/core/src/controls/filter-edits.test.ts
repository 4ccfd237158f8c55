import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bus } from '../bus/bus.js';
import { anonymousClaims, emptyFilters } from '../bus/defaults.js';
import type { FilterSelection } from '../bus/types.js';
import { FilterEdits, filterEdits } from './filter-edits.js';

const withGds = (gds: string[]): FilterSelection => ({ ...emptyFilters(), gds });

function signIn(bus: Bus, defaultClients: string[]): void {
  bus.setState((s) => ({
    auth: { ...s.auth, status: 'signed-in', claims: { ...anonymousClaims(), defaultClients } },
  }));
}

describe('FilterEdits', () => {
  let bus: Bus;
  let edits: FilterEdits;
  let analytics: Record<string, unknown>[];
  let appliedChanges: FilterSelection[];
  beforeEach(() => {
    vi.useFakeTimers();
    bus = new Bus();
    edits = new FilterEdits(bus);
    analytics = [];
    appliedChanges = [];
    bus.on('tripsight-analytics', (detail) => analytics.push(detail));
    bus.subscribe((s, p) => s.filters !== p.filters && appliedChanges.push(s.filters));
  });
  afterEach(() => vi.useRealTimers());

  it('holds an edit as the pending selection of the bus and applies it after 2000 ms', () => {
    edits.edit('gds', ['Sabre']);
    expect(bus.getState().pendingFilters).toEqual(withGds(['Sabre']));
    expect(bus.getState().filters).toEqual(emptyFilters());
    vi.advanceTimersByTime(1999);
    expect(appliedChanges).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(bus.getState().filters).toEqual(withGds(['Sabre']));
    expect(bus.getState().pendingFilters).toBeNull();
  });

  it('builds each edit on the pending selection', () => {
    edits.edit('gds', ['Sabre']);
    edits.edit('region', ['EMEA']);
    vi.advanceTimersByTime(2000);
    expect(appliedChanges).toEqual([{ ...withGds(['Sabre']), region: ['EMEA'] }]);
  });

  it('waits while a dropdown is open, and applies an emptied group and Reset at once', () => {
    edits.setDropdownOpen('gds', true);
    edits.edit('gds', ['Sabre']);
    vi.advanceTimersByTime(5000);
    expect(appliedChanges).toHaveLength(0);
    edits.setDropdownOpen('gds', false);
    expect(bus.getState().filters.gds).toEqual(['Sabre']);
    edits.setDropdownOpen('gds', true);
    edits.edit('gds', []);
    expect(bus.getState().filters.gds).toEqual([]);
    bus.setState({ filters: { ...withGds(['Sabre']), region: ['EMEA'], pccName: ['P1'] } });
    edits.reset();
    expect(bus.getState().filters).toEqual(emptyFilters());
  });

  it('announces a filter_change analytics event per changed group of an applied edit', () => {
    edits.edit('gds', ['Sabre', 'Amadeus']);
    edits.edit('pccName', ['PCC1']);
    vi.advanceTimersByTime(2000);
    expect(analytics).toEqual([
      expect.objectContaining({ event: 'filter_change', filter_type: 'gds', filter_value: 'Sabre,Amadeus' }),
      expect.objectContaining({ event: 'filter_change', filter_type: 'pccName', filter_value: 'PCC1' }),
    ]);
    edits.edit('gds', []);
    expect(analytics.at(-1)).toMatchObject({ filter_type: 'gds', filter_value: '', action_type: 'clear' });
  });

  it('announces nothing for a change the host makes', () => {
    bus.setState({ filters: withGds(['Sabre']) });
    expect(analytics).toEqual([]);
  });

  it('drops pending edits when the filters change from outside', () => {
    edits.edit('gds', ['Sabre']);
    bus.setState({ filters: withGds(['Galileo']) });
    expect(bus.getState().pendingFilters).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(bus.getState().filters).toEqual(withGds(['Galileo']));
    expect(analytics).toEqual([]);
  });

  it('cancel drops the pending edit (the filter bar went away)', () => {
    edits.setDropdownOpen('gds', true);
    edits.edit('gds', ['Sabre']);
    edits.cancel();
    vi.advanceTimersByTime(2000);
    expect(bus.getState().pendingFilters).toBeNull();
    expect(appliedChanges).toHaveLength(0);
  });

  it('preselects the offered default clients of the claims once, whichever is known first', () => {
    signIn(bus, ['Globex Corporation', 'Initech', 'Unknown']);
    edits.offerClients(['Acme', 'Globex Corporation', 'Initech']);
    expect(bus.getState().filters.corporate).toEqual(['Globex Corporation', 'Initech']);
    edits.edit('corporate', []);
    edits.offerClients(['Acme', 'Globex Corporation', 'Initech']);
    expect(bus.getState().filters.corporate).toEqual([]);

    const later = new Bus();
    new FilterEdits(later).offerClients(['Initech']);
    expect(later.getState().filters.corporate).toEqual([]);
    signIn(later, ['Globex Corporation', 'Initech']);
    expect(later.getState().filters.corporate).toEqual(['Initech']);
  });

  it('keeps a client selection the dashboard already has', () => {
    bus.setState({ filters: { ...emptyFilters(), corporate: ['Acme'] } });
    signIn(bus, ['Initech']);
    edits.offerClients(['Acme', 'Initech']);
    expect(bus.getState().filters.corporate).toEqual(['Acme']);
  });

  it('is one per bus', () => {
    expect(filterEdits(bus)).toBe(filterEdits(bus));
    expect(filterEdits(new Bus())).not.toBe(filterEdits(bus));
  });
});
