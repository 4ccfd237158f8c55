import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question.js';
import { compileLexicon, type LexiconField } from './question-lexicon.js';
import { TRAVEL_TERMS } from './travel-terms.js';

const C = 'Trips';
const f = (
  name: string,
  title: string,
  type: LexiconField['type'],
  synonyms: string[] = [],
): LexiconField => ({
  name: `${C}.${name}`,
  title,
  shortTitle: title,
  type,
  synonyms,
});
const lexicon = compileLexicon(
  C,
  {
    measures: [
      f('countPnrs', 'PNRs', 'number', ['bookings', 'trips']),
      f('spendUsd', 'Spend (USD)', 'number'),
      f('spendEur', 'Spend (EUR)', 'number'),
      f('avgTicketPriceUsd', 'Average ticket price (USD)', 'number', ['average fare']),
    ],
    dimensions: [
      f('date', 'Date', 'time'),
      f('itinAirlines', 'Airlines', 'string', ['carrier']),
      f('originCity', 'Origin city', 'string'),
      f('destinationCity', 'Destination city', 'string'),
      f('cabinClass', 'Cabin class', 'string'),
      f('bookingToDeparture', 'Booking to departure', 'number', ['days before departure']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${C}.itinAirlines`]: ['Lufthansa', 'Air France'],
    [`${C}.originCity`]: ['London', 'Paris'],
    [`${C}.destinationCity`]: ['London', 'Paris'],
    [`${C}.cabinClass`]: ['Economy', 'Business'],
  },
);
const TODAY = '2026-05-10';
const parse = (text: string) => parseQuestion(text, lexicon, TODAY);
const query = (text: string) => {
  const result = parse(text);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result.query;
};

describe('parseQuestion', () => {
  it('reads top N, by X and a period', () => {
    expect(query('top 5 carriers by spend last quarter')).toEqual({
      measures: [`${C}.spendUsd`],
      dimensions: [`${C}.itinAirlines`],
      timeDimensions: [{ dimension: `${C}.date`, dateRange: ['2026-01-01', '2026-03-31'] }],
      order: { [`${C}.spendUsd`]: 'desc' },
      limit: 5,
    });
  });
  it('gives one figure for a total and a series only when asked, by the dashboards’ rule when unnamed', () => {
    expect(query('spend last quarter').timeDimensions?.[0]?.granularity).toBeUndefined();
    expect(query('spend trend last month').timeDimensions?.[0]?.granularity).toBe('week');
    expect(query('spend over time in the last 7 days').timeDimensions?.[0]?.granularity).toBe('day');
    expect(query('spend trend this year').timeDimensions?.[0]?.granularity).toBe('month');
    expect(query('spend per quarter this year').timeDimensions?.[0]?.granularity).toBe('quarter');
  });
  it('makes a value a filter, reads from/to and a currency', () => {
    expect(query('spend in euros on Lufthansa from Paris to London').filters).toEqual([
      { member: `${C}.itinAirlines`, operator: 'equals', values: ['Lufthansa'] },
      { member: `${C}.originCity`, operator: 'equals', values: ['Paris'] },
      { member: `${C}.destinationCity`, operator: 'equals', values: ['London'] },
    ]);
    expect(query('spend in euros').measures).toEqual([`${C}.spendEur`]);
  });
  it('compares two values side by side and reads a share by the value’s dimension', () => {
    expect(query('Lufthansa vs Air France bookings')).toMatchObject({
      dimensions: [`${C}.itinAirlines`],
      filters: [{ member: `${C}.itinAirlines`, operator: 'equals', values: ['Lufthansa', 'Air France'] }],
    });
    expect(query('share of bookings in economy')).toEqual({
      measures: [`${C}.countPnrs`],
      dimensions: [`${C}.cabinClass`],
    });
  });
  it('reads a number against a number dimension', () => {
    expect(query('bookings more than 14 days before departure').filters).toEqual([
      { member: `${C}.bookingToDeparture`, operator: 'gt', values: ['14'] },
    ]);
  });
  it('never reads a misspelt name as the name, but offers it', () => {
    const result = parse('spend on Lufthnasa');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.didYouMean).toEqual({ name: 'Lufthansa', question: 'spend on Lufthansa' });
    expect(parse('spend on Lufthnsaa xx').ok).toBe(false);
  });
  it('describes each span with its offsets', () => {
    const result = parse('average fare by carrier');
    expect(result.ok && result.interpretation).toEqual([
      expect.objectContaining({
        text: 'average fare',
        start: 0,
        end: 12,
        kind: 'measure',
        member: `${C}.avgTicketPriceUsd`,
      }),
      expect.objectContaining({
        text: 'carrier',
        start: 16,
        end: 23,
        kind: 'dimension',
        member: `${C}.itinAirlines`,
      }),
    ]);
  });
  it('abstains on a word it does not know rather than measuring something else', () => {
    for (const text of [
      'carbon emissions by carrier',
      'hotels in Atlantis',
      'delete all bookings',
      "'; DROP TABLE trips; --",
      'spend next month',
      'how are we doing',
      'stock price of Lufthansa',
    ]) {
      expect(parse(text).ok, text).toBe(false);
    }
  });
});

describe('suggestQuestions', () => {
  it('offers questions it answers, after the measure the refused question named', async () => {
    const { suggestQuestions } = await import('./question-suggestions.js');
    const offered = suggestQuestions('average fare of hotels in Atlantis', lexicon, TODAY);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    expect(offered[0]).toMatch(/^Average ticket price by /);
    for (const question of offered) expect(parse(question).ok, question).toBe(true);
    expect(suggestQuestions('what is the weather', lexicon, TODAY)[0]).toMatch(/^PNRs by /);
  });
});
