import { type FilterSelection } from '@tripsight/core/bus';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import { ANALYTICS_PARAMS, param, type ParamValues } from '@tripsight/core/views';
import { badRequest } from '../errors.js';
import { checkJsonDepth } from '../security/json-depth.js';
import { parseAnalyticsQuery, type AnalyticsQuery } from '../analytics/views/query-params.js';
import { querystringSchema } from '../validation.js';

/** File types the report endpoints produce. */
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
/** A file type of the report endpoints. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The parameters every export takes (docs/rules/shell.md#exports-and-downloads): the analytics
 * dates, currency and fee mode, the format, and the filters as one JSON object.
 */
export const EXPORT_FILE_PARAMS = {
  startDate: ANALYTICS_PARAMS.startDate,
  endDate: ANALYTICS_PARAMS.endDate,
  currency: ANALYTICS_PARAMS.currency,
  feeMode: ANALYTICS_PARAMS.feeMode,
  format: param.oneOf(REPORT_FORMATS),
  filters: param.string(100_000),
};

/** The parameters of the report endpoints: those of every export, and the extras. */
export const REPORT_PARAMS = {
  ...EXPORT_FILE_PARAMS,
  isHPA: param.boolean(),
  isPMOnly: param.boolean(),
  withPotential: param.boolean(),
  isAutorebook: param.boolean(),
  productName: param.string(50),
};

/** Fastify querystring schema of the report endpoints; both dates are required. */
export const reportQuerySchema = querystringSchema(REPORT_PARAMS, ['startDate', 'endDate']);

/** The report parameters as the schema lets them through. */
export type RawReportQuery = ParamValues<typeof REPORT_PARAMS>;

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
  checkJsonDepth('filters', text);
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

/**
 * Reads a report request after schema validation; dates and currency follow the analytics views'
 * rules; `productName` defaults to the endpoint's product.
 */
export function parseReportQuery(raw: RawReportQuery, defaultProduct = 'air'): ReportQuery {
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
    productName: raw.productName ?? defaultProduct,
    extras: {
      isHPA: raw.isHPA ?? false,
      isPMOnly: raw.isPMOnly ?? false,
      withPotential: raw.withPotential ?? false,
      isAutorebook: raw.isAutorebook ?? false,
    },
  };
}
