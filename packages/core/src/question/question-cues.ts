import type { Lexicon } from './question-lexicon.js';
import { BOTTOM, TOP } from './question-vocabulary.js';

/** Nouns for the people who travel: a word of the question, never a grouping of the data. */
const PEOPLE = new Set([
  'traveller',
  'travellers',
  'traveler',
  'travelers',
  'people',
  'employee',
  'employees',
  'staff',
  'colleagues',
]);
/** Words asking for a breakdown by what follows them. */
const BY_EACH = new Set(['by', 'per', 'each', 'every', 'which', 'among', 'top']);
/** Articles that may stand between a grouping word and its noun. */
const ARTICLE = new Set(['a', 'an', 'the', 'our']);

/** Verbs of travel and spending after "where" ("where do we fly", "where did Initech stay"). */
const WHERE_VERBS = new Set([
  'go',
  'went',
  'fly',
  'flew',
  'travel',
  'travelled',
  'traveled',
  'stay',
  'stayed',
  'spend',
  'spent',
  'book',
  'booked',
  'visit',
  'visited',
  // "Where do we miss savings", "where are we losing money".
  'miss',
  'missed',
  'missing',
  'lose',
  'losing',
  'lost',
  'leave',
  'leaving',
  'left',
]);

/**
 * The grouping "where" asks for: the member the view calls "city" (where the trip went, where the
 * stay was), when the question travels, spends or ranks; "where is the data from" is no such question.
 */
export function whereDimension(lexicon: Lexicon, norms: readonly string[]) {
  if (!norms.some((w) => WHERE_VERBS.has(w) || TOP.has(w) || BOTTOM.has(w))) return undefined;
  const city = (lexicon.byFirstWord.get('city') ?? []).find(
    (e) => e.words.length === 1 && e.target.kind === 'dimension',
  );
  return city ? lexicon.dimensions.find((d) => d.name === city.target.member) : undefined;
}

/** The view's grouping of the reasons given ("Feedback reason"), named so by its metadata. */
export const reasonDimension = (lexicon: Lexicon) =>
  lexicon.dimensions.find(
    (d) =>
      d.type === 'string' &&
      [d.title, d.shortTitle, ...(d.synonyms ?? [])].some((p) => /\breasons?\b/i.test(p)),
  );

/** True when the word at `i` asks for each traveller ("spend per traveller", "by traveler"). */
export const perTraveller = (norms: readonly string[], i: number): boolean =>
  PEOPLE.has(norms[i] ?? '') &&
  BY_EACH.has((ARTICLE.has(norms[i - 1] ?? '') ? norms[i - 2] : norms[i - 1]) ?? '');
