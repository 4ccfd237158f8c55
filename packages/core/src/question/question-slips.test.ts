import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question.js';
import { compileLexicon } from './question-lexicon.js';
import { splitPeriodPairs } from './question-periods.js';
import { droppedFrom, swappedAcross } from './question-slips.js';
import { words } from './question-words.js';
import { TRAVEL_TERMS } from './travel-terms.js';
import { lexiconField } from '../testing/index.js';

const f = lexiconField;

const H = 'Hotels';
const hotels = compileLexicon(
  H,
  {
    measures: [
      f(H, 'reservations', 'Reservations', 'number', ['bookings']),
      f(H, 'utilizationRate', 'Negotiated rate utilization', 'number', ['take-up rate'], 'Utilization'),
      f(H, 'missedSavingsUsd', 'Missed savings (USD)', 'number'),
      f(H, 'spendUsd', 'Hotel spend (USD)', 'number'),
      f(H, 'spendEur', 'Hotel spend (EUR)', 'number'),
    ],
    dimensions: [
      f(H, 'checkin', 'Check-in date', 'time'),
      f(H, 'hotelMasterChain', 'Hotel chain', 'string', ['chain']),
      f(H, 'destinationCity', 'Stay city', 'string', ['city']),
      f(H, 'rateType', 'Rate type', 'string', [], 'Rate'),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${H}.destinationCity`]: ['Paris', 'London'],
    [`${H}.rateType`]: ['Chainwide', 'No negotiated rate'],
  },
);
const I = 'Itins';
const itineraries = compileLexicon(
  I,
  {
    measures: [f(I, 'countPnrs', 'PNRs', 'number', ['bookings']), f(I, 'spendUsd', 'Spend (USD)', 'number')],
    dimensions: [
      f(I, 'date', 'Date', 'time'),
      f(I, 'cabinClass', 'Cabin class', 'string'),
      f(I, 'bookingToDeparture', 'Days from booking to departure', 'number', ['booking window']),
    ],
  },
  TRAVEL_TERMS,
  { [`${I}.cabinClass`]: ['Economy', 'Business'] },
);

const TODAY = '2026-11-28';
const read = (text: string, lexicon = hotels) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result;
};
const refused = (text: string, lexicon = hotels) =>
  expect(parseQuestion(text, lexicon, TODAY).ok).toBe(false);

describe('slips a budget of edits does not catch', () => {
  it('counts two letters swapped across a third as one edit', () => {
    expect(swappedAcross('ecomony', 'economy')).toBe(true);
    expect(swappedAcross('economy', 'economy')).toBe(false);
    expect(swappedAcross('ecnomoy', 'economy')).toBe(false);
    expect(read('spend in ecomony class', itineraries).query.filters).toEqual([
      { member: `${I}.cabinClass`, operator: 'equals', values: ['Economy'] },
    ]);
  });
  it('reads a short word of the frame with a letter dropped, never its first', () => {
    expect(droppedFrom('hw', ['how', 'who'])).toEqual(['how']);
    expect(droppedFrom('ow', ['how'])).toEqual([]);
    expect(read('hotel spend lst year').query.timeDimensions?.[0]?.dateRange).toEqual([
      '2025-01-01',
      '2025-12-31',
    ]);
    expect(read('hw many reservations in Paris').query.measures).toEqual([`${H}.reservations`]);
    // A word of the view is no frame word: "cty" stays unknown.
    refused('hotel spend by cty');
  });
  it('settles a short slip that reads two ways by the first letter, then a word of meaning, then a question word', () => {
    // "hwo": "how" keeps the first letter, "who" does not.
    expect(read('hwo many reservations in Paris').query.measures).toEqual([`${H}.reservations`]);
    // "wat": "what" or "want", both dropping a letter: the question word.
    expect(read('wat was hotel spend last year').query.measures).toEqual([`${H}.spendUsd`]);
    // "lte": "let" by a swap says nothing, "late" by a dropped letter says what to count.
    expect(read('how many lte bookings last year', itineraries).query.filters).toEqual([
      { member: `${I}.bookingToDeparture`, operator: 'lt', values: ['7'] },
    ]);
  });
  it('never reads a word through a slip of its first letter', () => {
    // "round" is no "found", "pity" no "city": each stays unknown.
    refused('hotel spend round trip');
    refused('hotel spend by pity');
  });
  it('reads two words run together as the phrase of the view they make, and a word typed apart', () => {
    const result = read('hotel spend by ratetype');
    expect(result.query.dimensions).toEqual([`${H}.rateType`]);
    expect(result.interpretation.find((s) => s.kind === 'dimension')?.readAs).toBe('rate type');
    expect(read('book ings by chain').query.measures).toEqual([`${H}.reservations`]);
    expect(read('take up rate by chain').query.measures).toEqual([`${H}.utilizationRate`]);
    refused('hotel spend by tabletype');
  });
  it('reads a misspelt currency keeping its first letter', () => {
    expect(read('hotel spend in eruos').query.measures).toEqual([`${H}.spendEur`]);
    refused('hotel spend in founds');
    refused('hotel spend in pesos');
  });
});

describe('phrasings of rates, places and periods', () => {
  it('reads "rate of", "take-up of" and the qualifier before a synonym', () => {
    for (const text of ['take-up of negotiated rates by chain', 'negotiated rate take-up by chain'])
      expect(read(text).query.measures).toEqual([`${H}.utilizationRate`]);
  });
  it('reads "where do we miss savings" as the missed savings by city', () => {
    const { query } = read('where do we miss savings');
    expect(query.measures).toEqual([`${H}.missedSavingsUsd`]);
    expect(query.dimensions).toEqual([`${H}.destinationCity`]);
  });
  it('reads "missing out on savings" as the missed savings', () => {
    const { query } = read('where are we missing out on savings');
    expect(query.measures).toEqual([`${H}.missedSavingsUsd`]);
    expect(query.dimensions).toEqual([`${H}.destinationCity`]);
  });
  it('reads "how many times" as a count and refuses a figure per employee, whom the data does not name', () => {
    expect(read('how many times did we book in Paris').query.measures).toEqual([`${H}.reservations`]);
    refused('hotel spend per employee');
    refused('hotel spend by staff');
  });
  it('reads last-minute bookings as those inside the week before departure', () => {
    expect(read('last-minute bookings last year', itineraries).query.filters).toEqual([
      { member: `${I}.bookingToDeparture`, operator: 'lt', values: ['7'] },
    ]);
    // A view without a number of days cannot say what is late.
    refused('last minute reservations');
  });
  it('splits two periods written as one word', () => {
    expect(splitPeriodPairs(words('Jan-Mar 2025')).map((w) => w.norm)).toEqual(['jan', 'mar', '2025']);
    expect(splitPeriodPairs(words('LHR-JFK')).map((w) => w.norm)).toEqual(['lhr-jfk']);
    expect(read('hotel spend Jan-Mar 2025').query.timeDimensions?.[0]?.dateRange).toEqual([
      '2025-01-01',
      '2025-03-31',
    ]);
    expect(read('hotel spend Q1/Q2 2025').query.timeDimensions?.[0]).toMatchObject({
      dateRange: ['2025-01-01', '2025-06-30'],
      granularity: 'quarter',
    });
  });
});

describe('a request for round figures', () => {
  it('says nothing about what to count', () => {
    for (const text of [
      'hotel spend by chain in round numbers',
      'roughly how many reservations in Paris',
      'hotel spend by chain, rounded to the nearest thousand',
      'approximately what was hotel spend by chain',
    ])
      expect(read(text).query.measures?.length).toBe(1);
    expect(read('hotel spend by chain in round figures').query).toEqual(read('hotel spend by chain').query);
    // "round" alone is no request: "round trip" names trips the view cannot tell apart.
    refused('hotel spend round trip');
  });
});

describe('a period word with one letter typed for another', () => {
  it('is read beside another period word only', () => {
    for (const text of ['hotel spend lasr year', 'hotel spend last yeat'])
      expect(read(text).query.timeDimensions?.[0]?.dateRange).toEqual(['2025-01-01', '2025-12-31']);
    refused('hotel spend lasr');
  });
});
