import { entriesAt, type Lexicon, type LexiconEntry } from './question-lexicon.js';

/** True when the longest phrase at `i` names a value, not a measure or a grouping. */
export const namesValue = (lexicon: Lexicon, norms: readonly string[], i: number) => {
  const entries = entriesAt(lexicon, norms, i);
  const length = entries[0]?.words.length;
  return entries.filter((e) => e.words.length === length).every((e) => e.target.kind === 'value');
};

/** Words that may stand inside a phrase of the view and say nothing more ("days booked in advance"). */
export const PARTICIPLES = new Set([
  'booked',
  'made',
  'bought',
  'purchased',
  'ticketed',
  'sent',
  'reserved',
  'issued',
]);

/** `norms` without the word at `k`. */
export const withoutWord = (norms: readonly string[], k: number) => [
  ...norms.slice(0, k),
  ...norms.slice(k + 1),
];

/** True when the longest phrase at `i` names a number field ("days in advance"). */
export const namesNumber = (lexicon: Lexicon, norms: readonly string[], i: number) => {
  const entries = entriesAt(lexicon, norms, i);
  const length = entries[0]?.words.length;
  const longest = entries.filter((e) => e.words.length === length);
  return (
    longest.length > 0 && longest.every((e) => e.target.kind === 'dimension' && e.target.type === 'number')
  );
};

/** True when the longest phrase at `i` names a measure or a grouping. */
export const namesMember = (lexicon: Lexicon, norms: readonly string[], i: number) => {
  const entries = entriesAt(lexicon, norms, i);
  const length = entries[0]?.words.length;
  return entries.some((e) => e.words.length === length && e.target.kind !== 'value');
};

/** True when the longest of `entries` names a grouping (and no measure). */
export const namesDimension = (entries: readonly LexiconEntry[]) => {
  const length = entries[0]?.words.length;
  const longest = entries.filter((e) => e.words.length === length);
  return (
    longest.some((e) => e.target.kind === 'dimension') && !longest.some((e) => e.target.kind === 'measure')
  );
};

/** True when the longest of `entries` names only measures. */
export const namesMeasure = (entries: readonly LexiconEntry[]) => {
  const length = entries[0]?.words.length;
  return entries.filter((e) => e.words.length === length).every((e) => e.target.kind === 'measure');
};
