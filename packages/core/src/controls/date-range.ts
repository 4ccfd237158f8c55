import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { DateRange } from '../bus/types.js';
import { API_DATE_FORMAT } from '../dates/default-range.js';
import { DEMO_CALENDAR_MIN_DATE } from '../savings/demo-dates.js';

dayjs.extend(customParseFormat);

/** Calendar format of the dashboards (docs/rules/shell.md#dates). */
const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';

/** Logged when dates are applied with neither end set (docs/rules/shell.md#dates). */
export const MISSING_DATES_MESSAGE =
  'Unable to handle single date pick: Both start date and end date are null';

/** How an unparseable date displays (docs/rules/shell.md#dates). */
const INVALID_DATE = 'Invalid date';

/** Identifiers of the time-frame presets (docs/rules/shell.md#dates). */
export type DatePresetId =
  | 'yesterday'
  | 'thisWeek'
  | 'thisMonth'
  | 'thisQuarter'
  | 'thisYear'
  | 'lastWeek'
  | 'lastMonth'
  | 'lastQuarter'
  | 'lastYear'
  | 'last7Days'
  | 'last14Days'
  | 'last30Days'
  | 'last60Days'
  | 'last90Days'
  | 'custom';

export interface DatePreset {
  id: DatePresetId;
  label: string;
}

/** The time-frame presets, offered in two columns, then the custom range (docs/rules/shell.md#dates). */
export const DATE_PRESET_COLUMNS: readonly (readonly DatePreset[])[] = [
  [
    { id: 'yesterday', label: 'Yesterday' },
    { id: 'thisWeek', label: 'This week' },
    { id: 'thisMonth', label: 'This month' },
    { id: 'thisQuarter', label: 'This Quarter' },
    { id: 'thisYear', label: 'This year' },
    { id: 'lastWeek', label: 'Last week' },
    { id: 'lastMonth', label: 'Last month' },
  ],
  [
    { id: 'lastQuarter', label: 'Last Quarter' },
    { id: 'lastYear', label: 'Last year' },
    { id: 'last7Days', label: 'Last 7 days' },
    { id: 'last14Days', label: 'Last 14 days' },
    { id: 'last30Days', label: 'Last 30 days' },
    { id: 'last60Days', label: 'Last 60 days' },
    { id: 'last90Days', label: 'Last 90 days' },
  ],
];

export const CUSTOM_PRESET: DatePreset = { id: 'custom', label: 'Custom range' };

type Unit = 'week' | 'month' | 'quarter' | 'year';

function startOf(day: dayjs.Dayjs, unit: Unit): dayjs.Dayjs {
  if (unit !== 'quarter') return day.startOf(unit);
  return day.startOf('month').month(Math.floor(day.month() / 3) * 3);
}

function add(day: dayjs.Dayjs, amount: number, unit: Unit): dayjs.Dayjs {
  return unit === 'quarter' ? day.add(amount * 3, 'month') : day.add(amount, unit);
}

/**
 * The range a preset selects, seen from `today`. "This …" runs from the start of the current period
 * to yesterday (the data lag); "Last …" is the previous full period; "Last N days" ends yesterday.
 */
export function presetRange(id: Exclude<DatePresetId, 'custom'>, today: dayjs.Dayjs = dayjs()): DateRange {
  const day = today.startOf('day');
  const yesterday = day.subtract(1, 'day');
  const range = (start: dayjs.Dayjs, end: dayjs.Dayjs): DateRange => ({
    startDate: (start.isAfter(end) ? end : start).format(API_DATE_FORMAT),
    endDate: end.format(API_DATE_FORMAT),
  });
  const days = /^last(\d+)Days$/.exec(id);
  if (days) return range(yesterday.subtract(Number(days[1]) - 1, 'day'), yesterday);
  if (id === 'yesterday') return range(yesterday, yesterday);
  const unit = id.replace(/^(this|last)/, '').toLowerCase() as Unit;
  if (id.startsWith('this')) return range(startOf(day, unit), yesterday);
  const start = add(startOf(day, unit), -1, unit);
  return range(start, add(start, 1, unit).subtract(1, 'day'));
}

export interface CalendarOptions {
  /** The tab permits future dates (display option showFutureDates). */
  allowFutureDates?: boolean;
  /** Demo date mocking is on (demo-company customer). */
  mockMode?: boolean;
  today?: dayjs.Dayjs;
}

/** The selectable days of the calendar (YYYY-MM-DD, inclusive); `min` null means unbounded. */
export interface CalendarBounds {
  min: string | null;
  max: string;
}

/**
 * Calendar rules (docs/rules/shell.md#dates): nothing later than yesterday; up to one year ahead only when the tab
 * permits future dates or in mock mode; in demo (mock) mode nothing before the calendar minimum.
 */
export function calendarBounds({
  allowFutureDates = false,
  mockMode = false,
  today = dayjs(),
}: CalendarOptions = {}): CalendarBounds {
  const day = today.startOf('day');
  const max = allowFutureDates || mockMode ? day.add(1, 'year') : day.subtract(1, 'day');
  return { min: mockMode ? DEMO_CALENDAR_MIN_DATE : null, max: max.format(API_DATE_FORMAT) };
}

/** True when `date` (YYYY-MM-DD) cannot be picked. */
export function isOutOfRange(date: string, bounds: CalendarBounds): boolean {
  return date > bounds.max || (bounds.min !== null && date < bounds.min);
}

/**
 * Why a range cannot be applied under the calendar rules (docs/rules/shell.md#dates), or null when it can: a day after
 * the calendar's last selectable day (yesterday, or one year ahead where future dates are allowed),
 * or before the demo calendar minimum. A typed date is checked like a picked one, so it is never sent.
 *
 * @example rangeProblem({ startDate: '2026-05-01', endDate: '2026-06-01' }, { min: null, max: '2026-05-19' })
 * // 'Dates after 05/19/2026 are out of range. Choose an end date on or before 05/19/2026.'
 */
export function rangeProblem(range: DateRange, bounds: CalendarBounds): string | null {
  if (range.endDate > bounds.max) {
    const last = toDisplayDate(bounds.max);
    return `Dates after ${last} are out of range. Choose an end date on or before ${last}.`;
  }
  if (bounds.min !== null && range.startDate < bounds.min) {
    const first = toDisplayDate(bounds.min);
    return `Dates before ${first} are out of range. Choose a start date on or after ${first}.`;
  }
  return null;
}

/** YYYY-MM-DD -> MM/DD/YYYY; 'Invalid date' for anything else. */
export function toDisplayDate(date: string | null | undefined): string {
  const parsed = date ? dayjs(date, API_DATE_FORMAT, true) : null;
  return parsed?.isValid() ? parsed.format(DISPLAY_DATE_FORMAT) : INVALID_DATE;
}

/** MM/DD/YYYY -> YYYY-MM-DD; null when it is not a real date. */
export function fromDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/** A valid YYYY-MM-DD date, or null. */
function validApiDate(date: string | null | undefined): string | null {
  if (!date) return null;
  return dayjs(date, API_DATE_FORMAT, true).isValid() ? date : null;
}

/**
 * The range to apply from a partial pick (docs/rules/shell.md#dates): a missing or invalid end is filled from the
 * start and vice versa; with both missing the spec's message is logged and null returned. Reversed
 * ends are swapped.
 */
export function completeRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  log: (message: string) => void = (message) => console.error(message),
): DateRange | null {
  const start = validApiDate(startDate);
  const end = validApiDate(endDate);
  if (start === null && end === null) {
    log(MISSING_DATES_MESSAGE);
    return null;
  }
  const a = start ?? end!;
  const b = end ?? start!;
  return a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };
}
