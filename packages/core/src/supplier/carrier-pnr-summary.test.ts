import { describe, expect, it } from 'vitest';
import { SEGMENTS_CUBE } from '../cube/cubes.js';
import { CARRIER_PNR_SUMMARY_FIELDS, CARRIER_PNR_SUMMARY_LIMIT } from './carrier-availability.js';
import {
  carrierAvailabilityRows,
  carrierPnrSummaryQuery,
  hasTargetFareIn,
  targetFareMember,
} from './carrier-pnr-summary.js';

const S = (name: string) => `${SEGMENTS_CUBE}.${name}`;

describe('carrier availability PNR summary', () => {
  it('reads the target fare in USD, EUR or GBP, otherwise in the default currency', () => {
    expect(targetFareMember('EUR')).toBe(S('targetFareEur'));
    expect(targetFareMember('GBP')).toBe(S('targetFareGbp'));
    expect(targetFareMember('JPY')).toBe(S('targetFareDefaultCurrency'));
    expect(targetFareMember(null)).toBe(S('targetFareDefaultCurrency'));
    expect(targetFareMember('toString')).toBe(S('targetFareDefaultCurrency'));
    expect([hasTargetFareIn('USD'), hasTargetFareIn('CHF'), hasTargetFareIn(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('asks for 50,000 segments of the period, newest ticketing first, in the compact format', () => {
    const filters = [{ member: S('cityPair'), operator: 'equals' as const, values: ['CDG-JFK'] }];
    const query = carrierPnrSummaryQuery(['2026-01-01', '2026-03-31'], 'EUR', filters);
    expect(query).toEqual({
      dimensions: [...CARRIER_PNR_SUMMARY_FIELDS.map(S), S('targetFareEur')],
      timeDimensions: [{ dimension: S('resultDateCreatedAt'), dateRange: ['2026-01-01', '2026-03-31'] }],
      filters,
      order: { [S('itinTicketedAt')]: 'desc' },
      limit: CARRIER_PNR_SUMMARY_LIMIT,
      responseFormat: 'compact',
    });
    expect(CARRIER_PNR_SUMMARY_LIMIT).toBe(50_000);
  });

  it('maps compact rows by member, whatever their order: dates as days, numbers as numbers', () => {
    const members = [S('targetFareUsd'), ...[...CARRIER_PNR_SUMMARY_FIELDS].reverse().map(S)];
    const values: Record<string, string | number | null> = {
      recordLocator: 'QX7KLM',
      segmentIndex: '2',
      ticketingCountry: 'France',
      itinIssuedAt: '2026-03-01T00:00:00.000',
      itinTicketedAt: '2026-03-02T00:00:00.000',
      departureTime: '2026-04-10T00:00:00.000',
      daysBeforeDeparture: 39,
      fareLetter: 'Y',
      preferedCarrierFareCombination: 'AF Y',
      fareBasisCode: 'YLOWFR',
      cityPair: 'CDG-JFK',
      preferredFareAvailabilityStatus: null,
    };
    const dataset = [
      [412.5, ...[...CARRIER_PNR_SUMMARY_FIELDS].reverse().map((field) => values[field] ?? null)],
    ];
    expect(carrierAvailabilityRows({ members, dataset }, S('targetFareUsd'))).toEqual([
      {
        recordLocator: 'QX7KLM',
        segmentIndex: 2,
        ticketingCountry: 'France',
        itinIssuedAt: '2026-03-01',
        itinTicketedAt: '2026-03-02',
        departureTime: '2026-04-10',
        daysBeforeDeparture: 39,
        fareLetter: 'Y',
        preferedCarrierFareCombination: 'AF Y',
        targetFare: 412.5,
        fareBasisCode: 'YLOWFR',
        cityPair: 'CDG-JFK',
        preferredFareAvailabilityStatus: '',
      },
    ]);
    expect(carrierAvailabilityRows({ members, dataset: [] }, S('targetFareUsd'))).toEqual([]);
  });

  it('refuses an answer without a member the page shows', () => {
    const members = CARRIER_PNR_SUMMARY_FIELDS.filter((f) => f !== 'cityPair').map(S);
    expect(() => carrierAvailabilityRows({ members, dataset: [] }, S('targetFareUsd'))).toThrow(
      /lacks FaresaverSegmentsView.cityPair/,
    );
  });
});
