/**
 * SQL creating `table`: the distinct combinations of the filter `columns` per TMC in `source`, each
 * numbered `dim_id` (in TMC and column order).
 */
export function dimensionsTableSql(table: string, source: string, columns: readonly string[]): string {
  const dims = columns.join(', ');
  return `CREATE TABLE ${table} AS
    SELECT (row_number() OVER (ORDER BY tmc_id, ${dims}))::INTEGER AS dim_id, *
    FROM (SELECT DISTINCT tmc_id, ${dims} FROM ${source}) ORDER BY dim_id`;
}

/**
 * SQL creating `table` from the rows of `grouped` (a SELECT of `tmc_id`, `result_date`, the filter
 * `columns` and any other keys and measures): the filter columns give way to the `dim_id` of their
 * combination in `dimensions`; sorted by TMC, date and `dim_id`.
 */
export function keyedByDimensionSql(
  table: string,
  grouped: string,
  dimensions: string,
  columns: readonly string[],
): string {
  const join = columns.map((c) => `d.${c} = s.${c}`).join(' AND ');
  return `CREATE TABLE ${table} AS
    SELECT s.tmc_id, s.result_date, d.dim_id, s.* EXCLUDE (tmc_id, result_date, ${columns.join(', ')})
    FROM (${grouped}) s
    JOIN ${dimensions} d ON d.tmc_id = s.tmc_id AND ${join}
    ORDER BY s.tmc_id, s.result_date, d.dim_id`;
}
