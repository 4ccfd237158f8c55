/** A date range split into whole calendar months (read from monthly summaries) and leftover days. */
export interface RangeSplit {
  /** First days of the first and last whole month inside the range, when there is one. */
  months: [first: string, last: string] | null;
  /** Inclusive day ranges not covered by whole months (at most one before and one after). */
  days: [start: string, end: string][];
}

const DAY_MS = 864e5;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
function firstOfNextMonth(date: string): string {
  const d = new Date(ms(firstOfMonth(date)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d.getTime());
}

/**
 * Splits an inclusive YYYY-MM-DD range into the whole months it contains and the days around them.
 *
 * @example splitRange('2026-01-15', '2026-04-10')
 * // { months: ['2026-02-01', '2026-03-01'], days: [['2026-01-15', '2026-01-31'], ['2026-04-01', '2026-04-10']] }
 */
export function splitRange(start: string, end: string): RangeSplit {
  const firstWhole = start.endsWith('-01') ? start : firstOfNextMonth(start);
  const afterEnd = iso(ms(end) + DAY_MS);
  const lastWholeEnd = afterEnd.endsWith('-01') ? end : iso(ms(firstOfMonth(end)) - DAY_MS);
  if (firstWhole > lastWholeEnd) return { months: null, days: [[start, end]] };
  const days: [string, string][] = [];
  if (start < firstWhole) days.push([start, iso(ms(firstWhole) - DAY_MS)]);
  if (lastWholeEnd < end) days.push([iso(ms(lastWholeEnd) + DAY_MS), end]);
  return { months: [firstWhole, firstOfMonth(lastWholeEnd)], days };
}
