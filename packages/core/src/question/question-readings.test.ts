import { describe, expect, it } from 'vitest';
import { chartChoice } from './chart-choice.js';
import { dropDimension } from './question-edits.js';
import { parseQuestion } from './parse-question.js';
import { compileLexicon, type LexiconField } from './question-lexicon.js';
import { pluralTitle, spokenTitle, suggestQuestions } from './question-suggestions.js';
import { TRAVEL_TERMS } from './travel-terms.js';

const f = (
  cube: string,
  name: string,
  title: string,
  type: LexiconField['type'],
  synonyms: string[] = [],
) => ({
  name: `${cube}.${name}`,
  title,
  shortTitle: title,
  type,
  synonyms,
});
const I = 'Itins';
const itineraries = compileLexicon(
  I,
  {
    measures: [f(I, 'countPnrs', 'PNRs', 'number', ['flights']), f(I, 'spendUsd', 'Spend (USD)', 'number')],
    dimensions: [
      f(I, 'date', 'Date', 'time'),
      f(I, 'originAirport', 'Origin airport', 'string', ['airports']),
      f(I, 'originCity', 'Origin city', 'string'),
      f(I, 'destinationCity', 'Destination city', 'string'),
      f(I, 'originCountry', 'Origin country', 'string'),
      f(I, 'destinationCountry', 'Destination country', 'string'),
      f(I, 'originLatitude', 'Origin latitude', 'number'),
      f(I, 'originLongitude', 'Origin longitude', 'number'),
      f(I, 'destinationLatitude', 'Destination latitude', 'number'),
      f(I, 'destinationLongitude', 'Destination longitude', 'number'),
      f(I, 'ticketingCountry', 'Point of sale', 'string', ['country']),
    ],
  },
  TRAVEL_TERMS,
  {
    [`${I}.originCountry`]: ['Germany', 'France'],
    [`${I}.destinationCountry`]: ['Germany', 'France'],
    [`${I}.ticketingCountry`]: ['Germany', 'France'],
  },
);
const D = 'Deals';
const deals = compileLexicon(
  D,
  {
    measures: [
      f(D, 'countPnrs', 'PNRs', 'number'),
      f(D, 'allSentDeals', 'Deals sent', 'number', ['deals']),
      f(D, 'acceptedDeals', 'Accepted deals', 'number'),
      f(D, 'rebookedPnrs', 'Rebooked PNRs', 'number', ['rebooked']),
      f(D, 'acceptanceRate', 'Acceptance rate', 'number'),
    ],
    dimensions: [
      f(D, 'date', 'Date', 'time'),
      f(D, 'dealStatus', 'Deal status', 'string'),
      f(D, 'directEnterprise', 'Client', 'string'),
      f(D, 'ticketingCountry', 'Point of sale', 'string', ['country']),
    ],
  },
  TRAVEL_TERMS,
  { [`${D}.ticketingCountry`]: ['Germany', 'France'] },
);
// "accepted" alone is the accepted deals' short title in the view.
deals.byFirstWord.get('accepted')?.push({
  words: ['accepted'],
  target: { kind: 'measure', member: `${D}.acceptedDeals`, title: 'Accepted', money: false },
});
const TODAY = '2026-05-10';
const read = (text: string, lexicon = itineraries) => {
  const result = parseQuestion(text, lexicon, TODAY);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result.query;
};
const refused = (text: string, lexicon = itineraries) => !parseQuestion(text, lexicon, TODAY).ok;

describe('questions about places', () => {
  it('groups origin airports with their coordinates, so the answer is a map', () => {
    const query = read('spend by origin airport');
    expect(query.dimensions).toEqual([`${I}.originAirport`, `${I}.originLatitude`, `${I}.originLongitude`]);
    const rows = [
      { [`${I}.originAirport`]: 'FRA', [`${I}.originLatitude`]: 50.04, [`${I}.originLongitude`]: 8.56 },
    ];
    expect(chartChoice(query, rows)).toEqual(['map', 'table']);
    // Dropping the airport chip drops its coordinates too.
    expect(dropDimension(query, `${I}.originAirport`).dimensions).toBeUndefined();
  });

  it('maps destinations: "city" alone is where travellers go', () => {
    expect(read('top 5 cities by spend').dimensions).toEqual([
      `${I}.destinationCity`,
      `${I}.destinationLatitude`,
      `${I}.destinationLongitude`,
    ]);
  });

  it('reads "to Germany" as the destination and "from Germany" as the origin, not the point of sale', () => {
    expect(read('flights to Germany').filters).toEqual([
      { member: `${I}.destinationCountry`, operator: 'equals', values: ['Germany'] },
    ]);
    expect(read('spend from Germany').filters).toEqual([
      { member: `${I}.originCountry`, operator: 'equals', values: ['Germany'] },
    ]);
    // Without a direction, the country is still the point of sale, with the others offered.
    const asked = parseQuestion('spend in Germany', itineraries, TODAY);
    expect(asked.ok && asked.query.filters?.[0]?.member).toBe(`${I}.ticketingCountry`);
  });

  it('abstains on "to Germany" where the view knows only the point of sale', () => {
    expect(refused('deals to Germany', deals)).toBe(true);
    expect(read('deals in Germany', deals).filters?.[0]?.member).toBe(`${D}.ticketingCountry`);
  });
});

describe('shares and rates', () => {
  it('answers "what percent of deals were accepted" with the acceptance rate', () => {
    expect(read('what percent of deals were accepted', deals)).toEqual({ measures: [`${D}.acceptanceRate`] });
  });

  it('abstains on a share of a count without a rate', () => {
    expect(refused('what percent of PNRs were rebooked', deals)).toBe(true);
  });
});

describe('suggestions as a manager types them', () => {
  it('words titles in lower case but for acronyms, with plurals for rankings', () => {
    expect(spokenTitle(f(D, 'rebookedPnrs', 'Rebooked PNRs', 'number'))).toBe('rebooked PNRs');
    expect(spokenTitle(f(D, 'savingsUsd', 'Savings sent (USD)', 'number'))).toBe('savings sent');
    expect(['client', 'deal status', 'point of sale', 'airlines', 'city', 'GDS'].map(pluralTitle)).toEqual([
      'clients',
      'deal statuses',
      'points of sale',
      'airlines',
      'cities',
      'GDS',
    ]);
  });

  it('offers deals questions that read well and parse', () => {
    const offered = suggestQuestions('how did the weather affect our deals', deals, TODAY);
    expect(offered).toEqual([
      'Deals sent by client last month',
      'Top 5 clients by deals sent this year',
      'Deals sent per month this year',
    ]);
  });
});
