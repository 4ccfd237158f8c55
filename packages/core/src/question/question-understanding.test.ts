import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse-question.js';
import { compileLexicon } from './question-lexicon.js';
import { memberPhrases } from './question-member-phrases.js';
import { readDate } from './question-dates.js';
import { editDistance, typoBudget } from './question-typos.js';
import { words } from './question-words.js';
import { TRAVEL_TERMS } from './travel-terms.js';
import { lexiconField } from '../testing/index.js';

const f = lexiconField;

const H = 'Hotels';
const hotels = compileLexicon(
  H,
  {
    measures: [
      f(H, 'reservations', 'Reservations', 'number', ['stays', 'bookings']),
      f(H, 'utilizationRate', 'Negotiated rate utilization', 'number', ['utilisation'], 'Utilization'),
      f(H, 'spendUsd', 'Hotel spend (USD)', 'number'),
      f(H, 'spendGbp', 'Hotel spend (GBP)', 'number'),
    ],
    dimensions: [
      f(H, 'checkin', 'Check-in date', 'time'),
      f(H, 'hotelMasterChain', 'Hotel chain', 'string', ['chain']),
      f(H, 'hotelName', 'Hotel', 'string', ['hotel']),
      f(H, 'destinationCity', 'Stay city', 'string', ['city']),
      f(H, 'destinationCountry', 'Stay country', 'string', ['country']),
      f(H, 'rateType', 'Rate type', 'string', [], 'Rate'),
      f(H, 'ticketingCountry', 'Ticketing country', 'string', ['point of sale']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${H}.hotelMasterChain`]: ['Marriott International', 'Hilton Worldwide'],
    [`${H}.hotelName`]: ['Hilton Paris Opera', 'Marriott London', 'Hilton Garden Inn Atlanta Airport'],
    [`${H}.destinationCity`]: ['Paris', 'London', 'Atlanta'],
    [`${H}.destinationCountry`]: ['France', 'China'],
    [`${H}.rateType`]: ['Chainwide', 'Property', 'No negotiated rate'],
    [`${H}.ticketingCountry`]: ['France', 'Germany'],
  },
);

const D = 'Deals';
const deals = compileLexicon(
  D,
  {
    measures: [
      f(D, 'countPnrs', 'PNRs', 'number', ['bookings', 'reservations']),
      f(D, 'rebookedPnrs', 'Rebooked PNRs', 'number', ['rebooked'], 'Rebooked'),
      f(D, 'allSentDeals', 'Deals sent', 'number', ['deals']),
      f(D, 'acceptedDeals', 'Accepted deals', 'number', ['accept'], 'Accepted'),
      f(D, 'notAcceptedDeals', 'Deals not accepted', 'number', [], 'Not accepted'),
      f(D, 'savingsUsd', 'Savings sent (USD)', 'number', ['savings']),
      f(D, 'savingsGbp', 'Savings sent (GBP)', 'number', ['savings']),
    ],
    dimensions: [
      f(D, 'date', 'Creation date', 'time'),
      f(D, 'dealStatus', 'Deal status', 'string', [], 'Status'),
      f(D, 'daysBeforeDeparture', 'Days before departure', 'number'),
      f(D, 'directEnterprise', 'Client', 'string', ['companies', 'corporates']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${D}.dealStatus`]: ['Rebooked', 'Not accepted'],
    [`${D}.directEnterprise`]: ['Initech', 'Globex Corporation'],
  },
);

const TODAY = '2026-11-28';
const read = (text: string, lexicon = hotels) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result;
};
const refusal = (text: string, lexicon = hotels) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (result.ok) throw new Error(`${text} was answered: ${JSON.stringify(result.query)}`);
  return result;
};

describe('typos, by word length', () => {
  it('allows no edit up to 3 letters, one from 4 to 7, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('reservatoins', 'reservations', 2)).toBe(1);
    expect(editDistance('resrevatoins', 'reservations', 2)).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
  it('reads a misspelt word of a member, and the chip says what it was read as', () => {
    const result = read('How many resevations in Paris?');
    expect(result.query.measures).toEqual([`${H}.reservations`]);
    const chip = result.interpretation.find((s) => s.kind === 'measure');
    expect(chip).toMatchObject({ text: 'resevations', member: `${H}.reservations` });
    expect(chip?.confidence).toBeLessThan(1);
    expect(read('hotel spend by chian').query.dimensions).toEqual([`${H}.hotelMasterChain`]);
  });
  it('reads no word of three letters as another', () => {
    refusal('spend by cty');
  });
  it('reads a slip in a word of the question frame, never in a period word', () => {
    expect(read('totl hotel spend in 2025').query.measures).toEqual([`${H}.spendUsd`]);
    expect(read('hotel spend last year').query.timeDimensions?.[0]?.dateRange).toEqual([
      '2025-01-01',
      '2025-12-31',
    ]);
    expect(read('hotel spend in pounds').query.measures).toEqual([`${H}.spendGbp`]);
    // Another word than a known one ("shares" of a company) is not a slip for it.
    refusal('how did Marriott International shares do');
  });
  it("reads a slip in a spelling of a category value, as in a member's name", () => {
    expect(read('chainwdie rate reservations').query.filters).toEqual([
      { member: `${H}.rateType`, operator: 'equals', values: ['Chainwide'] },
    ]);
  });
  it('reads full-width letters as their plain ones', () => {
    expect(read('ｒｅｓｅｒｖａｔｉｏｎｓ　ｂｙ　ｃｈａｉｎ').query.dimensions).toEqual([
      `${H}.hotelMasterChain`,
    ]);
  });
});

describe('synonyms and time phrases from the metadata', () => {
  it('knows a rate by each of its names with "rate"', () => {
    const field = f(
      H,
      'utilizationRate',
      'Negotiated rate utilization',
      'number',
      ['utilisation'],
      'Utilization',
    );
    expect(memberPhrases(field, TRAVEL_TERMS)).toEqual(
      expect.arrayContaining(['utilization rate', 'utilisation rate']),
    );
    expect(read('utilisation rate this year').query.dimensions).toBeUndefined();
  });
  it('reads synonyms of clients and "-ing" forms of a verb', () => {
    expect(read('savings by corporates', deals).query.dimensions).toEqual([`${D}.directEnterprise`]);
    expect(read('how many deals did Initech accept', deals).query.measures).toEqual([`${D}.acceptedDeals`]);
  });
  it('reads since, quarters, the past quarter, year to date and a span of months', () => {
    const range = (text: string) => readDate(words(text), 0, TODAY)?.range;
    expect(range('since March')).toEqual(['2026-03-01', TODAY]);
    expect(range('Q3 2025')).toEqual(['2025-07-01', '2025-09-30']);
    expect(range('past quarter')).toEqual(['2026-07-01', '2026-09-30']);
    expect(range('year to date')).toEqual(['2026-01-01', TODAY]);
    expect(range('between May and July 2025')).toEqual(['2025-05-01', '2025-07-31']);
    expect(range('between May and July')).toEqual(['2026-05-01', '2026-07-31']);
  });
  it('refuses a day no calendar has', () => {
    expect(readDate(words('2024-02-30'), 0, TODAY)?.impossible).toBe(true);
    expect(readDate(words('2024-02-29'), 0, TODAY)?.impossible).toBe(false);
    refusal('hotel spend on 2024-02-30');
    refusal('hotel spend between 2024-02-30 and 2024-03-05');
  });
});

describe('counts with a condition', () => {
  it('counts with a status, a client and a number comparison as filters', () => {
    expect(read('how many reservations were rebooked', deals).query).toEqual({
      measures: [`${D}.rebookedPnrs`],
    });
    expect(read('how many bookings of Globex were not accepted', deals).query).toEqual({
      measures: [`${D}.notAcceptedDeals`],
      filters: [{ member: `${D}.directEnterprise`, operator: 'equals', values: ['Globex Corporation'] }],
    });
    expect(read('how many deals did Initech accept', deals).query.filters).toEqual([
      { member: `${D}.directEnterprise`, operator: 'equals', values: ['Initech'] },
    ]);
    expect(read('how many rebooked PNRs more than 30 days before departure', deals).query).toEqual({
      measures: [`${D}.rebookedPnrs`],
      filters: [{ member: `${D}.daysBeforeDeparture`, operator: 'gt', values: ['30'] }],
    });
  });
});

describe('no unasked breakdowns', () => {
  it('answers one number to "what is" and "how many", whatever nouns describe the filter', () => {
    expect(read('What is the utilisation rate at Marriott hotels this year?').query).toEqual({
      measures: [`${H}.utilizationRate`],
      timeDimensions: [{ dimension: `${H}.checkin`, dateRange: ['2026-01-01', '2026-12-31'] }],
      filters: [{ member: `${H}.hotelMasterChain`, operator: 'equals', values: ['Marriott International'] }],
    });
    expect(read('How many reservations at Hilton hotels in Paris?').query.dimensions).toBeUndefined();
  });
  it('breaks down where the question asks: by, per, which, top N', () => {
    expect(read('How many reservations by hotel in Paris?').query.dimensions).toEqual([`${H}.hotelName`]);
    expect(read('which hotels had the most reservations').query.dimensions).toEqual([`${H}.hotelName`]);
    expect(read('top 3 cities by hotel spend').query.dimensions).toEqual([`${H}.destinationCity`]);
  });
});

describe('a condition is a filter, not a second measure', () => {
  it('reads "savings not accepted" as savings of the deals not accepted', () => {
    expect(read('savings not accepted in GBP', deals).query).toEqual({
      measures: [`${D}.savingsGbp`],
      filters: [{ member: `${D}.dealStatus`, operator: 'equals', values: ['Not accepted'] }],
    });
    expect(read('savings of deals not accepted', deals).query.filters).toEqual([
      { member: `${D}.dealStatus`, operator: 'equals', values: ['Not accepted'] },
    ]);
  });
  it('keeps two measures set side by side', () => {
    expect(read('deals sent vs accepted deals', deals).query.measures).toEqual([
      `${D}.allSentDeals`,
      `${D}.acceptedDeals`,
    ]);
    expect(read('savings and deals not accepted', deals).query.measures).toEqual([
      `${D}.savingsUsd`,
      `${D}.notAcceptedDeals`,
    ]);
  });
});

describe('what no measure is', () => {
  it('refuses one measure per another', () => {
    expect(refusal('hotel spend per reservation').reason).toBe('asks for one measure per another');
    expect(read('hotel spend per city').query.dimensions).toEqual([`${H}.destinationCity`]);
  });
  it("refuses a count of a grouping's members", () => {
    expect(refusal('how many hotels in Paris').reason).toBe('counts the members of a grouping');
    expect(read('how many reservations in Paris').query.measures).toEqual([`${H}.reservations`]);
  });
});

describe('values named the way managers say them', () => {
  it('reads a country alone as the one the view calls "country": the stay, for hotels', () => {
    expect(read('reservations in France').query.filters).toEqual([
      { member: `${H}.destinationCountry`, operator: 'equals', values: ['France'] },
    ]);
  });
  it('reads the rate types by their spellings', () => {
    expect(read('reservations without a negotiated rate').query.filters).toEqual([
      { member: `${H}.rateType`, operator: 'equals', values: ['No negotiated rate'] },
    ]);
    expect(read('chainwide rate reservations by city').query).toEqual({
      measures: [`${H}.reservations`],
      dimensions: [`${H}.destinationCity`],
      filters: [{ member: `${H}.rateType`, operator: 'equals', values: ['Chainwide'] }],
    });
  });
  it('reads "the status is rebooked" as a status, not as the rebooked measure', () => {
    expect(read('count of deals where the status is rebooked', deals).query).toEqual({
      measures: [`${D}.allSentDeals`],
      filters: [{ member: `${D}.dealStatus`, operator: 'equals', values: ['Rebooked'] }],
    });
  });
});

describe('a title said the other way round', () => {
  it('knows "utilization of negotiated rates" and its synonyms so', () => {
    const field = f(H, 'utilizationRate', 'Negotiated rate utilization', 'number', ['take-up rate']);
    expect(memberPhrases(field, TRAVEL_TERMS)).toEqual(
      expect.arrayContaining(['utilization of negotiated rate', 'take-up rate of negotiated rate']),
    );
    expect(read('utilization of negotiated rates by chain').query).toEqual({
      measures: [`${H}.utilizationRate`],
      dimensions: [`${H}.hotelMasterChain`],
    });
    // A title already linked by a preposition is not turned round.
    expect(memberPhrases(f(D, 'days', 'Days before departure', 'number'), TRAVEL_TERMS)).not.toContain(
      'departure of days before',
    );
  });
});

describe('names the data does not have', () => {
  it('never answers for a near name, and offers the shortest name holding it', () => {
    expect(refusal('hotels on Atlantis').didYouMean).toEqual({
      name: 'Atlanta',
      question: 'hotels on Atlanta',
    });
    expect(refusal('hotel spend at Mariott this year').didYouMean).toEqual({
      name: 'Marriott International',
      question: 'hotel spend at Marriott this year',
    });
    // A name ending in "s" with one more is a slip, not its plural.
    expect(refusal('reservations in Pariss').didYouMean).toEqual({
      name: 'Paris',
      question: 'reservations in Paris',
    });
  });
  it('offers nothing when no name is near', () => {
    expect(refusal('hotels in Narnia').didYouMean).toBeUndefined();
  });
});

describe('a name within a listing value', () => {
  const I = 'Itins';
  const itineraries = compileLexicon(
    I,
    {
      measures: [f(I, 'spendUsd', 'Spend (USD)', 'number')],
      dimensions: [f(I, 'date', 'Date', 'time'), f(I, 'itinAirlines', 'Airlines', 'string', ['carrier'])],
    },
    TRAVEL_TERMS,
    { [`${I}.itinAirlines`]: ['Lufthansa', 'Lufthansa, Swiss', 'Air France'] },
  );
  it('matches one carrier within the lists, and names set side by side as whole values', () => {
    expect(read('spend on Swiss', itineraries).query.filters).toEqual([
      { member: `${I}.itinAirlines`, operator: 'contains', values: ['Swiss'] },
    ]);
    expect(read('spend excluding Lufthansa', itineraries).query.filters).toEqual([
      { member: `${I}.itinAirlines`, operator: 'notContains', values: ['Lufthansa'] },
    ]);
    expect(read('spend on Lufthansa and Air France', itineraries).query).toMatchObject({
      dimensions: [`${I}.itinAirlines`],
      filters: [{ member: `${I}.itinAirlines`, operator: 'equals', values: ['Lufthansa', 'Air France'] }],
    });
  });
});

describe('plain words around the members', () => {
  it("reads the view's own noun before a member as nothing more, a noun of another view not at all", () => {
    expect(read('hotel stays in Paris').query).toMatchObject({ measures: [`${H}.reservations`] });
    expect(read('how many hotel stays in Paris').query.dimensions).toBeUndefined();
    expect(refusal('hotel spend by client', deals).reason).toMatch(/hotel/);
  });
  it('reads plain nouns alone as the first of them: what is counted', () => {
    expect(read('how many bookings got a deal', deals).query).toEqual({ measures: [`${D}.countPnrs`] });
  });
  it('never reads a word every question may hold as the first word of a value', () => {
    const lexicon = compileLexicon(
      D,
      { measures: [f(D, 'countPnrs', 'PNRs', 'number')], dimensions: [f(D, 'reason', 'Reason', 'string')] },
      TRAVEL_TERMS,
      { [`${D}.reason`]: ['Traveler prefers original flight times', 'Loyalty program preference'] },
    );
    expect(read('what reasons did travelers give', lexicon).query.filters).toBeUndefined();
    expect(read('PNRs for loyalty', lexicon).query.filters).toEqual([
      { member: `${D}.reason`, operator: 'equals', values: ['Loyalty program preference'] },
    ]);
  });
  it('reads "yoy" and its kin as the periods side by side', () => {
    expect(read('hotel spend yoy').query.timeDimensions?.[0]).toMatchObject({ granularity: 'year' });
    expect(read('stays quarter-on-quarter').query.timeDimensions?.[0]).toMatchObject({
      granularity: 'quarter',
    });
  });
  it("reads a number of weeks as days, on the view's one number of days when no other is named", () => {
    expect(read('deals accepted more than 2 weeks out', deals).query.filters).toEqual([
      { member: `${D}.daysBeforeDeparture`, operator: 'gt', values: ['14'] },
    ]);
    expect(read('deals sent less than a week out', deals).query.filters).toEqual([
      { member: `${D}.daysBeforeDeparture`, operator: 'lt', values: ['7'] },
    ]);
    expect(refusal('how many stays more than 3 weeks').reason).toMatch(/number/);
  });
  it('never reads the first word of a name followed by the grouping as that name ("Marriott chain" is, "Hilton Group" not)', () => {
    expect(read('stays at Marriott').query.filters?.[0]?.values).toEqual(['Marriott International']);
    expect(refusal('stays at Hilton chain').reason).toMatch(/another name/);
  });
  it('reads "US" in capitals and "UK" as the countries, and a place after "to the" as where the trip went', () => {
    const A = 'Air';
    const air = compileLexicon(
      A,
      {
        measures: [f(A, 'countPnrs', 'PNRs', 'number', ['trips'])],
        dimensions: [
          f(A, 'originCountry', 'Origin country', 'string'),
          f(A, 'destinationCountry', 'Destination country', 'string'),
        ],
      },
      TRAVEL_TERMS,
      {
        [`${A}.originCountry`]: ['United States', 'United Kingdom'],
        [`${A}.destinationCountry`]: ['United States', 'United Kingdom'],
      },
    );
    expect(read('trips to the US', air).query.filters).toEqual([
      { member: `${A}.destinationCountry`, operator: 'equals', values: ['United States'] },
    ]);
    expect(read('trips departing the UK', air).query.filters).toEqual([
      { member: `${A}.originCountry`, operator: 'equals', values: ['United Kingdom'] },
    ]);
  });
  it('reads an acronym as the name it starts, never a word of the frame ("best")', () => {
    const chains = compileLexicon(
      H,
      {
        measures: [f(H, 'coverageRate', 'Negotiated rate coverage', 'number', ['coverage'])],
        dimensions: [f(H, 'hotelMasterChain', 'Hotel chain', 'string', ['chain'])],
      },
      TRAVEL_TERMS,
      { [`${H}.hotelMasterChain`]: ['IHG Hotels & Resorts', 'Best Western Hotels'] },
    );
    expect(read('coverage at IHG', chains).query.filters?.[0]?.values).toEqual(['IHG Hotels & Resorts']);
    expect(read('which chain has the best coverage', chains).query).toMatchObject({ limit: 1 });
  });
});
