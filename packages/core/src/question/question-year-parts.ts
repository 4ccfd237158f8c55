import { YEAR } from './question-calendar.js';
import type { Word } from './question-words.js';

/*
 * The parts of a year a question names: quarters and halves ("Q3", "H1", "the second quarter",
 * "first half"), with or without their year.
 */

const QUARTER = /^q([1-4])$/;
const HALF = /^h([12])$/;
/** "first quarter", "second half": the ordinal of a part of the year. */
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};

/** The words a part of a year is written with, beside its number ("first", "2nd"). */
export const YEAR_PART_WORDS: readonly string[] = Object.keys(ORDINALS);

/**
 * A quarter or half of a year at `words[i]`: "Q3", "H1", "the second quarter", "first half", each
 * with a year after it or "of" and a year, if named.
 */
export function partOfYear(
  words: readonly Word[],
  i: number,
): { firstMonth: number; months: number; length: number; year?: number } | undefined {
  const word = words[i]?.norm ?? '';
  const q = QUARTER.exec(word);
  const h = HALF.exec(word);
  const ordinal = ORDINALS[word];
  const after = words[i + 1]?.norm;
  let part: { index: number; months: number; length: number } | undefined;
  if (q) part = { index: Number(q[1]), months: 3, length: 1 };
  else if (h) part = { index: Number(h[1]), months: 6, length: 1 };
  else if (ordinal && after === 'quarter') part = { index: ordinal, months: 3, length: 2 };
  else if (ordinal && ordinal <= 2 && after === 'half') part = { index: ordinal, months: 6, length: 2 };
  if (!part) return undefined;
  const firstMonth = (part.index - 1) * part.months;
  const at = i + part.length;
  const of = words[at]?.norm === 'of' ? 1 : 0;
  const named = words[at + of]?.norm;
  if (named !== undefined && YEAR.test(named))
    return { firstMonth, months: part.months, length: part.length + of + 1, year: Number(named) };
  return { firstMonth, months: part.months, length: part.length };
}
