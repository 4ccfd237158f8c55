import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question.js';
import { compileLexicon } from './question-lexicon.js';
import { TRAVEL_TERMS } from './travel-terms.js';
import { lexiconField } from '../testing/index.js';

const f = lexiconField;

const D = 'Deals';
const deals = compileLexicon(
  D,
  {
    measures: [
      f(D, 'countPnrs', 'PNRs', 'number', ['bookings']),
      f(D, 'rebookedPnrs', 'Rebooked PNRs', 'number', ['rebooked'], 'Rebooked'),
      f(D, 'allSentDeals', 'Deals sent', 'number', ['deals']),
      f(D, 'acceptedDeals', 'Accepted deals', 'number', ['accept'], 'Accepted'),
      f(D, 'notAcceptedDeals', 'Deals not accepted', 'number', ['reject', 'declined'], 'Not accepted'),
      f(D, 'acceptanceRate', 'Acceptance rate', 'number'),
      f(D, 'savingsUsd', 'Savings sent (USD)', 'number', ['savings']),
    ],
    dimensions: [
      f(D, 'date', 'Creation date', 'time'),
      f(D, 'dealStatus', 'Deal status', 'string', [], 'Status'),
      f(D, 'feedback', 'Feedback reason', 'string', ['reasons'], 'Feedback'),
      f(D, 'daysBeforeDeparture', 'Days before departure', 'number'),
      f(D, 'directEnterprise', 'Client', 'string'),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${D}.dealStatus`]: ['Rebooked', 'Not accepted'],
    [`${D}.feedback`]: ['No response from traveler', 'Savings below threshold'],
    [`${D}.directEnterprise`]: ['Initech'],
  },
);

const H = 'Hotels';
const hotels = compileLexicon(
  H,
  {
    measures: [
      f(H, 'nights', 'Nights', 'number'),
      f(H, 'spendUsd', 'Hotel spend (USD)', 'number', ['spend']),
      f(H, 'missedSavingsUsd', 'Missed savings (USD)', 'number'),
      f(H, 'coverageRate', 'Negotiated rate coverage', 'number', [], 'Coverage'),
    ],
    dimensions: [
      f(H, 'checkin', 'Check-in date', 'time'),
      f(H, 'hotelMasterChain', 'Hotel chain', 'string', ['chain']),
      f(H, 'rateType', 'Rate type', 'string', [], 'Rate'),
    ],
  },
  TRAVEL_TERMS,
  { [`${H}.rateType`]: ['Chainwide', 'Property', 'No negotiated rate'] },
);

const A = 'Air';
const air = compileLexicon(
  A,
  {
    measures: [
      f(A, 'countPnrs', 'PNRs', 'number', ['bookings', 'tickets']),
      f(A, 'spendUsd', 'Spend (USD)', 'number'),
    ],
    dimensions: [
      f(A, 'resultDate', 'Creation date', 'time'),
      f(A, 'itinTicketedAt', 'Ticketing date', 'time', [], 'Ticketed'),
      f(A, 'lowerFareStatus', 'Lower fare status', 'string', ['deal status']),
      f(A, 'bookingToDeparture', 'Days from booking to departure', 'number', ['days in advance']),
    ],
  },
  TRAVEL_TERMS,
  { [`${A}.lowerFareStatus`]: ['Not sent', 'Not rebooked', 'Rebooked'] },
);

const TODAY = '2026-11-28';
const read = (text: string, lexicon = deals) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result;
};
const refused = (text: string, lexicon = deals) => expect(parseQuestion(text, lexicon, TODAY).ok).toBe(false);

describe('typos in short words of the frame', () => {
  it('reads two swapped letters of a four-letter period word, and the chip says what was read', () => {
    const result = read('savings lsat yaer');
    expect(result.query.timeDimensions?.[0]?.dateRange).toEqual(['2025-01-01', '2025-12-31']);
    expect(result.interpretation.find((s) => s.kind === 'date')).toMatchObject({
      text: 'lsat yaer',
      readAs: 'last year',
    });
  });
});

describe('two periods side by side', () => {
  it('reads "Q1 and Q2 2025" as both quarters, one per row', () => {
    expect(read('savings in Q1 and Q2 2025').query.timeDimensions).toEqual([
      { dimension: `${D}.date`, dateRange: ['2025-01-01', '2025-06-30'], granularity: 'quarter' },
    ]);
  });
  it('refuses periods with a gap between them, and a ranking of periods none of which is named', () => {
    refused('savings in Q1 and Q3 2025');
    refused('who saved the most in Q1 and Q2');
  });
  it('reads "January to March 2025" as one range', () => {
    expect(read('savings Jan to Mar 2025').query.timeDimensions).toEqual([
      { dimension: `${D}.date`, dateRange: ['2025-01-01', '2025-03-31'] },
    ]);
  });
});

describe('why, where the view records reasons', () => {
  it('reads "why were deals declined" as the deals declined by reason', () => {
    expect(read('why were deals declined last year').query).toMatchObject({
      measures: [`${D}.notAcceptedDeals`],
      dimensions: [`${D}.feedback`],
    });
    expect(read("why didn't Initech accept deals").query.measures).toEqual([`${D}.notAcceptedDeals`]);
  });
  it('refuses why of anything else, and where no reason is recorded', () => {
    refused('why did savings go up');
    refused('why were deals accepted');
    refused('why did spend go up', hotels);
  });
});

describe('conditions', () => {
  it('reads a value right after its grouping as a filter ("with status rebooked")', () => {
    expect(read('how many deals have status rebooked').query).toEqual({
      measures: [`${D}.allSentDeals`],
      filters: [{ member: `${D}.dealStatus`, operator: 'equals', values: ['Rebooked'] }],
    });
  });
  it('reads a participle inside a phrase of the view, and a number before a number field as equal to it', () => {
    expect(read('bookings by days booked in advance', air).query.dimensions).toEqual([
      `${A}.bookingToDeparture`,
    ]);
    expect(read('tickets booked 7 days in advance', air).query.filters).toEqual([
      { member: `${A}.bookingToDeparture`, operator: 'equals', values: ['7'] },
    ]);
  });
  it('reads a ranking with its number first ("5 biggest clients")', () => {
    expect(read('3 biggest clients by savings').query).toMatchObject({
      dimensions: [`${D}.directEnterprise`],
      order: { [`${D}.savingsUsd`]: 'desc' },
      limit: 3,
    });
  });
  it('reads "14 or more days in advance" as at least 14 days', () => {
    expect(read('how many tickets were booked 14 or more days in advance', air).query.filters).toEqual([
      { member: `${A}.bookingToDeparture`, operator: 'gte', values: ['14'] },
    ]);
  });
  it('reads the verb of a noun in "-ion": reasons for rejection', () => {
    expect(read('reasons for rejection').query).toMatchObject({
      measures: [`${D}.notAcceptedDeals`],
      dimensions: [`${D}.feedback`],
    });
  });
  it('knows a rate as a ratio', () => {
    expect(read('acceptance ratio by client').query.measures).toEqual([`${D}.acceptanceRate`]);
  });
  it('reads "how often" a count with a rate happens as the rate, and abstains without one', () => {
    expect(read('how often are deals accepted').query.measures).toEqual([`${D}.acceptanceRate`]);
    // Clients who accept are who the question is about, not a breakdown it asks for.
    expect(read('how often do clients accept deals').query).toEqual({ measures: [`${D}.acceptanceRate`] });
    expect(read('how frequently were deals accepted by client').query).toMatchObject({
      measures: [`${D}.acceptanceRate`],
      dimensions: [`${D}.directEnterprise`],
    });
    refused('how often do we send deals');
    refused('deals accepted often');
  });
  it('reads a percent of a count with a rate, per group, as the rate', () => {
    expect(read('percentage of deals accepted by client').query).toMatchObject({
      measures: [`${D}.acceptanceRate`],
      dimensions: [`${D}.directEnterprise`],
    });
  });
});

describe('values named by what their rows lack', () => {
  it('reads "negotiated rates" as every rate type but "No negotiated rate", and "not on" as that one', () => {
    expect(read('hotel spend on negotiated rates', hotels).query.filters).toEqual([
      { member: `${H}.rateType`, operator: 'notEquals', values: ['No negotiated rate'] },
    ]);
    expect(read('nights not on negotiated rates', hotels).query.filters).toEqual([
      { member: `${H}.rateType`, operator: 'equals', values: ['No negotiated rate'] },
    ]);
  });
  it('reads a deal on an itinerary as a lower fare sent', () => {
    expect(read('how many PNRs got a deal', air).query.filters).toEqual([
      { member: `${A}.lowerFareStatus`, operator: 'notEquals', values: ['Not sent'] },
    ]);
  });
  it('reads a share of "negotiated rates" as the split by rate type', () => {
    expect(read('what share of hotel spend is on negotiated rates', hotels).query).toEqual({
      measures: [`${H}.spendUsd`],
      dimensions: [`${H}.rateType`],
    });
  });
  it('never makes a plain word a value ("answer" of "no answer")', () => {
    refused('can you answer me');
  });
});

describe('how a figure moved, and where', () => {
  it('reads "how has spend changed" and "is it improving" as a series', () => {
    expect(read('how has hotel spend changed this year', hotels).query.timeDimensions).toEqual([
      { dimension: `${H}.checkin`, dateRange: ['2026-01-01', '2026-12-31'], granularity: 'month' },
    ]);
    expect(read('is coverage going up', hotels).query.timeDimensions?.[0]?.granularity).toBe('month');
    // A verb near a trend word is not read as one.
    refused('who approved the most deals');
  });
  it('reads "where" as the places the view calls cities, when the question travels or ranks', () => {
    const cities = compileLexicon(
      H,
      {
        measures: [f(H, 'nights', 'Nights', 'number')],
        dimensions: [f(H, 'destinationCity', 'Stay city', 'string', ['city'])],
      },
      TRAVEL_TERMS,
    );
    expect(read('where do we book the most nights', cities).query).toMatchObject({
      dimensions: [`${H}.destinationCity`],
      limit: 10,
    });
    refused('where is the data from', cities);
  });
});

describe('British and American spellings, and the people who travel', () => {
  it('reads either spelling of a word the view spells one way', () => {
    const programme = compileLexicon(
      H,
      { measures: [f(H, 'coverageRate', 'Coverage', 'number', ['programme coverage'])], dimensions: [] },
      TRAVEL_TERMS,
    );
    expect(read('program coverage', programme).query.measures).toEqual([`${H}.coverageRate`]);
  });
  it('refuses a breakdown by traveller, whom the data does not name', () => {
    refused('savings per traveller');
    refused('savings for each traveler');
    expect(read('how many deals did travellers decline').query.measures).toEqual([`${D}.notAcceptedDeals`]);
  });
});

describe('abbreviations and counts of a grouping', () => {
  it('reads an abbreviation the view does not spell as its word', () => {
    expect(read('num of deals sent by client').query).toEqual({
      measures: [`${D}.allSentDeals`],
      dimensions: [`${D}.directEnterprise`],
    });
    refused('num of clients');
  });
  it('refuses "number of" a grouping, as "how many"', () => {
    refused('number of clients');
    refused('how many chains', hotels);
  });
});

describe('members and dates named by phrases', () => {
  it('reads money "left on the table" as the missed savings', () => {
    expect(read('money left on the table by chain', hotels).query.measures).toEqual([
      `${H}.missedSavingsUsd`,
    ]);
  });
  it('reads "by ticketing date" as a series along that date, by day', () => {
    expect(read('spend by ticketing date last month', air).query.timeDimensions).toEqual([
      { dimension: `${A}.itinTicketedAt`, dateRange: ['2026-10-01', '2026-10-31'], granularity: 'day' },
    ]);
  });
});
