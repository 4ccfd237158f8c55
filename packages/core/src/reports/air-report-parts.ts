import type { CubeFilter, CubeQuery } from '../cube/cube-query.js';
import type {
  ReportValueFormat,
  ReportVisualDefinition,
  ReportVisualKind,
  ReportVisualLayout,
} from './report-definition.js';

/** The air programme cube: PNRs with booking window, cabin, haul, contract status, discounts. */
const PROGRAM_CUBE = 'AirProgramView';
/** The carrier contracts cube: one row per client and contracted carrier. */
const CONTRACTS_CUBE = 'AirContractsView';
/** The contract benchmarks cube: a client's metrics beside its TMC peers' percentile bands. */
const BENCHMARKS_CUBE = 'AirContractBenchmarksView';

/** A member of the air programme cube. */
export const program = (member: string) => `${PROGRAM_CUBE}.${member}`;
/** A member of the carrier contracts cube. */
export const contracts = (member: string) => `${CONTRACTS_CUBE}.${member}`;
/** A member of the benchmarks cube. */
export const benchmarks = (member: string) => `${BENCHMARKS_CUBE}.${member}`;

/** The day the report's date range applies to on the programme cube: the ticketing day. */
const PROGRAM_DATE = program('ticketingDate');

/** The contract statuses of a PNR that no contract covers (routes not covered). */
export const NOT_COVERED: CubeFilter = {
  member: program('contractStatus'),
  operator: 'equals',
  values: ['Market not covered', 'Contracted carrier, market not covered'],
};

/** The contract statuses of a PNR that left savings on the table (leakage and no coverage). */
export const OPPORTUNITY: CubeFilter = {
  member: program('contractStatus'),
  operator: 'notEquals',
  values: ['Under contract'],
};

/** One visual; dated on the ticketing day when it reads the programme cube. */
export function visual(
  id: string,
  title: string,
  kind: ReportVisualKind,
  layout: ReportVisualLayout,
  query: CubeQuery,
  extra: Partial<Pick<ReportVisualDefinition, 'formats' | 'note' | 'benchmark' | 'dateDimension'>> = {},
): ReportVisualDefinition {
  const reads = [...(query.measures ?? []), ...(query.dimensions ?? [])];
  const dated = reads.some((member) => member.startsWith(`${PROGRAM_CUBE}.`));
  return {
    id,
    title,
    kind,
    layout,
    query,
    ...(dated ? { dateDimension: PROGRAM_DATE } : {}),
    ...extra,
  };
}

/** A table the page wide. */
export function table(
  id: string,
  title: string,
  query: CubeQuery,
  extra: Parameters<typeof visual>[5] = {},
): ReportVisualDefinition {
  return visual(id, title, 'table', 'wide', query, extra);
}

/** A KPI of one measure, a third of the page wide. */
export function kpi(
  id: string,
  title: string,
  measure: string,
  format: ReportValueFormat,
  note?: string,
): ReportVisualDefinition {
  return visual(
    id,
    title,
    'kpi',
    'third',
    { measures: [measure] },
    {
      formats: { [measure]: format },
      ...(note ? { note } : {}),
    },
  );
}

/**
 * A chart or table of one measure by one dimension, largest first (`limit` rows at most), the
 * measure formatted as `format`.
 */
export function ranked(
  id: string,
  title: string,
  kind: ReportVisualKind,
  layout: ReportVisualLayout,
  [measure, dimension]: [measure: string, dimension: string],
  format: ReportValueFormat,
  extra: Pick<CubeQuery, 'filters' | 'limit'> = {},
): ReportVisualDefinition {
  return visual(
    id,
    title,
    kind,
    layout,
    { measures: [measure], dimensions: [dimension], order: { [measure]: 'desc' }, ...extra },
    { formats: { [measure]: format } },
  );
}

/** A line of one measure by month of the ticketing day, oldest first, with an optional benchmark. */
export function monthly(
  id: string,
  title: string,
  layout: ReportVisualLayout,
  measure: string,
  format: ReportValueFormat,
  benchmark?: ReportVisualDefinition['benchmark'],
): ReportVisualDefinition {
  return visual(
    id,
    title,
    'line',
    layout,
    {
      measures: [measure],
      timeDimensions: [{ dimension: PROGRAM_DATE, granularity: 'month' }],
      order: { [`${PROGRAM_DATE}.month`]: 'asc' },
    },
    { formats: { [measure]: format }, ...(benchmark ? { benchmark } : {}) },
  );
}
