import type { Currency, DateRange, FilterSelection } from '../bus/types.js';
import { cubeFilters } from '../cube/cube-client.js';
import type { CubeQuery, CubeTimeDimension } from '../cube/cube-query.js';
import { isSupportedCurrency } from '../model/currencies.js';
import { FILTER_GROUPS, type FilterGroup } from '../model/filter-groups.js';
import type { ReportVisualDefinition } from './report-definition.js';

/** powerbi-models' filter schemas and types (`FilterType.Basic` = 1, `FilterType.Advanced` = 0). */
const BASIC_FILTER_SCHEMA = 'http://powerbi.com/product/schema#basic';
const ADVANCED_FILTER_SCHEMA = 'http://powerbi.com/product/schema#advanced';

/** The report tables and columns the dashboard's filters target (as the exports name them, docs/rules/shell.md#exports-and-downloads). */
export const REPORT_FILTER_TARGETS = {
  /** One column per filter group (`Filters.corporate`, `Filters.gds`, …). */
  filters: 'Filters',
  dates: { table: 'Dates', column: 'Date' },
  currency: { table: 'Currency', column: 'Currency' },
  product: { table: 'Product', column: 'MarketProductName' },
} as const;

/** The currency value of the branch default currency (no currency selected). */
const DEFAULT_CURRENCY_VALUE = 'DefaultCurrency';

interface ReportFilterTarget {
  table: string;
  column: string;
}

/** A powerbi-models basic filter: the target's value is one of `values`. */
interface ReportBasicFilter {
  $schema: typeof BASIC_FILTER_SCHEMA;
  target: ReportFilterTarget;
  operator: 'In';
  values: string[];
  filterType: 1;
}

/** A powerbi-models advanced filter: here always a closed date range. */
interface ReportAdvancedFilter {
  $schema: typeof ADVANCED_FILTER_SCHEMA;
  target: ReportFilterTarget;
  logicalOperator: 'And';
  conditions: [
    { operator: 'GreaterThanOrEqual'; value: string },
    { operator: 'LessThanOrEqual'; value: string },
  ];
  filterType: 0;
}

export type ReportFilter = ReportBasicFilter | ReportAdvancedFilter;

/** What the dashboard restricts a report by: the same entries the exports send (docs/rules/shell.md#exports-and-downloads). */
export interface ReportFilterState {
  /** The selected entries per filter group (empty groups restrict nothing). */
  filters: Partial<FilterSelection>;
  /** The product's date range, or null for none. */
  dates: DateRange | null;
  /** The selected currency, or null for the branch default. */
  currency: Currency | null;
  /** The market product name of the tab (e.g. 'Air'), or null. */
  productName: string | null;
}

const basic = (target: ReportFilterTarget, values: string[]): ReportBasicFilter => ({
  $schema: BASIC_FILTER_SCHEMA,
  target,
  operator: 'In',
  values,
  filterType: 1,
});

/**
 * The report filters for the dashboard's state, the one rule the element (updateFilters ReplaceAll)
 * and the exports share: one basic filter per non-empty filter group, the date range as an advanced
 * filter on the date dimension, the currency (the default currency's value when none is selected)
 * and the market product name when the tab has one.
 *
 * @example reportFilters({ filters: { corporate: ['Acme'] }, dates: null, currency: 'EUR', productName: null })
 */
export function reportFilters(state: ReportFilterState): ReportFilter[] {
  const result: ReportFilter[] = FILTER_GROUPS.flatMap((group) => {
    const values = state.filters[group] ?? [];
    return values.length > 0
      ? [basic({ table: REPORT_FILTER_TARGETS.filters, column: group }, [...values])]
      : [];
  });
  if (state.dates) {
    result.push({
      $schema: ADVANCED_FILTER_SCHEMA,
      target: { ...REPORT_FILTER_TARGETS.dates },
      logicalOperator: 'And',
      conditions: [
        { operator: 'GreaterThanOrEqual', value: state.dates.startDate },
        { operator: 'LessThanOrEqual', value: state.dates.endDate },
      ],
      filterType: 0,
    });
  }
  result.push(basic({ ...REPORT_FILTER_TARGETS.currency }, [state.currency ?? DEFAULT_CURRENCY_VALUE]));
  if (state.productName) result.push(basic({ ...REPORT_FILTER_TARGETS.product }, [state.productName]));
  return result;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Reads report filters back into the dashboard's state (what the reference report service applies).
 * Filters on other targets are skipped (the report service refuses them first, reportFilterProblem); a
 * currency outside USD, GBP, EUR means the default currency (docs/rules/shell.md#currency).
 */
export function readReportFilters(filters: readonly unknown[]): ReportFilterState {
  const state: ReportFilterState = { filters: {}, dates: null, currency: null, productName: null };
  for (const filter of filters) {
    if (!isRecord(filter) || !isRecord(filter.target)) continue;
    const { table, column } = filter.target;
    if (table === REPORT_FILTER_TARGETS.filters && FILTER_GROUPS.includes(column as FilterGroup)) {
      state.filters[column as FilterGroup] = strings(filter.values);
    } else if (table === REPORT_FILTER_TARGETS.dates.table && Array.isArray(filter.conditions)) {
      const bound = (operator: string) =>
        (filter.conditions as unknown[]).find((c) => isRecord(c) && c.operator === operator) as
          { value?: unknown } | undefined;
      const start = String(bound('GreaterThanOrEqual')?.value ?? '').slice(0, 10);
      const end = String(bound('LessThanOrEqual')?.value ?? '').slice(0, 10);
      if (DAY.test(start) && DAY.test(end)) state.dates = { startDate: start, endDate: end };
    } else if (table === REPORT_FILTER_TARGETS.currency.table) {
      const [value] = strings(filter.values);
      state.currency = isSupportedCurrency(value) ? value : null;
    } else if (table === REPORT_FILTER_TARGETS.product.table) {
      state.productName = strings(filter.values)[0] ?? null;
    }
  }
  return state;
}

/** The suffix `{currency}` stands for in a member name: `Usd`, `Eur`, `Gbp` or `DefaultCurrency`. */
export function currencySuffix(currency: Currency | null): string {
  return currency ? currency[0] + currency.slice(1).toLowerCase() : DEFAULT_CURRENCY_VALUE;
}

/**
 * The query a visual runs under the dashboard's state: `{currency}` replaced in every member, the
 * filter groups added as filters on the visual's cube where the cube has that member (`hasMember`,
 * from `/meta`: a contract or a conversation has no GDS or point of sale), and the date range set on
 * its date dimension (on the query's own time dimension of that member when it has one, keeping its
 * granularity). The report service and the reporting API's export both run visuals through it.
 */
export function reportVisualQuery(
  visual: ReportVisualDefinition,
  state: ReportFilterState,
  hasMember: (member: string) => boolean = () => true,
): CubeQuery {
  const suffix = currencySuffix(state.currency);
  const query = JSON.parse(JSON.stringify(visual.query).replaceAll('{currency}', suffix)) as CubeQuery;
  const first = query.measures?.[0] ?? query.dimensions?.[0] ?? query.timeDimensions?.[0]?.dimension;
  const cube = first?.split('.')[0];
  if (cube) {
    const added = cubeFilters(cube, state.filters).filter((filter) => hasMember(filter.member));
    if (added.length > 0) query.filters = [...(query.filters ?? []), ...added];
  }
  if (visual.dateDimension && state.dates) {
    const dateRange: [string, string] = [state.dates.startDate, state.dates.endDate];
    const times: CubeTimeDimension[] = query.timeDimensions ?? [];
    const own = times.find((time) => time.dimension === visual.dateDimension);
    query.timeDimensions = own
      ? times.map((time) => (time === own ? { ...time, dateRange } : time))
      : [...times, { dimension: visual.dateDimension, dateRange }];
  }
  return query;
}
