import { relativeDateRange, type DayRange } from '../dates/relative-range.js';
import type { Word } from './question-words.js';

/** A date phrase found in a question: how many words it takes and the days it stands for. */
export interface DateReading {
  /** Words taken, from the one the phrase starts at. */
  length: number;
  range: DayRange;
  /** True when the phrase points after today ("next month"): no data can answer it. */
  future?: boolean;
  /** True when the phrase names a day no calendar has ("2024-02-30"). */
  impossible?: boolean;
}

/** True when `day` (YYYY-MM-DD) is a day of the calendar: month 1–12, day within its month. */
export function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m - 1);
}

const MONTHS = [
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
const SPANS: Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  year: 'year',
  years: 'year',
};
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
};
const LAST = new Set(['last', 'previous', 'past', 'prior', 'preceding']);
const THIS = new Set(['this', 'current']);
const NEXT = new Set(['next', 'coming', 'upcoming', 'following']);
const TO_DATE: Record<string, 'month' | 'quarter' | 'year'> = { ytd: 'year', mtd: 'month', qtd: 'quarter' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = /^(19|20)\d{2}$/;
const QUARTER = /^q([1-4])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const monthRange = (year: number, month: number): DayRange => [
  `${year}-${pad(month + 1)}-01`,
  `${year}-${pad(month + 1)}-${pad(lastDay(year, month))}`,
];

/** A number written in digits or as a word ("three"), or undefined. */
export function numberWord(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d{1,5}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

/** The month a word names (0–11), or undefined. */
const monthOf = (word: string | undefined) =>
  word === undefined ? -1 : MONTHS.findIndex((names) => names.includes(word));

/**
 * A point in time at `words[i]`: a day (2025-03-01), a month with or without its year (the latest
 * one that has begun), a quarter (Q1, Q1 2025) or a year (2025).
 */
function readPoint(words: readonly Word[], i: number, today: string): DateReading | undefined {
  const word = words[i]?.norm;
  if (word === undefined) return undefined;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  const next = words[i + 1]?.norm;
  const namedYear = next !== undefined && YEAR.test(next) ? Number(next) : undefined;
  if (ISO_DAY.test(word)) return { length: 1, range: [word, word], impossible: !isCalendarDay(word) };
  if (YEAR.test(word)) return { length: 1, range: [`${word}-01-01`, `${word}-12-31`] };
  const m = monthOf(word);
  // "may" alone is too often the verb: it is a month only with a year or after "in"/"since".
  if (
    m >= 0 &&
    (word !== 'may' ||
      namedYear !== undefined ||
      /^(in|since|of|during|between|from|and|to|until|through)$/.test(words[i - 1]?.norm ?? ''))
  ) {
    const y = namedYear ?? (m <= month ? year : year - 1);
    return { length: namedYear === undefined ? 1 : 2, range: monthRange(y, m) };
  }
  const q = QUARTER.exec(word);
  if (q) {
    const first = (Number(q[1]) - 1) * 3;
    const y = namedYear ?? (first <= month ? year : year - 1);
    return {
      length: namedYear === undefined ? 1 : 2,
      range: [monthRange(y, first)[0], monthRange(y, first + 2)[1]],
    };
  }
  return undefined;
}

const norms = (words: readonly Word[], i: number, n: number) =>
  words
    .slice(i, i + n)
    .map((w) => w.norm)
    .join(' ');

/**
 * The date phrase starting at `words[i]`, read with the dashboards' rules on `today` (YYYY-MM-DD):
 * "last month" is the previous calendar month, "last 30 days" the 30 days before today, "this
 * year" the calendar year, "year to date" from 1 January to today, "March" the latest March that has
 * begun, "since March" from it to today, "between March and May 2025" both months whole.
 *
 * @example readDate(words('last quarter'), 0, '2026-05-10') // { length: 2, range: ['2026-01-01', '2026-03-31'] }
 */
export function readDate(words: readonly Word[], i: number, today: string): DateReading | undefined {
  const word = words[i]?.norm;
  if (word === undefined) return undefined;
  const next = words[i + 1]?.norm;
  const relative = (text: string, length: number): DateReading | undefined => {
    const range = relativeDateRange(text, today);
    return range ? { length, range } : undefined;
  };
  if (word === 'today' || word === 'yesterday') return relative(word, 1);
  if (word === 'tomorrow') return { length: 1, range: [today, today], future: true };
  const toDateWord = TO_DATE[word];
  if (toDateWord) return toDate(toDateWord, 1, today);
  const toDateSpan = next && SPANS[word] && norms(words, i + 1, 2) === 'to date' ? SPANS[word] : undefined;
  if (toDateSpan === 'month' || toDateSpan === 'quarter' || toDateSpan === 'year')
    return toDate(toDateSpan, 3, today);
  if (THIS.has(word) && next && SPANS[next] && !next.endsWith('s')) return relative(`this ${SPANS[next]}`, 2);
  if (NEXT.has(word) && next && (SPANS[next] || numberWord(next))) {
    return { length: numberWord(next) ? 3 : 2, range: [today, today], future: true };
  }
  if (LAST.has(word) && next) {
    if (SPANS[next] && !next.endsWith('s')) return relative(`last ${SPANS[next]}`, 2);
    const count = numberWord(next);
    const span = SPANS[words[i + 2]?.norm ?? ''];
    if (count !== undefined && span) return relative(`last ${count} ${span}s`, 3);
    // "the past few weeks" and the like are too vague to read.
  }
  if (word === 'since') {
    const point = readPoint(words, i + 1, today);
    if (point) return { length: point.length + 1, range: [point.range[0], today] };
  }
  if (word === 'between' || word === 'from') {
    const first = readPoint(words, i + 1, today);
    const joiner = first ? words[i + 1 + first.length]?.norm : undefined;
    if (first && joiner && /^(and|to|until|till|through|thru)$/.test(joiner)) {
      const second = readPoint(words, i + 2 + first.length, today);
      const length = first ? first.length + (second?.length ?? 0) + 2 : 0;
      if (second && (first.impossible || second.impossible))
        return { length, range: first.range, impossible: true };
      // "between May and July 2025": the first month without a year is of the second's year.
      const start = sameYear(words, i + 1, first, second);
      if (second && second.range[1] >= start) return { length, range: [start, second.range[1]] };
    }
  }
  const point = readPoint(words, i, today);
  if (point) return point.range[0] > today ? { ...point, future: true } : point;
  return undefined;
}

/** The first day of `first`, in the year `second` names when `first` names none ("May" … "July 2025"). */
function sameYear(
  words: readonly Word[],
  i: number,
  first: DateReading,
  second: DateReading | undefined,
): string {
  if (!second || first.length !== 1 || !/^[a-z]/.test(words[i]?.norm ?? '')) return first.range[0];
  const moved = `${second.range[1].slice(0, 4)}${first.range[0].slice(4)}`;
  return moved <= second.range[1] ? moved : first.range[0];
}

/** From the first day of the month, quarter or year holding today, to today. */
function toDate(span: 'month' | 'quarter' | 'year', length: number, today: string): DateReading | undefined {
  const range = relativeDateRange(`this ${span}`, today);
  return range ? { length, range: [range[0], today] } : undefined;
}
