/**
 * The words a question may hold besides the lexicon's phrases, dates and numbers. A word in none of
 * these lists and not in the lexicon makes the parser abstain.
 */

/** Words that carry no meaning for the query ("show me the …"). */
export const FILLER = new Set(
  (
    'a an the of for in on at to from with me show give get list display tell what whats which who ' +
    'was were is are be been being has have had did do does our my we us i you your please can could ' +
    'would let see want like know need and or there their that these those it its so far up ' +
    'about as into than then made make got spent see chart graph table plot report data view figures ' +
    'numbers figure number value values amount amounts total totals overall all sum where when period ' +
    'ones one just only how much many count counts whole entire same any some hey hi hello thanks thank ' +
    'kindly also been generated done went goes go per by each every across within during over via ' +
    'between versus vs against compare compared comparing comparison split broken down grouped group ' +
    'breakdown by while versus current booked bought purchased ranked ranking rank sorted ' +
    'ordered money through send issued take took fly flew flown gave give given giving travellers ' +
    'travelers traveller traveler they them book books buy buys purchase because due find found ' +
    'visit visits visited use used using received receive receives gets getting out altogether ' +
    'combined respectively offered whose departing leaving sold sent travel travels travelled traveled ' +
    // "How many times did we fly", "flights taken": how often, said plainly.
    'time times taken'
  ).split(' '),
);

/** Words that ask for the largest entries; `BOTTOM` for the smallest. */
export const TOP = new Set(
  'top highest most biggest largest best leading greatest max maximum busiest popular frequent main major primary'.split(
    ' ',
  ),
);
export const BOTTOM = new Set('bottom lowest least smallest fewest worst min minimum cheapest'.split(' '));

/** Words that ask for a series over time without naming its granularity. */
export const SERIES = new Set(
  'trend trends trending evolution timeline history series development progression'.split(' '),
);

/**
 * Verbs of how a figure moved ("how has spend changed", "is coverage improving"): a series, like
 * `SERIES`, but never what a misspelt word is read as ("approved" is not "improved").
 */
export const TREND_VERBS = new Set(
  (
    'changed changing develop developed developing evolve evolved evolving improving improved ' +
    'worsening increasing decreasing growing rising falling growth'
  ).split(' '),
);
/** Two-word series phrases ("over time"). */
export const SERIES_PHRASES = [
  'over time',
  'through time',
  'time series',
  'month by month',
  'week by week',
  'day by day',
  'year by year',
  'going up',
  'going down',
  'gone up',
  'gone down',
];

/** Words naming a granularity. */
export const GRANULARITY_WORDS: Readonly<Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'>> = {
  day: 'day',
  days: 'day',
  daily: 'day',
  week: 'week',
  weeks: 'week',
  weekly: 'week',
  month: 'month',
  months: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  years: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  // Abbreviations managers type ("by qtr", "per mth").
  wk: 'week',
  mth: 'month',
  qtr: 'quarter',
  yr: 'year',
  // Changes from one period to the next: the periods side by side.
  yoy: 'year',
  'year-on-year': 'year',
  'year-over-year': 'year',
  qoq: 'quarter',
  'quarter-on-quarter': 'quarter',
  'quarter-over-quarter': 'quarter',
  mom: 'month',
  'month-on-month': 'month',
  'month-over-month': 'month',
  wow: 'week',
  'week-on-week': 'week',
  'week-over-week': 'week',
};

/**
 * Nouns naming what a whole view is about ("hotel spend", "air spend"): before a measure or a
 * grouping they say nothing more, and are not read as a grouping of their own.
 */
export const VIEW_NOUNS = new Set(['hotel', 'air', 'flight']);

/** Words asking for parts of a whole. */
export const SHARE = new Set(
  'share percentage percent % proportion proportions distribution mix split breakdown portion fraction'.split(
    ' ',
  ),
);

/**
 * Words that, after "how", ask how often something happens ("how often are deals accepted"): the
 * share of the times it could, a rate, as a share word does.
 */
export const FREQUENCY = new Set(['often', 'frequently']);

/** Words asking to set things side by side. */
export const COMPARE = new Set('compare compared comparing comparison versus vs against'.split(' '));

/** Words asking for a count of rows. */
export const COUNT = new Set(['count', 'many', 'number', 'volume', 'volumes', 'tally']);

/** Comparators before a number, with the filter operator they mean. */
export const COMPARATORS: readonly [string, 'gt' | 'gte' | 'lt' | 'lte'][] = [
  ['more than', 'gt'],
  ['greater than', 'gt'],
  ['longer than', 'gt'],
  ['over', 'gt'],
  ['above', 'gt'],
  ['beyond', 'gt'],
  ['at least', 'gte'],
  ['less than', 'lt'],
  ['fewer than', 'lt'],
  ['shorter than', 'lt'],
  ['under', 'lt'],
  ['below', 'lt'],
  ['within', 'lte'],
  ['at most', 'lte'],
  ['up to', 'lte'],
];

/** Words before a value that exclude it. */
export const EXCLUDE = new Set(['excluding', 'except', 'without', 'not', 'exclude', 'but']);

/**
 * Words a question about our data never needs: changing data, forecasting, or another kind of
 * question (prices of shares, weather). The parser refuses a question that holds one.
 */
export const REFUSED = new Set(
  (
    'delete drop truncate insert update alter grant revoke remove erase wipe destroy modify change set ' +
    'exec execute shutdown password passwords token secret forecast predict prediction predicted will ' +
    'future tomorrow next stock weather why should'
  ).split(' '),
);

/** Plain nouns for the rows a view counts: a measure of its own only when no other measure is named. */
export const GENERIC_MEASURE_WORDS = new Set([
  ...'bookings booking trips trip tickets ticket flights flight pnrs pnr reservations itineraries journeys deals offers stays stay pax passengers segments'.split(
    ' ',
  ),
  // Every deal there is: "savings on deals sent to Hooli" names the rows, not a second figure.
  'deals sent',
  'offers sent',
  'sent deals',
]);

/** True when `word` (or its plural) is a plain noun for the rows a view counts ("deal", "bookings"). */
export const isGenericNoun = (word: string): boolean =>
  GENERIC_MEASURE_WORDS.has(word) || GENERIC_MEASURE_WORDS.has(`${word}s`);

/**
 * The rate a count is a part of, by short member name: what "what percent of deals were accepted"
 * asks for. A share of a count without a rate here is not answered.
 */
export const RATE_MEASURES: Readonly<Record<string, string>> = {
  acceptedDeals: 'acceptanceRate',
  rebookedPnrs: 'rebookingRate',
};
