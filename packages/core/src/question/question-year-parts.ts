import { YEAR } from './question-calendar.js';
import type { Word } from './question-words.js';

/*
 * The parts of a year a question names: quarters and halves ("Q3", "H1", "the second quarter",
 * "first half"), with or without their year.
 */

/**
 * A quarter or half by its letter and number, either way round ("Q3", "3Q", "H1", "1H"), its year
 * run on in two or four digits or not ("2H24", "Q12025").
 */
const QUARTER = /^(?:q([1-4])|([1-4])q)(\d{2}|\d{4})?$/;
const HALF = /^(?:h([12])|([12])h)(\d{2}|\d{4})?$/;

/** The year a part of a year runs on ("24" of "2H24" is 2024), if any. */
const runOnYear = (digits: string | undefined) =>
  digits === undefined ? undefined : Number(digits.length === 2 ? `20${digits}` : digits);
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
 * A quarter or half of a year at `words[i]`: "Q3", "H1", "1H", "the second quarter", "first half",
 * each with a year after it or "of" and a year, if named, or run on ("2H24").
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
  const letter = q ?? h;
  const year = runOnYear(letter?.[3]);
  if (letter) part = { index: Number(letter[1] ?? letter[2]), months: q ? 3 : 6, length: 1 };
  else if (ordinal && after === 'quarter') part = { index: ordinal, months: 3, length: 2 };
  else if (ordinal && ordinal <= 2 && after === 'half') part = { index: ordinal, months: 6, length: 2 };
  if (!part) return undefined;
  const firstMonth = (part.index - 1) * part.months;
  if (year !== undefined) return { firstMonth, months: part.months, length: 1, year };
  const at = i + part.length;
  const of = words[at]?.norm === 'of' ? 1 : 0;
  const named = words[at + of]?.norm;
  if (named !== undefined && YEAR.test(named))
    return { firstMonth, months: part.months, length: part.length + of + 1, year: Number(named) };
  return { firstMonth, months: part.months, length: part.length };
}
