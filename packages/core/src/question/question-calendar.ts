import type { DayRange } from '../dates/relative-range.js';
import type { Word } from './question-words.js';

/*
 * The calendar a question's dates are read on: months by name, days of the calendar, financial
 * years, and a day named with its month.
 */

/** A day read from a question: how many words it takes, the day, and whether a calendar has it. */
interface DayReading {
  length: number;
  range: DayRange;
  impossible?: boolean;
}

/** True when `day` (YYYY-MM-DD) is a day of the calendar: month 1–12, day within its month. */
export function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m - 1);
}

/** The months by their names and abbreviations, January first. */
export const MONTHS = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];

/**
 * Words before a period that say which kind it is ("this calendar year", "last financial year",
 * "the last full quarter", "fiscal 2025"): the data knows one calendar and reads whole periods, so
 * they say nothing more.
 */
export const CALENDAR = new Set(['calendar', 'financial', 'fiscal', 'full', 'complete', 'whole']);

/** "FY2025", "FY25": a financial year, read as the calendar year. */
const FISCAL_YEAR = /^fy(\d{2}|\d{4})$/;

/** A year written in digits. */
export const YEAR = /^(19|20)\d{2}$/;

/** A month or day number in two digits. */
const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of `month` (0–11) of `year`. */
export const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The days of `month` (0–11) of `year`. */
export const monthRange = (year: number, month: number): DayRange => [
  `${year}-${pad(month + 1)}-01`,
  `${year}-${pad(month + 1)}-${pad(lastDay(year, month))}`,
];

/** The month a word names (0–11), or undefined. */
export const monthOf = (word: string | undefined) =>
  word === undefined ? -1 : MONTHS.findIndex((names) => names.includes(word));

/**
 * A financial year named by its number at `words[i]`: "FY2025", "FY25", "FY 2025", "fiscal 2025",
 * "financial year 2025", read as the calendar year.
 */
export function fiscalYear(words: readonly Word[], i: number): { year: number; length: number } | undefined {
  const word = words[i]?.norm ?? '';
  const short = FISCAL_YEAR.exec(word);
  if (short) return { year: fullYear(short[1] as string), length: 1 };
  if (word !== 'fy' && !CALENDAR.has(word)) return undefined;
  const skip = words[i + 1]?.norm === 'year' ? 1 : 0;
  const named = words[i + 1 + skip]?.norm ?? '';
  if (YEAR.test(named)) return { year: Number(named), length: 2 + skip };
  if (word === 'fy' && /^\d{2}$/.test(named)) return { year: fullYear(named), length: 2 };
  return undefined;
}

/** A day of a month: "1", "1st", "21st". */
const DAY = /^([1-9]|[12]\d|3[01])(st|nd|rd|th)?$/;

/** What may follow "January 1" for the number to be its day, not a count ("March 10 biggest"). */
const AFTER_DAY = /^(to|until|till|through|thru|and|-)$/;

/**
 * A day named with its month at `words[i]`: "1 January", "1st of March 2025", "Jan 1", "March 3rd",
 * the latest such day that has begun unless a year is named.
 */
export function dayOfMonth(words: readonly Word[], i: number, today: string): DayReading | undefined {
  const word = words[i]?.norm ?? '';
  let day: number | undefined;
  let m = -1;
  let length = 0;
  const dayFirst = DAY.exec(word);
  if (dayFirst) {
    const of = words[i + 1]?.norm === 'of' ? 1 : 0;
    m = monthOf(words[i + 1 + of]?.norm);
    day = Number(dayFirst[1]);
    length = 2 + of;
  } else if (monthOf(word) >= 0) {
    const after = DAY.exec(words[i + 1]?.norm ?? '');
    const then = words[i + 2]?.norm;
    if (after && (after[2] || then === undefined || YEAR.test(then) || AFTER_DAY.test(then))) {
      m = monthOf(word);
      day = Number(after[1]);
      length = 2;
    }
  }
  if (day === undefined || m < 0) return undefined;
  const named = words[i + length]?.norm;
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const begun = m + 1 < month || (m + 1 === month && day <= date);
  const y = named !== undefined && YEAR.test(named) ? Number(named) : begun ? year : year - 1;
  const iso = `${y}-${pad(m + 1)}-${pad(day)}`;
  const taken = length + (named !== undefined && YEAR.test(named) ? 1 : 0);
  return { length: taken, range: [iso, iso], ...(isCalendarDay(iso) ? {} : { impossible: true }) };
}

/** "25" → 2025, "2025" → 2025. */
const fullYear = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));
