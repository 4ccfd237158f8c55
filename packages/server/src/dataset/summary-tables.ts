import type { DuckDBConnection } from '@duckdb/node-api';
import { keyedByDimensionSql } from './dimension-tables.js';

/** One summary of `source`: its keys beyond TMC, day and filter combination, and its measures. */
interface Summary {
  name: string;
  source: string;
  /**
   * The filter combinations table and its columns, which `source` carries and the summary keys by
   * their `dim_id`; null when `source` carries the `dim_id` itself.
   */
  dimensions: { table: string; columns: readonly string[] } | null;
  /** Key expressions, each `expression AS name` or a column. */
  keys: readonly string[];
  /** Measures per day, and how days roll up into months. */
  measures: string;
  rollup: string;
}

const keyName = (key: string) => key.split(/\s+AS\s+/i).pop()!;

/**
 * Creates `{name}_daily` (keyed by `dim_id`) and `{name}_monthly` (its months, dated on their first
 * day), sorted by TMC and date: the tables `summaryRange` reads a date range from.
 */
export async function createSummary(connection: DuckDBConnection, summary: Summary): Promise<void> {
  const { name, keys, dimensions } = summary;
  const daily = dimensions
    ? keyedByDimensionSql(
        `${name}_daily`,
        { source: summary.source, select: `${keys.join(', ')}, ${summary.measures}` },
        dimensions.table,
        dimensions.columns,
      )
    : `CREATE TABLE ${name}_daily AS
        SELECT tmc_id, result_date, dim_id, ${keys.join(', ')}, ${summary.measures}
        FROM ${summary.source} GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`;
  await connection.run(daily);
  await connection.run(`CREATE TABLE ${name}_monthly AS
    SELECT tmc_id, date_trunc('month', result_date)::DATE AS result_date, dim_id,
      ${keys.map(keyName).join(', ')}, ${summary.rollup}
    FROM ${name}_daily GROUP BY ALL ORDER BY tmc_id, result_date, dim_id`);
}
