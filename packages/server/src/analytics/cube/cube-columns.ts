import type { CubeMemberMeta } from '@tripsight/core/cube';
import type { Dialect } from '../dialect/dialect.js';
import type { CubeMember } from './cube-schema.js';

/** A selected member: its value in the rows' statement, and how the answer writes it. */
export interface Column {
  raw: string;
  out: (ref: string) => string;
}

/** One key of the asked order. */
export interface OrderEntry {
  alias: string;
  direction: 'ASC' | 'DESC';
}

/** From this many rows on, plain rows ordered by a date are cut at a date before they are sorted. */
const CUT_FROM_ROWS = 1_000;

/**
 * A condition that keeps, of plain rows ordered first by a date, only those from the date at which
 * the rows wanted (`wanted`: limit plus offset) are reached: the rows are counted per date (a few
 * hundred dates) and only the rows of the newest (or oldest) dates are sorted, instead of every row
 * the conditions keep. Rows without a date sort last, so they are kept only when the dated rows
 * fall short. Empty for other orders and for few rows, where sorting everything is cheaper.
 */
export function dateCut(
  dialect: Dialect,
  first: OrderEntry,
  selected: Map<string, Column>,
  wanted: number,
  rows: string,
): string {
  const column = selected.get(first.alias) as Column;
  if (column.out !== isoDay || wanted < CUT_FROM_ROWS) return '';
  const key = `(${column.raw})`;
  // A missing date or cut compares as the far end of time: a missing cut keeps every row.
  const [pick, keep, far] =
    first.direction === 'DESC'
      ? ['max', '>=', dialect.dateBound('min')]
      : ['min', '<=', dialect.dateBound('max')];
  // Counting from the first date in the order, the dates whose running count reaches `wanted` are
  // the cut and every date after it; the cut is the first of them (none: every row is wanted).
  const cut = `(SELECT ${pick}(k) FROM (
      SELECT k, sum(n) OVER (ORDER BY k ${first.direction}) AS running
      FROM (SELECT ${key} AS k, count(*) AS n FROM ${rows} AND ${key} IS NOT NULL GROUP BY 1)
    ) WHERE running >= ${wanted})`;
  return `AND coalesce(${key}, ${far}) ${keep} coalesce(${cut}, ${far})`;
}
export const same = (ref: string) => ref;
/**
 * Time members answer as Cube does: local ISO timestamps at midnight. A date written as text and
 * joined to the time of day costs a third of `strftime` (50,000 rows of three dates: ~40 ms).
 */
export const isoDay = (ref: string) => `(${ref}::DATE::VARCHAR || 'T00:00:00.000')`;
/** The row id beside plain rows, which breaks ties of their order. */
export const ROW_ID = '"row id"';
/** A member name as an SQL string (names come from the cube's definition, never from the caller). */
export const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

export const meta = (member: CubeMember): Omit<CubeMemberMeta, 'name'> => ({
  title: member.title,
  shortTitle: member.shortTitle,
  type: member.type,
});
