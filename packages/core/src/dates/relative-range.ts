/** A span of a relative date range, from a day to a year. */
type RelativeSpan = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** A date range of whole days, `[first, last]` as YYYY-MM-DD, both included. */
export type DayRange = [start: string, end: string];

const SPAN = '(day|week|month|quarter|year)';
const THIS_OR_LAST = new RegExp(`^(this|last) ${SPAN}$`);
const LAST_N = new RegExp(`^last (\\d{1,4}) ${SPAN}s?$`);
const FROM_AGO = new RegExp(`^from (\\d{1,4}) ${SPAN}s? ago to (now|today)$`);

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A day as UTC midnight in milliseconds. */
function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The first day of the span holding `time` (weeks start on Monday, as ISO weeks do). */
function startOf(time: number, span: RelativeSpan): number {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (span) {
    case 'day':
      return time;
    case 'week':
      return time - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    case 'month':
      return Date.UTC(year, month, 1);
    case 'quarter':
      return Date.UTC(year, month - (month % 3), 1);
    case 'year':
      return Date.UTC(year, 0, 1);
  }
}

/** `time` moved by `count` spans (months keep the day where the month has it, else its last day). */
function add(time: number, count: number, span: RelativeSpan): number {
  if (span === 'day') return time + count * DAY_MS;
  if (span === 'week') return time + count * 7 * DAY_MS;
  const months = span === 'month' ? count : span === 'quarter' ? count * 3 : count * 12;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  // Day 0 of the month after is the last day of the month.
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), daysInMonth));
}

/** The last day of the span holding `time`. */
const endOf = (time: number, span: RelativeSpan) => add(add(startOf(time, span), 1, span), -1, 'day');

/**
 * The days a relative date range of the analytics query API stands for on `today` (YYYY-MM-DD), as
 * Cube reads them: `today`, `yesterday`; `this week|month|quarter|year` (the whole span holding
 * today); `last day|week|month|quarter|year` (the whole span before it); `last N days|weeks|…` (the
 * N whole spans before the current one, so `last 7 days` ends yesterday); `from N days|weeks|… ago
 * to now` (from that day to today). Weeks run Monday to Sunday. Letter case and spacing do not
 * matter; anything else is undefined.
 *
 * @example relativeDateRange('last month', '2026-03-15') // ['2026-02-01', '2026-02-28']
 */
export function relativeDateRange(text: string, today: string): DayRange | undefined {
  const phrase = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const now = dayTime(today);
  if (Number.isNaN(now)) return undefined;
  const range = (start: number, end: number): DayRange => [isoDay(start), isoDay(end)];
  if (phrase === 'today') return range(now, now);
  if (phrase === 'yesterday') return range(now - DAY_MS, now - DAY_MS);
  const current = THIS_OR_LAST.exec(phrase);
  if (current) {
    const span = current[2] as RelativeSpan;
    const anchor = current[1] === 'last' ? add(now, -1, span) : now;
    return range(startOf(anchor, span), endOf(anchor, span));
  }
  const last = LAST_N.exec(phrase);
  if (last) {
    const count = Number(last[1]);
    const span = last[2] as RelativeSpan;
    if (count < 1) return undefined;
    return range(startOf(add(now, -count, span), span), endOf(add(now, -1, span), span));
  }
  const from = FROM_AGO.exec(phrase);
  if (from) return range(add(now, -Number(from[1]), from[2] as RelativeSpan), now);
  return undefined;
}
