import { relativeDateRange, type DayRange } from '../dates/relative-range.js';
import type { Word } from './question-words.js';
import {
  CALENDAR,
  dayOfMonth,
  fiscalYear,
  isCalendarDay,
  monthOf,
  monthRange,
  MONTHS,
  YEAR,
} from './question-calendar.js';
import { NUMBER_NAMES, numberWord } from './question-numbers.js';
import { monthsOfYear, partOfYear, partRange, yearThenPart, YEAR_PART_WORDS } from './question-year-parts.js';

/** A date phrase found in a question: how many words it takes and the days it stands for. */
export interface DateReading {
  /** Words taken, from the one the phrase starts at. */
  length: number;
  range: DayRange;
  /** True when the phrase points after today ("next month"): no data can answer it. */
  future?: boolean;
  /** True when the phrase names a day no calendar has ("2024-02-30"). */
  impossible?: boolean;
  /** True when a month or part of a year is named without its year ("March", "Q1"): the latest one. */
  yearless?: boolean;
}

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
  // Abbreviations managers type: "this yr", "last qtr", "past 3 mths".
  wk: 'week',
  wks: 'week',
  mth: 'month',
  mths: 'month',
  qtr: 'quarter',
  qtrs: 'quarter',
  yr: 'year',
  yrs: 'year',
  // A financial year is read as the calendar year: the data knows no other ("this FY").
  fy: 'year',
};
const LAST = new Set(['last', 'previous', 'past', 'prior', 'preceding']);
const THIS = new Set(['this', 'current']);
const NEXT = new Set(['next', 'coming', 'upcoming', 'following']);
const TO_DATE: Record<string, 'month' | 'quarter' | 'year'> = { ytd: 'year', mtd: 'month', qtd: 'quarter' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Every word a period is written with: never read as a slip for another word ("last" is not "least"). */
export const DATE_WORDS: ReadonlySet<string> = new Set([
  ...MONTHS.flat(),
  ...Object.keys(SPANS),
  ...NUMBER_NAMES,
  ...LAST,
  ...THIS,
  ...NEXT,
  ...Object.keys(TO_DATE),
  ...YEAR_PART_WORDS,
  ...[
    'since',
    'between',
    'today',
    'tomorrow',
    'yesterday',
    'until',
    'till',
    'ago',
    'date',
    'half',
    'fortnight',
    ...CALENDAR,
  ],
]);

/**
 * A point in time at `words[i]`: a day (2025-03-01), a month with or without its year (the latest
 * one that has begun), a quarter or half (Q1, Q1 2025, H2, the first half of 2025) or a year (2025).
 */
function readPoint(words: readonly Word[], i: number, today: string): DateReading | undefined {
  const word = words[i]?.norm;
  if (word === undefined) return undefined;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  const next = words[i + 1]?.norm;
  const namedYear = next !== undefined && YEAR.test(next) ? Number(next) : undefined;
  // "March last year", "Q3 of this year": the year named by its place.
  const relativeYear = yearAfter(words, i + 1, year);
  if (ISO_DAY.test(word)) return { length: 1, range: [word, word], impossible: !isCalendarDay(word) };
  if (YEAR.test(word))
    return yearThenPart(words, i) ?? { length: 1, range: [`${word}-01-01`, `${word}-12-31`] };
  const fiscal = fiscalYear(words, i);
  if (fiscal) return { length: fiscal.length, range: [`${fiscal.year}-01-01`, `${fiscal.year}-12-31`] };
  const day = dayOfMonth(words, i, today);
  if (day) return day;
  const m = monthOf(word);
  // "may" alone is too often the verb: it is a month only with a year or after "in"/"since".
  if (
    m >= 0 &&
    (word !== 'may' ||
      namedYear !== undefined ||
      /^(in|since|of|during|between|from|and|to|until|through)$/.test(words[i - 1]?.norm ?? ''))
  ) {
    if (relativeYear) return { length: 1 + relativeYear.length, range: monthRange(relativeYear.year, m) };
    const y = namedYear ?? (m <= month ? year : year - 1);
    if (namedYear === undefined) return { length: 1, range: monthRange(y, m), yearless: true };
    return { length: 2, range: monthRange(y, m) };
  }
  const part = partOfYear(words, i);
  const partYear = part && part.year === undefined ? yearAfter(words, i + part.length, year) : undefined;
  if (part && partYear)
    return {
      length: part.length + partYear.length,
      range: partRange(partYear.year, part.firstMonth, part.months),
    };
  if (part) {
    // The latest such part that has begun, unless a year is named ("Q1 2025", "first half of 2025").
    const y = part.year ?? (part.firstMonth <= month ? year : year - 1);
    return {
      length: part.length,
      range: partRange(y, part.firstMonth, part.months),
      ...(part.year === undefined ? { yearless: true } : {}),
    };
  }
  return undefined;
}

/** "last year", "of this year" at `words[i]`: the year it names and the words it takes. */
function yearAfter(
  words: readonly Word[],
  i: number,
  year: number,
): { year: number; length: number } | undefined {
  const of = words[i]?.norm === 'of' ? 1 : 0;
  const which = words[i + of]?.norm ?? '';
  if (words[i + of + 1]?.norm !== 'year') return undefined;
  if (LAST.has(which)) return { year: year - 1, length: of + 2 };
  if (THIS.has(which) || (of === 1 && which === 'the')) return { year, length: of + 2 };
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
  // "year to date", "the year so far".
  const toDateSpan =
    next && SPANS[word] && /^(to date|so far)$/.test(norms(words, i + 1, 2)) ? SPANS[word] : undefined;
  if (toDateSpan === 'month' || toDateSpan === 'quarter' || toDateSpan === 'year')
    return toDate(toDateSpan, 3, today);
  if (THIS.has(word)) {
    // "this calendar year", "this financial year": the calendar says nothing more.
    const skip = next && CALENDAR.has(next) ? 1 : 0;
    const span = words[i + 1 + skip]?.norm;
    const unit = span && !span.endsWith('s') ? SPANS[span] : undefined;
    if (unit) {
      const length = 2 + skip;
      // "this month to date", "this year so far", "so far this year": from its first day to today.
      const after = norms(words, i + length, 2);
      const soFarBefore = norms(words, i - 2, 2) === 'so far';
      if (unit === 'month' || unit === 'quarter' || unit === 'year') {
        if (after === 'to date' || after === 'so far') return toDate(unit, length + 2, today);
        if (soFarBefore) return toDate(unit, length, today);
      }
      return relative(`this ${unit}`, length);
    }
  }
  if (NEXT.has(word) && next && (SPANS[next] || numberWord(next))) {
    return { length: numberWord(next) ? 3 : 2, range: [today, today], future: true };
  }
  // "the first six months of 2025": a part of a named year, not the months before this one.
  const months = monthsOfYear(words, i, Number(today.slice(0, 4)));
  if (months) return months.range[0] > today ? { ...months, future: true } : months;
  if (LAST.has(word) && next && CALENDAR.has(next) && SPANS[words[i + 2]?.norm ?? '']) {
    // "last calendar year", "last fiscal year": the calendar says nothing more.
    const unit = words[i + 2]?.norm as string;
    if (!unit.endsWith('s')) return relative(`last ${SPANS[unit]}`, 3);
  }
  if (LAST.has(word) && next) {
    if (SPANS[next] && !next.endsWith('s')) return relative(`last ${SPANS[next]}`, 2);
    if (next === 'fortnight') return relative('last 14 days', 2);
    if (norms(words, i + 1, 2) === 'half year') return relative('last 6 months', 3);
    const count = numberWord(next);
    const span = SPANS[words[i + 2]?.norm ?? ''];
    if (count !== undefined && span) return relative(`last ${count} ${span}s`, 3);
    // "the past few weeks" and the like are too vague to read.
  }
  if (word === 'since') {
    // "since the 1st of June": the article says nothing more.
    const the = words[i + 1]?.norm === 'the' && dayOfMonth(words, i + 2, today) ? 1 : 0;
    const point = readPoint(words, i + 1 + the, today) ?? lastOrThis(words, i + 1, today);
    if (point && point.range[0] > today)
      return { length: point.length + 1 + the, range: [today, today], future: true };
    if (point) return { length: point.length + 1 + the, range: [point.range[0], today] };
    // "since the start of the year", "since the beginning of the quarter".
    const start = /^(the )?(start|beginning) of (the |this )?(month|quarter|year)$/.exec(
      norms(words, i + 1, 5),
    );
    const shorter = /^(the )?(start|beginning) of (the |this )?(month|quarter|year)$/.exec(
      norms(words, i + 1, 4),
    );
    // "since the start of 2025", "since the beginning of March".
    const lead = /^(the )?(start|beginning) of /.exec(norms(words, i + 1, 4));
    const skip = lead ? lead[0].trim().split(' ').length : 0;
    const from =
      skip > 0
        ? (readPoint(words, i + 1 + skip, today) ?? lastOrThis(words, i + 1 + skip, today))
        : undefined;
    if (from) return { length: from.length + 1 + skip, range: [from.range[0], today] };
    const found = start ?? shorter;
    if (found) return toDate(found[4] as 'month' | 'quarter' | 'year', 1 + (start ? 5 : 4), today);
  }
  if (word === 'between' || word === 'from') {
    const first = readPoint(words, i + 1, today);
    const joiner = first ? words[i + 1 + first.length]?.norm : undefined;
    if (first && joiner && /^(and|to|until|till|through|thru)$/.test(joiner)) {
      const at = i + 2 + first.length;
      // "from March until now": to today.
      const second: DateReading | undefined = /^(now|today)$/.test(words[at]?.norm ?? '')
        ? { length: 1, range: [today, today] }
        : readPoint(words, at, today);
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

/**
 * A whole period named by "last" or "this" at `words[i]` ("last year", "this quarter", "last fiscal
 * year"), for "since …": from its first day.
 */
function lastOrThis(words: readonly Word[], i: number, today: string): DateReading | undefined {
  const word = words[i]?.norm ?? '';
  if (!LAST.has(word) && !THIS.has(word)) return undefined;
  const skip = CALENDAR.has(words[i + 1]?.norm ?? '') ? 1 : 0;
  const span = words[i + 1 + skip]?.norm ?? '';
  const unit = SPANS[span];
  if (!unit || span.endsWith('s')) return undefined;
  const range = relativeDateRange(`${LAST.has(word) ? 'last' : 'this'} ${unit}`, today);
  return range ? { length: 2 + skip, range } : undefined;
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
