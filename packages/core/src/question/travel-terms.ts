import type { TravelTerms } from './question-lexicon.js';

/** Short names of countries, for every member holding countries. */
const COUNTRY_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'United States': ['usa', 'u.s.', 'u.s.a.', 'united states of america'],
  'United Kingdom': ['uk', 'u.k.', 'britain', 'great britain'],
  'United Arab Emirates': ['uae', 'u.a.e.'],
};

/**
 * The travel vocabulary the question parser knows beyond the cubes' titles and synonyms: how travel
 * managers name the members every view shares, and common spellings of dimension values.
 */
export const TRAVEL_TERMS: TravelTerms = {
  members: {
    directEnterprise: [
      'client',
      'clients',
      'customer',
      'customers',
      'account',
      'accounts',
      'corporation',
      'firm',
      'firms',
      'business unit',
      'client company',
      'customer account',
      'organisation',
      'organisations',
      'company account',
    ],
    gds: ['reservation system', 'booking system'],
    pccName: ['pseudo city', 'pseudo city code', 'office'],
    ticketingRegion: ['ticketing region'],
    ticketingContinent: ['ticketing continent'],
    ticketingCountry: ['country', 'ticketing country', 'market', 'pos', 'country of sale', 'sales country'],
    itinAirlines: ['validating carrier', 'marketing carrier', 'airline name'],
    itinRoute: ['o&d', 'origin and destination', 'origin-destination', 'itinerary route'],
    originCity: ['departure city', 'from city'],
    // A city alone is where travellers go ("spend by city"); the origin is named as such.
    destinationCity: ['arrival city', 'to city', 'city', 'cities'],
    originAirport: ['departure airport', 'from airport'],
    recordLocator: ['booking reference', 'record locator', 'pnr number'],
    // An itinerary has one status: its lower fare's.
    lowerFareStatus: ['status', 'statuses'],
    // How much of the stays that could use a negotiated rate did: its "usage" or "use".
    utilizationRate: ['usage', 'usage rate', 'use of negotiated rates'],
    // What a manager calls the savings a negotiated rate would have given.
    missedSavings: [
      'left on the table',
      'money left on the table',
      'savings left on the table',
      'leave on the table',
      'leave money on the table',
      'left behind',
      'savings lost',
      'missed opportunity',
      'missed opportunities',
      // "Where are we missing out on savings", "what did we miss out on".
      'missed out on savings',
      'missed out',
    ],
  },
  values: {
    cabinClass: {
      Economy: [
        'economy',
        'economy class',
        'coach',
        'coach class',
        'eco',
        'econ',
        'main cabin',
        'economy cabin',
      ],
      'Premium Economy': ['premium economy', 'premium', 'premium eco', 'prem eco', 'premium economy class'],
      Business: ['business', 'business class', 'biz', 'biz class', 'business cabin'],
      First: ['first class', 'first cabin'],
    },
    dealStatus: {
      Rebooked: ['accepted', 'rebooked'],
      'Not accepted': ['not accepted', 'declined', 'rejected', 'turned down', 'refused', 'unaccepted'],
    },
    // An itinerary's deal taken or not, as the deals view says it.
    lowerFareStatus: {
      'Not sent': ['not sent', 'no deal', 'no lower fare'],
      'Not rebooked': ['not rebooked', 'not accepted', 'declined', 'rejected', 'turned down', 'refused'],
      Rebooked: ['rebooked', 'accepted'],
    },
    feedbackMeaningPlatform: {
      'No response from traveler': ['no response', 'no reply', 'no answer', 'unanswered'],
      'Savings below threshold': ['savings too small', 'below threshold'],
      'Loyalty program preference': ['loyalty', 'loyalty program', 'frequent flyer programme'],
      'Fare conditions too restrictive': ['restrictive fare', 'restrictive fares', 'fare conditions'],
      'Ticket already changed': ['already changed'],
    },
    rateType: {
      'No negotiated rate': [
        'no negotiated rate',
        'without a negotiated rate',
        'non-negotiated rate',
        'public rate',
        'best available rate',
      ],
      Chainwide: ['chainwide rate', 'chain-wide rate', 'chain rate'],
      Property: ['property rate', 'property-level rate'],
      TMC: ['tmc rate', 'agency rate'],
      'TMC rate': ['tmc rate', 'agency rate', 'tmc negotiated rate'],
    },
    ...Object.fromEntries(
      ['destinationCountry', 'originCountry', 'ticketingCountry'].map((member) => [
        member,
        COUNTRY_SPELLINGS,
      ]),
    ),
    haulType: {
      Short: ['short haul', 'short-haul', 'short'],
      Medium: ['medium haul', 'medium-haul', 'mid haul'],
      Long: ['long haul', 'long-haul', 'long'],
    },
  },
};

/** Currencies a question may name, by the money measure suffix they pick. */
export const CURRENCY_WORDS: Readonly<Record<string, 'Usd' | 'Eur' | 'Gbp' | 'DefaultCurrency'>> = {
  usd: 'Usd',
  dollar: 'Usd',
  dollars: 'Usd',
  $: 'Usd',
  eur: 'Eur',
  euro: 'Eur',
  euros: 'Eur',
  '€': 'Eur',
  gbp: 'Gbp',
  pound: 'Gbp',
  pounds: 'Gbp',
  sterling: 'Gbp',
  '£': 'Gbp',
  'default currency': 'DefaultCurrency',
  'local currency': 'DefaultCurrency',
  'branch currency': 'DefaultCurrency',
};
