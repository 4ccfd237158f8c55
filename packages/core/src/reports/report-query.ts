import type { DateRange, FilterSelection } from '../bus/types.js';
import { cubeFilters } from '../cube/cube-client.js';
import type { CubeQuery } from '../cube/cube-query.js';
import { queryInCurrency, type REPORT_CURRENCY_SUFFIXES } from './report-check.js';
import type { ReportVisualDefinition } from './report-definition.js';

/** The report's filters a visual's query gets (air §7: selected entries, date range, currency). */
export interface ReportQueryFilters {
  filters: Partial<FilterSelection>;
  dateRange: DateRange;
  /** USD, EUR or GBP; anything else reads the branch default currency. */
  currency: string;
}

/** The member suffix of a currency: `Usd`, `Eur`, `Gbp`, else `DefaultCurrency`. */
export function exportCurrencySuffix(currency: string): (typeof REPORT_CURRENCY_SUFFIXES)[number] {
  const suffix = { USD: 'Usd', EUR: 'Eur', GBP: 'Gbp' }[currency.toUpperCase()];
  return (suffix ?? 'DefaultCurrency') as (typeof REPORT_CURRENCY_SUFFIXES)[number];
}

/**
 * A visual's query with the report's filters, for the export and the service's checks (the embed
 * reads its filters as powerbi-models objects; report-filters.ts): `{currency}` replaced, the date range on the visual's
 * `dateDimension` (merged into its time dimension when it has one), and each selected filter group
 * as an `equals` filter on the cube's filter dimension — only where the cube has it (`hasMember`,
 * from `/meta`): a contract or a conversation has no GDS or point of sale.
 */
export function exportVisualQuery(
  visual: ReportVisualDefinition,
  { filters, dateRange, currency }: ReportQueryFilters,
  hasMember: (member: string) => boolean,
): CubeQuery {
  const query = queryInCurrency(visual.query, exportCurrencySuffix(currency));
  const cube = (query.measures ?? query.dimensions ?? [])[0]?.split('.')[0] ?? '';
  const range: [string, string] = [dateRange.startDate, dateRange.endDate];
  const times = query.timeDimensions ?? [];
  const dated = visual.dateDimension;
  const timeDimensions =
    dated === undefined
      ? times
      : times.some((time) => time.dimension === dated)
        ? times.map((time) => (time.dimension === dated ? { ...time, dateRange: range } : time))
        : [...times, { dimension: dated, dateRange: range }];
  const selected = cubeFilters(cube, filters).filter((filter) => hasMember(filter.member));
  return {
    ...query,
    ...(timeDimensions.length > 0 ? { timeDimensions } : {}),
    ...(selected.length > 0 ? { filters: [...(query.filters ?? []), ...selected] } : {}),
  };
}
