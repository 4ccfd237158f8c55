import { describe, expect, it } from 'vitest';
import { initialBusState } from '../bus/defaults.js';
import type { BusState } from '../bus/types.js';
import { changeAnnouncement, settledAnnouncement, UPDATED_ANNOUNCEMENT } from './announcements.js';

const base = (patch: Partial<BusState> = {}): BusState => ({
  ...initialBusState(),
  dates: { air: { startDate: '2026-01-01', endDate: '2026-03-31' } },
  ...patch,
});

describe('changeAnnouncement', () => {
  it('names the filter groups whose applied selection changed, by their labels', () => {
    const previous = base();
    const next = base({ filters: { ...previous.filters, corporate: ['Acme'], pccName: ['PCC1'] } });
    expect(changeAnnouncement(next, previous)).toBe('Filters changed: Client, PCC.');
  });

  it('says nothing while filter edits are only pending', () => {
    const previous = base();
    const next = base({ pendingFilters: { ...previous.filters, gds: ['Sabre'] } });
    expect(changeAnnouncement(next, previous)).toBeNull();
  });

  it('gives a new date range in the locale, and not the first range a product gets', () => {
    const previous = base({ locale: 'de-DE' });
    const next = base({
      locale: 'de-DE',
      dates: { air: { startDate: '2026-02-01', endDate: '2026-02-28' } },
    });
    expect(changeAnnouncement(next, previous)).toBe('Dates: 01.02.2026 to 28.02.2026.');
    const hotel = {
      ...next,
      dates: { ...next.dates, hotel: { startDate: '2026-01-01', endDate: '2026-01-31' } },
    };
    expect(changeAnnouncement(hotel, next)).toBeNull();
  });

  it('gives the currency and the fee mode, together with other changes', () => {
    const previous = base();
    const next = base({ currency: 'EUR', feeMode: 'net', filters: { ...previous.filters, gds: ['Sabre'] } });
    expect(changeAnnouncement(next, previous)).toBe(
      'Filters changed: GDS. Currency: EUR. Savings net of fees.',
    );
    expect(changeAnnouncement(base(), base({ currency: 'GBP' }))).toBe('Currency: branch default.');
  });

  it('says nothing for changes the figures do not depend on', () => {
    const previous = base();
    expect(changeAnnouncement(base({ activeTab: 'X' }), previous)).toBeNull();
  });
});

describe('settledAnnouncement', () => {
  it('says the figures were updated after a change', () => {
    expect(settledAnnouncement('Currency: EUR.', 0)).toBe(`Currency: EUR. ${UPDATED_ANNOUNCEMENT}`);
  });

  it('counts the sections that failed, once, instead', () => {
    expect(settledAnnouncement('Currency: EUR.', 1)).toBe('Currency: EUR. 1 section could not be loaded.');
    expect(settledAnnouncement(null, 3)).toBe('3 sections could not be loaded.');
  });

  it('says nothing when a first load succeeds', () => {
    expect(settledAnnouncement(null, 0)).toBeNull();
  });
});
