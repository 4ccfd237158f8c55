import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question.js';
import { compileLexicon } from './question-lexicon.js';
import { isNegation, oppositeMeasure } from './question-negation.js';
import { suggestQuestions } from './question-suggestions.js';
import { TRAVEL_TERMS } from './travel-terms.js';
import { lexiconField } from '../testing/index.js';

const f = lexiconField;

/** A deals view as the service describes it: accepted deals and their opposite, a feedback reason. */
const D = 'Deals';
const deals = compileLexicon(
  D,
  {
    measures: [
      f(D, 'countPnrs', 'PNRs', 'number', ['bookings']),
      f(D, 'rebookedPnrs', 'Rebooked PNRs', 'number', ['rebooked', 'rebook'], 'Rebooked'),
      f(D, 'allSentDeals', 'Deals sent', 'number', ['deals'], 'Sent'),
      f(D, 'acceptedDeals', 'Accepted deals', 'number', ['deals accepted', 'accept'], 'Accepted'),
      f(D, 'notAcceptedDeals', 'Deals not accepted', 'number', ['rejected', 'reject'], 'Not accepted'),
      f(D, 'savingsUsd', 'Savings sent (USD)', 'number', ['savings'], 'Savings sent USD'),
      f(D, 'rebookingRate', 'Rebooking rate', 'number'),
    ],
    dimensions: [
      f(D, 'date', 'Creation date', 'time'),
      f(D, 'dealStatus', 'Deal status', 'string'),
      f(D, 'directEnterprise', 'Client', 'string'),
      f(D, 'feedback', 'Feedback reason', 'string', ['reason', 'reasons', 'rejection reason']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${D}.directEnterprise`]: ['Hooli', 'Initech'],
    [`${D}.dealStatus`]: ['Rebooked', 'Not accepted'],
    [`${D}.feedback`]: ['Too early', 'No response'],
  },
);

/** An itineraries view: cities on both sides of a trip, airlines listed per itinerary. */
const I = 'Itins';
const itineraries = compileLexicon(
  I,
  {
    measures: [
      f(I, 'countPnrs', 'PNRs', 'number', ['flights', 'bookings']),
      f(I, 'spendUsd', 'Spend (USD)', 'number'),
      f(I, 'trackedPnrs', 'Tracked PNRs', 'number', ['tracked']),
    ],
    dimensions: [
      f(I, 'date', 'Creation date', 'time'),
      f(I, 'directEnterprise', 'Client', 'string'),
      f(I, 'itinAirlines', 'Airlines', 'string', ['carrier']),
      f(I, 'originCity', 'Origin city', 'string'),
      f(I, 'destinationCity', 'Destination city', 'string', ['destination']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${I}.directEnterprise`]: ['Hooli', 'Initech'],
    [`${I}.itinAirlines`]: ['British Airways', 'Lufthansa, Swiss', 'Swiss'],
    [`${I}.originCity`]: ['Paris', 'London', 'Rome'],
    [`${I}.destinationCity`]: ['Paris', 'London', 'Rome'],
  },
);

const TODAY = '2026-05-10';
const query = (text: string, lexicon = deals) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (!result.ok) throw new Error(`refused "${text}": ${result.reason}`);
  return result.query;
};
const refused = (text: string, lexicon = deals) => !parseQuestion(text, lexicon, TODAY).ok;
const reason = (text: string, lexicon = deals) => {
  const result = parseQuestion(text, lexicon, TODAY);
  return result.ok ? 'answered' : result.reason;
};
const hooli = { member: `${D}.directEnterprise`, operator: 'equals', values: ['Hooli'] };

describe('negation', () => {
  it('knows "not", "never" and the verbs in "n\'t"', () => {
    for (const word of ['not', 'never', "didn't", 'didn’t', 'didnt', "weren't", "n't"]) {
      expect(isNegation(word), word).toBe(true);
    }
    for (const word of ['note', 'nothing', 'tint', 'accept']) expect(isNegation(word), word).toBe(false);
  });

  it('finds the opposite of a measure either way round, and none for a measure without one', () => {
    expect(oppositeMeasure(deals, `${D}.acceptedDeals`)).toBe(`${D}.notAcceptedDeals`);
    expect(oppositeMeasure(deals, `${D}.notAcceptedDeals`)).toBe(`${D}.acceptedDeals`);
    expect(oppositeMeasure(deals, `${D}.rebookedPnrs`)).toBeUndefined();
  });

  it('reads a negated verb as the opposite measure, wherever the negation stands', () => {
    for (const text of [
      'how many deals did Hooli not accept',
      "how many deals didn't Hooli accept",
      "how many deals Hooli didn't accept",
      'deals Hooli never accepted',
      "how many deals weren't accepted by Hooli",
    ]) {
      expect(query(text), text).toMatchObject({ measures: [`${D}.notAcceptedDeals`], filters: [hooli] });
    }
    expect(query('how many deals did Hooli accept').measures).toEqual([`${D}.acceptedDeals`]);
    // Two negations cancel out: not "rejected" is accepted.
    expect(query('deals Hooli did not reject').measures).toEqual([`${D}.acceptedDeals`]);
  });

  it('reads a negated measure with no opposite as its value left out, where the words name one', () => {
    expect(query('how many PNRs were not rebooked')).toEqual({
      measures: [`${D}.countPnrs`],
      filters: [{ member: `${D}.dealStatus`, operator: 'notEquals', values: ['Rebooked'] }],
    });
  });

  it('refuses a negation it cannot read rather than answer the opposite', () => {
    for (const text of [
      'how many deals did Hooli not rebook',
      'how many bookings did Hooli not book',
      'deals accepted not last year',
      'deals accepted not by client',
      'deals accepted by Hooli not',
    ]) {
      expect(refused(text), text).toBe(true);
    }
  });

  it('keeps the value a negated measure counts when another measure is named', () => {
    expect(query('savings Hooli did not accept')).toMatchObject({
      measures: [`${D}.savingsUsd`],
      filters: expect.arrayContaining([
        { member: `${D}.dealStatus`, operator: 'equals', values: ['Not accepted'] },
      ]),
    });
  });

  it('excludes a negated value', () => {
    expect(query('spend not on Lufthansa last year', itineraries).filters).toEqual([
      { member: `${I}.itinAirlines`, operator: 'notContains', values: ['Lufthansa'] },
    ]);
    expect(query('flights that did not go to Rome', itineraries).filters).toEqual([
      { member: `${I}.destinationCity`, operator: 'notEquals', values: ['Rome'] },
    ]);
  });
});

describe('values joined by "or", "and" or a comma', () => {
  it('share the role of the first and ask for them together after "or"', () => {
    expect(query('how many flights to Paris or London', itineraries)).toEqual({
      measures: [`${I}.countPnrs`],
      filters: [{ member: `${I}.destinationCity`, operator: 'equals', values: ['Paris', 'London'] }],
    });
    expect(query('flights from Rome, London or Paris', itineraries).filters).toEqual([
      { member: `${I}.originCity`, operator: 'equals', values: ['Rome', 'London', 'Paris'] },
    ]);
    expect(query('spend for Hooli or Initech', itineraries).filters).toEqual([
      { member: `${I}.directEnterprise`, operator: 'equals', values: ['Hooli', 'Initech'] },
    ]);
    // A name within the airlines' lists: either one matched within them.
    expect(query('spend with Lufthansa or British Airways', itineraries).filters).toEqual([
      { member: `${I}.itinAirlines`, operator: 'contains', values: ['Lufthansa', 'British Airways'] },
    ]);
  });

  it('set side by side after "and", and excluded together after "excluding"', () => {
    expect(query('flights to Paris and London', itineraries)).toMatchObject({
      dimensions: [`${I}.destinationCity`],
      filters: [{ member: `${I}.destinationCity`, operator: 'equals', values: ['Paris', 'London'] }],
    });
    expect(query('flights to Rome excluding Hooli and Initech', itineraries).filters).toEqual([
      { member: `${I}.destinationCity`, operator: 'equals', values: ['Rome'] },
      { member: `${I}.directEnterprise`, operator: 'notEquals', values: ['Hooli', 'Initech'] },
    ]);
  });

  it('keep their own role when the first value’s member does not hold them', () => {
    expect(query('flights for Hooli or to London', itineraries).filters).toEqual([
      { member: `${I}.directEnterprise`, operator: 'equals', values: ['Hooli'] },
      { member: `${I}.destinationCity`, operator: 'equals', values: ['London'] },
    ]);
  });
});

describe('questions each part of which is understood', () => {
  it('ranks a grouping named after an event by the measure counting that event', () => {
    expect(query('what are the most common rejection reasons')).toEqual({
      measures: [`${D}.notAcceptedDeals`],
      dimensions: [`${D}.feedback`],
      // The deals without a reason are no reason.
      filters: [{ member: `${D}.feedback`, operator: 'set' }],
      order: { [`${D}.notAcceptedDeals`]: 'desc' },
      limit: 10,
    });
    expect(query('least frequent reasons').order).toEqual({ [`${D}.countPnrs`]: 'asc' });
    expect(query('what is the most common reason').filters).toEqual([
      { member: `${D}.feedback`, operator: 'set' },
    ]);
    // A ranking by a figure keeps the rows without a value: they hold part of the figure.
    expect(query('top 3 reasons by deals not accepted').filters).toBeUndefined();
  });

  it('reads "book" and "buy" as saying nothing more than the count', () => {
    expect(query('how many PNRs did Hooli book with British Airways in 2026', itineraries)).toEqual({
      measures: [`${I}.countPnrs`],
      timeDimensions: [{ dimension: `${I}.date`, dateRange: ['2026-01-01', '2026-12-31'] }],
      filters: [
        { member: `${I}.directEnterprise`, operator: 'equals', values: ['Hooli'] },
        { member: `${I}.itinAirlines`, operator: 'contains', values: ['British Airways'] },
      ],
    });
  });
});

describe('what one query cannot answer', () => {
  it('refuses a question for the members without rows', () => {
    const complement = parseQuestion("which destinations weren't flown by Hooli", itineraries, TODAY);
    expect(complement).toMatchObject({ ok: false, reason: 'asks for what has no rows' });
    // Excluding a client from a breakdown is a filter, and is answered.
    expect(query('destinations excluding Hooli', itineraries).filters).toEqual([
      { member: `${I}.directEnterprise`, operator: 'notEquals', values: ['Hooli'] },
    ]);
  });
  it('refuses a ranking within each group', () => {
    expect(reason('most common reason by client')).toBe('ranks within each group');
    expect(reason('top reason per month')).toBe('ranks within each group');
    expect(reason('top 2 carriers by spend per month', itineraries)).toBe('ranks within each group');
    // One ranking of periods is answered, one row for "which month".
    expect(query('which month had the most bookings', itineraries)).toMatchObject({
      order: { [`${I}.countPnrs`]: 'desc' },
      limit: 1,
    });
  });
  it('refuses values that belong to one measure each', () => {
    expect(reason('deals accepted by Hooli and rejected by Initech')).toBe(
      'gives each measure values of its own',
    );
    expect(reason('Hooli accepted and Initech rejected')).toBe('gives each measure values of its own');
    expect(query('accepted and rejected deals for Hooli and Initech')).toMatchObject({
      measures: [`${D}.acceptedDeals`, `${D}.notAcceptedDeals`],
      dimensions: [`${D}.directEnterprise`],
    });
  });
  it('refuses a request to book or a price quote', () => {
    const quote = 'asks to book or to quote, not about our data';
    expect(reason('Book me a flight to Rome', itineraries)).toBe(quote);
    expect(reason('how much is a flight to Paris today', itineraries)).toBe(quote);
  });
});

describe('two measures not set side by side', () => {
  it('refuses a count naming rows the view cannot filter', () => {
    expect(reason('spend on tracked PNRs', itineraries)).toBe('names a measure for rows it cannot filter');
    // A count that names a value is that value's filter.
    expect(query('savings sent on rebooked PNRs').filters).toEqual([
      { member: `${D}.dealStatus`, operator: 'equals', values: ['Rebooked'] },
    ]);
  });
  it('reads "deals sent" after another measure as the rows, not a second figure', () => {
    expect(query('savings on deals sent to Hooli')).toEqual({
      measures: [`${D}.savingsUsd`],
      filters: [hooli],
    });
    expect(query('deals sent and accepted deals').measures).toEqual([
      `${D}.allSentDeals`,
      `${D}.acceptedDeals`,
    ]);
  });
});

describe('a share of a count', () => {
  it('is the rate the view has for that count', () => {
    expect(query('what share of PNRs were rebooked')).toEqual({ measures: [`${D}.rebookingRate`] });
  });
});

describe('conditions named beside their grouping', () => {
  it('reads "the carrier isn\'t X" as leaving out every itinerary flown with X', () => {
    expect(query("flights where the carrier isn't Swiss", itineraries)).toEqual({
      measures: [`${I}.countPnrs`],
      filters: [{ member: `${I}.itinAirlines`, operator: 'notContains', values: ['Swiss'] }],
    });
    expect(query('spend by carrier excluding Swiss', itineraries).filters).toEqual([
      { member: `${I}.itinAirlines`, operator: 'notContains', values: ['Swiss'] },
    ]);
  });
  it('reads "clients other than X" as one figure without X', () => {
    expect(query('accepted deals of clients other than Hooli')).toEqual({
      measures: [`${D}.acceptedDeals`],
      filters: [{ member: `${D}.directEnterprise`, operator: 'notEquals', values: ['Hooli'] }],
    });
  });
  it('reads a bare city as where the trip went', () => {
    expect(query('flights excluding Paris', itineraries).filters).toEqual([
      { member: `${I}.destinationCity`, operator: 'notEquals', values: ['Paris'] },
    ]);
    expect(query('flights from Paris', itineraries).filters?.[0]?.member).toBe(`${I}.originCity`);
  });
  it('reads "rejecting" as the verb of rejected deals, not as a slip', () => {
    expect(query('most frequent reason for rejecting deals')).toMatchObject({
      measures: [`${D}.notAcceptedDeals`],
      dimensions: [`${D}.feedback`],
      limit: 1,
    });
  });
});

describe('suggestions after a refusal', () => {
  it('follow the measure the question asked about, negated or not', () => {
    expect(suggestQuestions('how many deals did Hoolie accept', deals, TODAY)[0]).toBe(
      'Accepted deals by client last month',
    );
    expect(suggestQuestions('how many deals did Hoolie not accept', deals, TODAY)[0]).toBe(
      'Deals not accepted by client last month',
    );
    expect(suggestQuestions('how many PNRs were not rebooked', deals, TODAY)[0]).toBe(
      'Rebooked PNRs by client last month',
    );
  });
});
