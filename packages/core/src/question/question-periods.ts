import type { DayRange } from '../dates/relative-range.js';
import { lastDay } from './question-calendar.js';
import type { DateReading } from './question-dates.js';
import { monthOf } from './question-calendar.js';
import type { Word } from './question-words.js';

/** What stands between two periods set side by side ("Q1 and Q2", "2024 vs 2025", "May, June"). */
export const PERIOD_JOINER =
  /^\s*(,|\/|,?\s*(and|&|or|vs\.?|versus|against|compared\s+(to|with)))\s*(in\s+|for\s+)?(the\s+)?$/i;

/** The whole months, quarter or year a range spans, or undefined when it is not one of them. */
function unitOf(range: DayRange): 'month' | 'quarter' | 'year' | undefined {
  const [start, end] = range;
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  if (!start.endsWith('-01') || ed !== lastDay(ey, em - 1)) return undefined;
  const months = ey * 12 + em - (sy * 12 + sm) + 1;
  if (months === 1) return 'month';
  if (months === 3 && (sm - 1) % 3 === 0) return 'quarter';
  if (months === 12 && sm === 1) return 'year';
  return undefined;
}

/** `range` moved to `year`. */
const inYear = (range: DayRange, year: string): DayRange => {
  const [start, end] = range;
  return [`${year}${start.slice(4)}`, `${year}${end.slice(4)}`];
};

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);

/**
 * Two periods of one kind set side by side ("Q1 and Q2 2025", "January vs February", "2024 and
 * 2025"): the range from the first to the last with the periods as its granularity, when they
 * follow each other. A period named without a year takes the other's ("Q1" in "Q1 and Q2 2025").
 * Undefined for periods of different kinds or with a gap between them, which one range cannot show.
 */
export function joinPeriods(
  first: Pick<DateReading, 'range' | 'yearless'>,
  second: Pick<DateReading, 'range' | 'yearless'>,
): { range: DayRange; granularity: 'month' | 'quarter' | 'year' } | undefined {
  const unit = unitOf(first.range);
  if (!unit || unit !== unitOf(second.range)) return undefined;
  let a = first.range;
  let b = second.range;
  if (first.yearless && !second.yearless) a = inYear(a, b[0].slice(0, 4));
  else if (second.yearless && !first.yearless) b = inYear(b, a[0].slice(0, 4));
  const [early, late] = a[0] <= b[0] ? [a, b] : [b, a];
  if (late[0] !== dayAfter(early[1])) return undefined;
  return { range: [early[0], late[1]], granularity: unit };
}

/** What stands between the two ends of a span of periods ("Jan to Mar 2025", "Q1 through Q3"). */
export const PERIOD_SPAN = /^\s*(to|until|till|through|thru|-|–|\/)\s*$/i;

/** A month, quarter or half named in one word ("jan", "march", "q1", "h2"). */
const PERIOD_NAME = (part: string) => monthOf(part) >= 0 || /^[qh]\d$/.test(part);

/**
 * The question's words with two periods written as one ("Jan-Mar", "Q1-Q3", "H1/H2") in two, so
 * the span or the pair they make is read as if spelled apart.
 */
export function splitPeriodPairs(words: readonly Word[]): Word[] {
  return words.flatMap((word) => {
    const pair = /^([a-z]+\d?)[-/–]([a-z]+\d?)$/.exec(word.norm);
    if (!pair || word.end - word.start !== word.norm.length) return [word];
    const [, a, b] = pair as unknown as [string, string, string];
    if (!PERIOD_NAME(a) || !PERIOD_NAME(b)) return [word];
    return [
      { norm: a, start: word.start, end: word.start + a.length },
      { norm: b, start: word.start + a.length + 1, end: word.end },
    ];
  });
}

/**
 * The range from the start of `first` to the end of `second` ("January to March 2025"), the first
 * taking the second's year when it names none; undefined when the second ends before the first.
 */
export function spanPeriods(
  first: Pick<DateReading, 'range' | 'yearless'>,
  second: Pick<DateReading, 'range' | 'yearless'>,
): DayRange | undefined {
  const moved =
    first.yearless && !second.yearless ? inYear(first.range, second.range[1].slice(0, 4)) : undefined;
  const start = moved && moved[0] <= second.range[1] ? moved[0] : first.range[0];
  return second.range[1] >= start ? [start, second.range[1]] : undefined;
}
