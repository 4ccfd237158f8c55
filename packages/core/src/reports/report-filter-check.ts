import { FILTER_GROUPS } from '../model/filter-groups.js';
import { REPORT_FILTER_TARGETS } from './report-filters.js';

/** What is wrong with a report filter a page sent: the field (its path in `filters`) and the problem. */
export interface ReportFilterProblem {
  field: string;
  problem: string;
}

/** Every target a report filter may name, as `Table.Column`. */
export const REPORT_FILTER_TARGET_NAMES: readonly string[] = [
  ...FILTER_GROUPS.map((group) => `${REPORT_FILTER_TARGETS.filters}.${group}`),
  `${REPORT_FILTER_TARGETS.dates.table}.${REPORT_FILTER_TARGETS.dates.column}`,
  `${REPORT_FILTER_TARGETS.currency.table}.${REPORT_FILTER_TARGETS.currency.column}`,
  `${REPORT_FILTER_TARGETS.product.table}.${REPORT_FILTER_TARGETS.product.column}`,
];

/** The date range's two conditions, in the order reportFilters writes them. */
const DATE_OPERATORS = ['GreaterThanOrEqual', 'LessThanOrEqual'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first thing in `filters` the reference report service cannot apply as written, or null: a
 * target outside REPORT_FILTER_TARGET_NAMES, a basic filter whose operator is not `In` or whose
 * values are not a list of text, a date filter other than one closed range (`And` of
 * GreaterThanOrEqual and LessThanOrEqual, each with a text value). A filter the report would drop
 * is refused, so a page never shows unfiltered figures under a filter it believes applied. The
 * days themselves and the characters of values are the service's own checks.
 *
 * @example reportFilterProblem([{ target: { table: 'Filters', column: 'tmc' } }])
 *   // { field: 'filters[0].target', problem: 'must be one of Filters.corporate, …' }
 */
export function reportFilterProblem(filters: readonly unknown[]): ReportFilterProblem | null {
  for (const [i, filter] of filters.entries()) {
    const field = `filters[${i}]`;
    if (!isRecord(filter)) return { field, problem: 'must be an object' };
    const target = filter.target;
    const name = isRecord(target) ? `${String(target.table)}.${String(target.column)}` : '';
    if (!REPORT_FILTER_TARGET_NAMES.includes(name)) {
      return { field: `${field}.target`, problem: `must be one of ${REPORT_FILTER_TARGET_NAMES.join(', ')}` };
    }
    const problem =
      isRecord(target) && target.table === REPORT_FILTER_TARGETS.dates.table
        ? dateRangeProblem(filter, field)
        : basicProblem(filter, field);
    if (problem) return problem;
  }
  return null;
}

/** A basic filter: `In` over a list of text values. */
function basicProblem(filter: Record<string, unknown>, field: string): ReportFilterProblem | null {
  if (filter.operator !== 'In') return { field: `${field}.operator`, problem: 'must be In' };
  const values = filter.values;
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    return { field: `${field}.values`, problem: 'must be a list of text values' };
  }
  return null;
}

/** The date filter: one closed range, as reportFilters writes it. */
function dateRangeProblem(filter: Record<string, unknown>, field: string): ReportFilterProblem | null {
  if (filter.logicalOperator !== 'And') return { field: `${field}.logicalOperator`, problem: 'must be And' };
  const conditions = filter.conditions;
  const operators = Array.isArray(conditions)
    ? conditions.map((condition) => (isRecord(condition) ? condition.operator : undefined))
    : [];
  if (
    !Array.isArray(conditions) ||
    conditions.length !== DATE_OPERATORS.length ||
    !DATE_OPERATORS.every((operator) => operators.includes(operator))
  ) {
    return {
      field: `${field}.conditions`,
      problem: `must be two conditions, ${DATE_OPERATORS.join(' and ')}`,
    };
  }
  const j = conditions.findIndex((condition) => typeof (condition as { value?: unknown }).value !== 'string');
  if (j >= 0)
    return { field: `${field}.conditions[${j}].value`, problem: 'must be a calendar day (YYYY-MM-DD)' };
  return null;
}
