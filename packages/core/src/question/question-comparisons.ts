import { numberWord } from './question-numbers.js';
import { entriesAt, type Lexicon } from './question-lexicon.js';
import { COMPARATORS } from './question-vocabulary.js';

/** A comparison with a number read at a word of the question, and the words it takes. */
interface ComparisonReading {
  operator: 'gt' | 'gte' | 'lt' | 'lte';
  value: number;
  length: number;
  /** The number was given in days or weeks ("more than 2 weeks"): a number of days. */
  days?: boolean;
}

/** Comparators after a number ("14 or more"), with the filter operator they mean. */
const OR_MORE: Readonly<Record<string, 'gte' | 'lte'>> = {
  'or more': 'gte',
  'or over': 'gte',
  'or longer': 'gte',
  'or above': 'gte',
  'or less': 'lte',
  'or fewer': 'lte',
  'or under': 'lte',
  'or below': 'lte',
};

/** Words for a booking made close to departure. */
const LATE = ['last-minute', 'last minute', 'late'];
/** The words of those phrases: never a slip for another word ("late" is not "rate"). */
export const LATE_WORDS: ReadonlySet<string> = new Set(LATE.flatMap((p) => p.split(' ')));
/** Days before departure under which a booking is late. */
const LATE_BOOKING_DAYS = 7;

/** Units of a number of days, by the days each holds. */
const DAY_UNITS: Readonly<Record<string, number>> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  fortnight: 14,
};

/**
 * The comparison at `norms[i]`: a comparator before a number ("more than 30", "under 2 weeks",
 * "less than a week") or after it ("14 or more days"). A unit of days makes the number a number of
 * days, unless the unit starts a phrase of the view ("30 days before departure").
 */
export function readComparison(
  lexicon: Lexicon,
  norms: readonly string[],
  i: number,
): ComparisonReading | undefined {
  const phrase = (at: number, n: number) => norms.slice(at, at + n).join(' ');
  const inDays = (number: number, at: number): number | undefined => {
    const unit = norms[at] ?? '';
    return DAY_UNITS[unit] !== undefined && entriesAt(lexicon, norms, at).length === 0
      ? number * (DAY_UNITS[unit] as number)
      : undefined;
  };
  // "last-minute bookings": booked inside the week before departure, as the booking analysis
  // counts a late booking (core's savings/booking-windows).
  const late = LATE.find((p) => phrase(i, p.split(' ').length) === p);
  if (late) return { operator: 'lt', value: LATE_BOOKING_DAYS, length: late.split(' ').length, days: true };
  const comparator = COMPARATORS.find(([p]) => phrase(i, p.split(' ').length) === p);
  if (comparator) {
    const n = comparator[0].split(' ').length;
    // "less than a week": one of the unit.
    const one = /^(a|an|one)$/.test(norms[i + n] ?? '') && DAY_UNITS[norms[i + n + 1] ?? ''] ? 1 : undefined;
    const number = numberWord(norms[i + n]) ?? one;
    if (number !== undefined) return withUnit(comparator[1], number, n + 1, inDays(number, i + n + 1));
  }
  const number = numberWord(norms[i]);
  const postfix = number !== undefined ? OR_MORE[phrase(i + 1, 2)] : undefined;
  if (postfix && number !== undefined) return withUnit(postfix, number, 3, inDays(number, i + 3));
  return undefined;
}

/** The comparison of `number`, in days when `days` is its number of days (one word more). */
const withUnit = (
  operator: ComparisonReading['operator'],
  number: number,
  length: number,
  days: number | undefined,
): ComparisonReading =>
  days === undefined
    ? { operator, value: number, length }
    : { operator, value: days, length: length + 1, days: true };
