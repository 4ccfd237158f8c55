import { fiscalYear, monthRange, YEAR } from './question-calendar.js';
import type { DayRange } from '../dates/relative-range.js';
import { numberWord } from './question-numbers.js';
import type { Word } from './question-words.js';

/*
 * The parts of a year a question names: quarters and halves ("Q3", "H1", "the second quarter",
 * "first half"), with or without their year.
 */

/**
 * A quarter or half by its letter and number, either way round ("Q3", "3Q", "H1", "1H"), its year
 * run on in two or four digits, after a hyphen or an apostrophe or not ("2H24", "H1-2025", "H2'24").
 */
const QUARTER = /^(?:q([1-4])|([1-4])q)(?:[-'’]?(\d{2}|\d{4}))?$/;
const HALF = /^(?:h([12])|([12])h)(?:[-'’]?(\d{2}|\d{4}))?$/;

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

/** Halves named by their place ("the back half of 2024"). */
const HALVES: Record<string, number> = { front: 1, latter: 2, back: 2 };

/** Words that open the first or last months of a year ("the first six months of 2025"). */
const ENDS: Record<string, 'first' | 'last'> = {
  first: 'first',
  opening: 'first',
  last: 'last',
  final: 'last',
};

/** The words a part of a year is written with, beside its number ("first", "2nd", "latter"). */
export const YEAR_PART_WORDS: readonly string[] = [
  ...Object.keys(ORDINALS),
  ...Object.keys(HALVES),
  'opening',
  'final',
];

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
  const ordinal = ORDINALS[word] ?? (words[i + 1]?.norm === 'half' ? HALVES[word] : undefined);
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
  // "H2 FY24": a financial year is the calendar year.
  const fiscal = fiscalYear(words, at + of);
  if (fiscal)
    return { firstMonth, months: part.months, length: part.length + of + fiscal.length, year: fiscal.year };
  return { firstMonth, months: part.months, length: part.length };
}

/** The days of `months` months of `year` from `firstMonth` (0–11). */
export const partRange = (year: number, firstMonth: number, months: number): DayRange => [
  monthRange(year, firstMonth)[0],
  monthRange(year, firstMonth + months - 1)[1],
];

/** A part of a year after its year ("2024 H2", "2025 Q1"), at `words[i]`. */
export function yearThenPart(
  words: readonly Word[],
  i: number,
): { range: DayRange; length: number } | undefined {
  const named = words[i]?.norm ?? '';
  const part = YEAR.test(named) ? partOfYear(words, i + 1) : undefined;
  if (!part || part.year !== undefined) return undefined;
  return { range: partRange(Number(named), part.firstMonth, part.months), length: 1 + part.length };
}

/**
 * The first or last months of a named year ("the first six months of 2025", "the last 3 months of
 * last year", "of the year" being this one), at `words[i]`; `year` is this year. Without its year,
 * "the last 3 months" is no part of a year.
 */
export function monthsOfYear(
  words: readonly Word[],
  i: number,
  year: number,
): { range: DayRange; length: number } | undefined {
  const end = ENDS[words[i]?.norm ?? ''];
  const count = numberWord(words[i + 1]?.norm);
  if (!end || count === undefined || count < 1 || count > 11) return undefined;
  if (!/^months?$/.test(words[i + 2]?.norm ?? '') || words[i + 3]?.norm !== 'of') return undefined;
  const named = words[i + 4]?.norm ?? '';
  const which = words[i + 5]?.norm === 'year' ? named : undefined;
  const y = YEAR.test(named)
    ? Number(named)
    : which === 'last' || which === 'previous'
      ? year - 1
      : which === 'this' || which === 'the'
        ? year
        : undefined;
  if (y === undefined) return undefined;
  const firstMonth = end === 'first' ? 0 : 12 - count;
  return { range: partRange(y, firstMonth, count), length: YEAR.test(named) ? 5 : 6 };
}
