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
 * SQL creating `table`: the rows of `source` (a table or a parenthesized SELECT carrying `tmc_id`,
 * `result_date` and the filter `columns`) grouped by TMC, date, the `dim_id` of their combination in
 * `dimensions` and the keys of `select` (its keys, then its measures). Each row looks its `dim_id` up
 * before grouping, so the rows group by one integer instead of the filter columns' strings; sorted
 * by TMC, date and `dim_id`.
 */
export function keyedByDimensionSql(
  table: string,
  grouped: { source: string; select: string },
  dimensions: string,
  columns: readonly string[],
): string {
  const join = columns.map((c) => `d.${c} = s.${c}`).join(' AND ');
  return `CREATE TABLE ${table} AS
    SELECT tmc_id, result_date, dim_id, ${grouped.select}
    FROM (SELECT s.*, d.dim_id FROM ${grouped.source} s
          JOIN ${dimensions} d ON d.tmc_id = s.tmc_id AND ${join})
    GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`;
}
