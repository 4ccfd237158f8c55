import type { ANALYTICS_PARAMS } from '@tripsight/core/views';
import { type Currency, type FeeMode, type FilterSelection } from '@tripsight/core/bus';
import { FILTER_GROUPS, normalizeCurrency } from '@tripsight/core/controls';
import { defaultDateRange } from '@tripsight/core/dates';
import { type ParamValues } from '@tripsight/core/views';
import { badRequest } from '../../errors.js';
import { checkCalendarDay, checkFilterValue } from '../../security/input-rules.js';

/** The parameters every analytics view takes, parsed: filters, date range, currency, fee mode. */
export interface AnalyticsQuery {
  filters: FilterSelection;
  startDate: string;
  endDate: string;
  /** USD, GBP or EUR as asked; null means the branch default currency. */
  currency: Currency | null;
  /** What the caller sent as currency (reported back in the annotation). */
  requestedCurrency: string | null;
  feeMode: FeeMode;
}

/** The common parameters as the JSON schema of ANALYTICS_PARAMS let them through. */
export type RawAnalyticsQuery = ParamValues<typeof ANALYTICS_PARAMS>;

/**
 * Reads the common parameters after schema validation, applying the rules a schema cannot state:
 * missing dates mean the default 30-day window; a single date is used for both ends (spec §5); the
 * end may not be before the start; a currency outside USD, GBP, EUR means the branch default.
 */
export function parseAnalyticsQuery(raw: RawAnalyticsQuery): AnalyticsQuery {
  const startRaw = raw.startDate || undefined;
  const endRaw = raw.endDate || undefined;
  let startDate: string;
  let endDate: string;
  if (!startRaw && !endRaw) {
    ({ startDate, endDate } = defaultDateRange());
  } else {
    // Each date is checked under its own name; a single one stands for both ends.
    const start = startRaw === undefined ? undefined : checkCalendarDay('startDate', startRaw);
    const end = endRaw === undefined ? undefined : checkCalendarDay('endDate', endRaw);
    startDate = (start ?? end) as string;
    endDate = end ?? startDate;
  }
  if (endDate < startDate) {
    throw badRequest('endDate', `must not be before startDate (${startDate}), got "${endDate}"`);
  }
  const filters = Object.fromEntries(
    FILTER_GROUPS.map((group) => [
      group,
      (raw[group] ?? []).filter((value) => value !== '').map((value) => checkFilterValue(group, value)),
    ]),
  ) as FilterSelection;
  return {
    filters,
    startDate,
    endDate,
    currency: normalizeCurrency(raw.currency),
    requestedCurrency: raw.currency ?? null,
    feeMode: raw.feeMode ?? 'gross',
  };
}
