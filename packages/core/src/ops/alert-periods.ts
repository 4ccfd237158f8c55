/** How often a rule is evaluated or a digest sent: once per complete day, ISO week or month. */
export type AlertSchedule = 'daily' | 'weekly' | 'monthly';

export const ALERT_SCHEDULES: readonly AlertSchedule[] = ['daily', 'weekly', 'monthly'];

/**
 * One complete period of a schedule in the TMC's time: its first and last day (both included) and a
 * key that names it once per schedule (`2026-11-27`, `2026-W48`, `2026-11`), the idempotency key of a
 * send together with the rule.
 */
export interface AlertPeriod {
  start: string;
  end: string;
  key: string;
}

const DAY_MS = 86_400_000;

/** `date` (a UTC midnight) as YYYY-MM-DD. */
const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** The calendar day `now` falls on in `timeZone`, as a UTC midnight. */
function localDay(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** The ISO week key (`YYYY-Www`) of the week starting on Monday `monday` (a UTC midnight). */
function isoWeekKey(monday: Date): string {
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period of `schedule` that contains the day `day` (a UTC midnight), complete or not. */
function periodContaining(schedule: AlertSchedule, day: Date): AlertPeriod {
  if (schedule === 'daily') return { start: iso(day), end: iso(day), key: iso(day) };
  if (schedule === 'weekly') {
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
    const sunday = new Date(monday.getTime() + 6 * DAY_MS);
    return { start: iso(monday), end: iso(sunday), key: isoWeekKey(monday) };
  }
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { start: iso(first), end: iso(last), key: iso(first).slice(0, 7) };
}

/**
 * The period a key names (`2026-11-27`, `2026-W48`, `2026-11`), or null for anything else: how a
 * history row, which keeps the key only, finds the days it covers.
 *
 * @example periodOfKey('2026-W48') // → { start: '2026-11-23', end: '2026-11-29', key: '2026-W48' }
 */
export function periodOfKey(key: string): AlertPeriod | null {
  let period: AlertPeriod | null = null;
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    // Week 1 is the week of 4 January.
    const fourth = Date.UTC(Number(week[1]), 0, 4);
    const firstMonday = fourth - ((new Date(fourth).getUTCDay() + 6) % 7) * DAY_MS;
    period = periodContaining('weekly', new Date(firstMonday + (Number(week[2]) - 1) * 7 * DAY_MS));
  } else if (/^\d{4}-\d{2}(-\d{2})?$/.test(key)) {
    const day = new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return null;
    period = periodContaining(key.length === 7 ? 'monthly' : 'daily', day);
  }
  // A key that does not name its own period (week 60, 31 February) names none.
  return period?.key === key ? period : null;
}

/**
 * The latest period of `schedule` that is over in `timeZone` at `now`: yesterday, last Monday-to-Sunday
 * week, or last month, as the TMC's clock reads them.
 *
 * @example latestCompletePeriod('monthly', new Date('2026-12-01T03:00:00Z'), 'America/New_York')
 * // → { start: '2026-10-01', end: '2026-10-31', key: '2026-10' }: it is still 30 November in New York
 */
export function latestCompletePeriod(schedule: AlertSchedule, now: Date, timeZone: string): AlertPeriod {
  const today = localDay(now, timeZone);
  const current = periodContaining(schedule, today);
  const dayBefore = new Date(Date.parse(`${current.start}T00:00:00Z`) - DAY_MS);
  return periodContaining(schedule, dayBefore);
}

/** The `count` periods of `schedule` ending with `period`, oldest first (the chart of a message). */
export function recentPeriods(schedule: AlertSchedule, period: AlertPeriod, count: number): AlertPeriod[] {
  const periods = [period];
  while (periods.length < count) {
    const first = periods[0]!;
    periods.unshift(periodContaining(schedule, new Date(Date.parse(`${first.start}T00:00:00Z`) - DAY_MS)));
  }
  return periods;
}

/** The instant the period after `period` is complete in `timeZone`: when a rule for it is next due. */
export function nextDueAfter(schedule: AlertSchedule, period: AlertPeriod, timeZone: string): Date {
  const afterEnd = new Date(Date.parse(`${period.end}T00:00:00Z`) + DAY_MS);
  const next = periodContaining(schedule, afterEnd);
  return startOfLocalDay(new Date(Date.parse(`${next.end}T00:00:00Z`) + DAY_MS), timeZone);
}

/** The instant local midnight of `day` (a UTC midnight naming a calendar day) happens in `timeZone`. */
export function startOfLocalDay(day: Date, timeZone: string): Date {
  // Guess UTC midnight, then move by the zone's offset at that instant (twice, for offset changes).
  let guess = day.getTime();
  for (let i = 0; i < 2; i += 1) {
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(guess));
    const part = (type: string) => Number(local.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    guess += day.getTime() - asUtc;
  }
  return new Date(guess);
}

/** At most this many missed periods are caught up on after the service was down. */
const MAX_MISSED_PERIODS = 3;

/**
 * The complete periods a job due at `dueAt` owes at `now`, oldest first: each period that was
 * complete at or after `dueAt` (the first is the one the job was due for), the latest `max` of them
 * when the service was down for longer. A job taken on time owes the latest complete period alone.
 *
 * @example missedPeriods('monthly', <when October was complete>, <15 January>, 'UTC').map((p) => p.key)
 * // → ['2026-10', '2026-11', '2026-12']
 */
export function missedPeriods(
  schedule: AlertSchedule,
  dueAt: Date,
  now: Date,
  timeZone: string,
  max = MAX_MISSED_PERIODS,
): AlertPeriod[] {
  const latest = latestCompletePeriod(schedule, now, timeZone);
  const candidates = recentPeriods(schedule, latest, max + 1);
  const owed = candidates
    .slice(1)
    .filter((_, i) => nextDueAfter(schedule, candidates[i]!, timeZone).getTime() >= dueAt.getTime());
  return owed.length > 0 ? owed : [latest];
}
