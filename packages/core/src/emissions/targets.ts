import type { EmissionTarget } from '../views/emissions.js';

/** The years a target or its baseline may name. */
const TARGET_YEARS = { from: 2000, to: 2100 } as const;

/** The longest client name a target takes (the filter values' bound). */
export const TARGET_CLIENT_MAX = 200;

/**
 * What is wrong with a target, as `[field, problem]` (null: nothing): a client named, whole years in
 * range, a baseline before the target year, a reduction above 0 and at most 100 %.
 *
 * @example targetProblem({ client: 'Initech', targetYear: 2026, baselineYear: 2026, reductionPercent: 10 })
 * // ['baselineYear', 'must be before targetYear']
 */
export function targetProblem(target: EmissionTarget): [field: string, problem: string] | null {
  if (target.client.trim() === '') return ['client', 'must not be blank'];
  if (target.client.length > TARGET_CLIENT_MAX)
    return ['client', `must be at most ${TARGET_CLIENT_MAX} characters`];
  for (const field of ['targetYear', 'baselineYear'] as const) {
    const year = target[field];
    if (!Number.isInteger(year) || year < TARGET_YEARS.from || year > TARGET_YEARS.to)
      return [field, `must be a year from ${TARGET_YEARS.from} to ${TARGET_YEARS.to}`];
  }
  if (target.baselineYear >= target.targetYear) return ['baselineYear', 'must be before targetYear'];
  const percent = target.reductionPercent;
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100)
    return ['reductionPercent', 'must be above 0 and at most 100'];
  if (Math.round(percent * 100) !== percent * 100)
    return ['reductionPercent', 'must have at most two decimals'];
  return null;
}

/** The baseline's first day of a month of the target year (`2026-03-01`, baseline 2019 → `2019-03-01`). */
export const baselineMonth = (month: string, baselineYear: number) =>
  `${String(baselineYear).padStart(4, '0')}${month.slice(4)}`;

/**
 * The target line of the chosen clients over `months` (first days, YYYY-MM-DD): per month, the sum
 * over the clients of the same month of their baseline year's kg CO2e less their reduction, times
 * the `share` of the month the range covers (a range ending on the 15th compares half a month with
 * half a month's target), to the gram; null for a month whose year is not a target year of every
 * chosen client (a partial sum would set the bar too low), and for every month when no client is
 * chosen.
 *
 * @example targetLine(['2026-01-01'], ['Initech'], [{ client: 'Initech', targetYear: 2026, baselineYear: 2024, reductionPercent: 10 }], () => 1000)
 * // [{ month: '2026-01-01', targetKg: 900 }]
 */
export function targetLine(
  months: readonly string[],
  clients: readonly string[],
  targets: readonly EmissionTarget[],
  baselineKg: (client: string, month: string) => number,
  share: (month: string) => number = () => 1,
): { month: string; targetKg: number | null }[] {
  return months.map((month) => {
    const year = Number(month.slice(0, 4));
    const mine = clients.map((client) => targets.find((t) => t.client === client && t.targetYear === year));
    if (clients.length === 0 || mine.some((target) => !target)) return { month, targetKg: null };
    const kg = (mine as EmissionTarget[]).reduce(
      (sum, t) =>
        sum + baselineKg(t.client, baselineMonth(month, t.baselineYear)) * (1 - t.reductionPercent / 100),
      0,
    );
    return { month, targetKg: Math.round(kg * share(month) * 1000) / 1000 };
  });
}

const DAY_MS = 86_400_000;
const utc = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/**
 * The share of a month (its first day) that an inclusive range of days covers, 0 to 1.
 *
 * @example monthShare('2026-11-01', '2025-12-01', '2026-11-15') // 0.5
 */
export function monthShare(month: string, startDate: string, endDate: string): number {
  const first = utc(month);
  const next = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);
  const from = Math.max(first, utc(startDate));
  const to = Math.min(next - DAY_MS, utc(endDate));
  return to < from ? 0 : ((to - from) / DAY_MS + 1) / ((next - first) / DAY_MS);
}

/**
 * The first days of the months a range touches, oldest first.
 *
 * @example monthsOf('2025-11-20', '2026-01-05') // ['2025-11-01', '2025-12-01', '2026-01-01']
 */
export function monthsOf(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = Number(endDate.slice(0, 4)) * 12 + Number(endDate.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
