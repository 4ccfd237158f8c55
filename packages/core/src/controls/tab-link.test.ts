import { describe, expect, it } from 'vitest';
import { tabLinkState, withoutTabLink } from './tab-link.js';

describe('tabLinkState', () => {
  it('reads the dates, filters, currency and fee mode an alert mail writes', () => {
    expect(
      tabLinkState(
        '?startDate=2026-10-01&endDate=2026-10-31&corporate=Globex+Corporation&corporate=Initech&currency=EUR&feeMode=net',
      ),
    ).toEqual({
      dates: { startDate: '2026-10-01', endDate: '2026-10-31' },
      filters: { corporate: ['Globex Corporation', 'Initech'] },
      currency: 'EUR',
      feeMode: 'net',
    });
  });

  it('leaves out what it cannot use: half a range, days out of order or off the calendar', () => {
    expect(tabLinkState('?startDate=2026-10-01')).toEqual({});
    expect(tabLinkState('?startDate=2026-10-31&endDate=2026-10-01')).toEqual({});
    expect(tabLinkState('?startDate=2026-02-30&endDate=2026-03-01')).toEqual({});
    expect(tabLinkState('?currency=XYZ&feeMode=sideways&colour=red')).toEqual({});
  });

  it('keeps each filter value once, without blanks', () => {
    expect(tabLinkState('?gds=Sabre&gds=%20Sabre%20&gds=&region=EMEA').filters).toEqual({
      gds: ['Sabre'],
      region: ['EMEA'],
    });
  });

  it('takes what a link carries out of the query string, and keeps the rest', () => {
    expect(withoutTabLink('?startDate=2026-10-01&endDate=2026-10-31&corporate=Initech&currency=EUR')).toBe(
      '',
    );
    expect(withoutTabLink('?ref=mail&startDate=2026-10-01&feeMode=net')).toBe('?ref=mail');
    expect(withoutTabLink('')).toBe('');
  });
});
