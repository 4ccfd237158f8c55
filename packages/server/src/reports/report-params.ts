import { FILTER_GROUPS, type FilterSelection } from '@tripsight/core';
import { badRequest } from '../errors.js';
import { parseAnalyticsQuery, type AnalyticsQuery } from '../analytics/query-params.js';

/** File types the report endpoints produce. */
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const flag = { type: 'string', enum: ['true', 'false'] } as const;

/** Fastify querystring schema of the report endpoints (spec §7: startDate, endDate, format, currency, filters, extras). */
export const reportQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  properties: {
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    format: { type: 'string', enum: [...REPORT_FORMATS] },
    currency: { type: 'string', maxLength: 10 },
    feeMode: { type: 'string', enum: ['gross', 'net'] },
    filters: { type: 'string', maxLength: 100_000 },
    isHPA: flag,
    isPMOnly: flag,
    withPotential: flag,
    isAutorebook: flag,
    productName: { type: 'string', maxLength: 50 },
  },
} as const;

export interface RawReportQuery {
  startDate: string;
  endDate: string;
  format?: ReportFormat;
  currency?: string;
  feeMode?: 'gross' | 'net';
  filters?: string;
  isHPA?: 'true' | 'false';
  isPMOnly?: 'true' | 'false';
  withPotential?: 'true' | 'false';
  isAutorebook?: 'true' | 'false';
  productName?: string;
}

/** A validated report request. */
export interface ReportQuery {
  analytics: AnalyticsQuery;
  format: ReportFormat;
  productName: string;
  extras: { isHPA: boolean; isPMOnly: boolean; withPotential: boolean; isAutorebook: boolean };
}

/**
 * The `filters` parameter: a JSON object of the six filter groups, each a list of strings
 * (`{"gds":["Sabre"],"corporate":[]}`); unknown groups or other shapes are a 400 naming `filters`.
 */
export function parseFiltersJson(text: string | undefined): Partial<FilterSelection> {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('filters', 'must be a JSON object of filter lists');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('filters', 'must be a JSON object of filter lists');
  }
  const filters: Partial<FilterSelection> = {};
  for (const [group, list] of Object.entries(value)) {
    if (!(FILTER_GROUPS as readonly string[]).includes(group)) {
      throw badRequest('filters', `unknown filter group "${group}" (expected ${FILTER_GROUPS.join(', ')})`);
    }
    if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) {
      throw badRequest('filters', `${group} must be a list of strings`);
    }
    filters[group as keyof FilterSelection] = list as string[];
  }
  return filters;
}

/** Validates a report request; dates and currency follow the analytics views' rules. */
export function parseReportQuery(raw: RawReportQuery): ReportQuery {
  const filters = parseFiltersJson(raw.filters);
  const analytics = parseAnalyticsQuery({
    ...filters,
    startDate: raw.startDate,
    endDate: raw.endDate,
    currency: raw.currency,
    feeMode: raw.feeMode,
  });
  return {
    analytics,
    format: raw.format ?? 'xlsx',
    productName: raw.productName ?? 'air',
    extras: {
      isHPA: raw.isHPA === 'true',
      isPMOnly: raw.isPMOnly === 'true',
      withPotential: raw.withPotential === 'true',
      isAutorebook: raw.isAutorebook === 'true',
    },
  };
}
