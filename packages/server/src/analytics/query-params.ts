import {
  defaultDateRange,
  granularityFor,
  normalizeCurrency,
  type Currency,
  type FeeMode,
  type FilterSelection,
  type Granularity,
} from '@tripsight/core';
import { badRequest } from '../errors.js';
import { FILTER_GROUPS } from './filters.js';

/** Query parameters every analytics view understands, validated. */
export interface AnalyticsQuery {
  filters: FilterSelection;
  startDate: string;
  endDate: string;
  /** USD, GBP or EUR as asked; null means the branch default currency. */
  currency: Currency | null;
  /** What the caller sent as currency (reported back in the annotation). */
  requestedCurrency: string | null;
  feeMode: FeeMode;
  granularity: Granularity;
  withNotAccepted: boolean;
}

const filterList = { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 1000 } as const;

/** Fastify querystring schema of the analytics views (types and enums; dates are checked by `parseAnalyticsQuery`). */
export const analyticsQuerySchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, filterList])),
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    currency: { type: 'string', maxLength: 10 },
    feeMode: { type: 'string', enum: ['gross', 'net'] },
    granularity: { type: 'string', enum: ['day', 'week', 'month'] },
    withNotAccepted: { type: 'boolean' },
  },
} as const;

export type RawAnalyticsQuery = Partial<Record<(typeof FILTER_GROUPS)[number], string[]>> & {
  startDate?: string;
  endDate?: string;
  currency?: string;
  feeMode?: FeeMode;
  granularity?: Granularity;
  withNotAccepted?: boolean;
};

/** Checks a YYYY-MM-DD calendar date (2026-02-30 is rejected). */
function checkDate(field: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw badRequest(field, `must be a date in YYYY-MM-DD form, got "${value}"`);
  }
  return value;
}

/**
 * Validates the parameters of an analytics view. Missing dates mean the default 30-day window; a
 * single date is used for both ends (spec §5); the end may not be before the start. A currency
 * outside USD, GBP, EUR means the branch default. Granularity defaults by range length (spec §9).
 */
export function parseAnalyticsQuery(raw: RawAnalyticsQuery): AnalyticsQuery {
  const startRaw = raw.startDate || undefined;
  const endRaw = raw.endDate || undefined;
  let startDate: string;
  let endDate: string;
  if (!startRaw && !endRaw) {
    ({ startDate, endDate } = defaultDateRange());
  } else {
    startDate = checkDate('startDate', startRaw ?? (endRaw as string));
    endDate = checkDate('endDate', endRaw ?? startDate);
  }
  if (endDate < startDate) {
    throw badRequest('endDate', `must not be before startDate (${startDate}), got "${endDate}"`);
  }
  const filters = Object.fromEntries(
    FILTER_GROUPS.map((group) => [group, (raw[group] ?? []).filter((value) => value !== '')]),
  ) as FilterSelection;
  return {
    filters,
    startDate,
    endDate,
    currency: normalizeCurrency(raw.currency),
    requestedCurrency: raw.currency ?? null,
    feeMode: raw.feeMode ?? 'gross',
    granularity: raw.granularity ?? granularityFor({ startDate, endDate }),
    withNotAccepted: raw.withNotAccepted ?? false,
  };
}
