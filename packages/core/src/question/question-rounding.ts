import type { Word } from './question-words.js';

/**
 * Requests for round figures ("in round numbers", "rounded to the nearest thousand", "roughly"): how
 * to show a figure, never what to count. The answer is the same query.
 */
const ROUNDING: readonly string[][] = [
  ...['numbers', 'figures', 'terms'].flatMap((noun) => [
    ['in', 'round', noun],
    ['round', noun],
  ]),
  ...['to the nearest', 'to nearest'].flatMap((lead) =>
    ['hundred', 'thousand', 'million', 'dollar', 'euro', 'pound', 'whole number', 'unit'].map((unit) =>
      `${lead} ${unit}`.split(' '),
    ),
  ),
  ['rounded', 'off'],
  ['rounded', 'up'],
  ['rounded'],
  ['roughly'],
  ['approximately'],
  ['approx'],
  ['ballpark'],
  ['more', 'or', 'less'],
];

/** The longest request for round figures at `words[i]`, in words, or 0. */
const roundingAt = (words: readonly Word[], i: number): number =>
  ROUNDING.filter((phrase) => phrase.every((w, k) => words[i + k]?.norm === w)).reduce(
    (longest, phrase) => Math.max(longest, phrase.length),
    0,
  );

/**
 * The question's words without its requests for round figures (see `ROUNDING`): "spend by carrier
 * in round numbers" is read as "spend by carrier".
 */
export function withoutRounding(words: readonly Word[]): Word[] {
  const kept: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const n = roundingAt(words, i);
    if (n > 0) i += n - 1;
    else kept.push(words[i] as Word);
  }
  return kept;
}
