import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DUCKDB_OPTIONS } from '../../dataset/generate.js';
import {
  CLICKHOUSE_LAYOUT_VERSION,
  createTableSql,
  hasRowId,
  type SourceColumn,
} from './clickhouse-schema.js';
import type { ClickHouseConnection } from './clickhouse-warehouse.js';

/** Where the loader writes: a ClickHouse connection that takes a Parquet file or batches of rows. */
export interface ClickHouseSink extends ClickHouseConnection {
  /** Fills `table` from a Parquet file on this machine (an engine that reads this machine's files: chDB). */
  insertParquet?(table: string, file: string): Promise<void>;
  /** Inserts one batch of rows (objects by column name; dates and times as text). */
  insert?(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
}

/** The table that names the dataset a ClickHouse database holds; written last, so a half load is redone. */
export const DATASET_VERSION_TABLE = 'tripsight_dataset_version';
/** Every enumerated type's values with their codes (DuckDB's `enum_range`), for `dialect.enumValues`. */
export const ENUMS_TABLE = 'dataset_enums';
/** Rows per insert when the engine cannot read this machine's files (a ClickHouse server). */
const BATCH_ROWS = 50_000;

const literal = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** What the version table holds for a dataset `version` loaded under this layout. */
export function layoutStamp(version: string): string {
  return `${version} (layout ${CLICKHOUSE_LAYOUT_VERSION})`;
}

/** The version of the dataset `sink` holds, or null when it holds none (or a half-loaded one). */
export async function loadedVersion(sink: ClickHouseConnection): Promise<string | null> {
  try {
    const { data } = await sink.query(`SELECT version FROM ${DATASET_VERSION_TABLE} LIMIT 1`, {});
    return (data[0]?.[0] as string | undefined) ?? null;
  } catch {
    return null;
  }
}

async function tablesOf(duck: DuckDBConnection): Promise<Map<string, SourceColumn[]>> {
  const reader = await duck.runAndReadAll(
    `SELECT table_name, column_name, data_type FROM duckdb_columns()
     WHERE NOT internal AND schema_name = 'main' ORDER BY table_name, column_index`,
  );
  const tables = new Map<string, SourceColumn[]>();
  for (const [table, name, type] of reader.getRows() as [string, string, string][]) {
    tables.set(table, [...(tables.get(table) ?? []), { name, type }]);
  }
  return tables;
}

async function copyRows(
  duck: DuckDBConnection,
  sink: ClickHouseSink,
  table: string,
  scratch: string,
): Promise<void> {
  const select = `SELECT ${hasRowId(table) ? 'rowid AS rowid, ' : ''}* FROM "${table}"`;
  if (sink.insertParquet) {
    const file = join(scratch, `${table}.parquet`);
    await duck.run(`COPY (${select}) TO '${file.replaceAll("'", "''")}' (FORMAT parquet)`);
    await sink.insertParquet(table, file);
    rmSync(file, { force: true });
    return;
  }
  if (!sink.insert) throw new Error('the ClickHouse connection takes neither files nor rows');
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const reader = await duck.runAndReadAll(`${select} ORDER BY rowid LIMIT ${BATCH_ROWS} OFFSET ${offset}`);
    const rows = reader.getRowObjectsJson() as Record<string, unknown>[];
    if (rows.length > 0) await sink.insert(table, rows);
    if (rows.length < BATCH_ROWS) return;
  }
}

async function copyEnums(duck: DuckDBConnection, sink: ClickHouseSink): Promise<void> {
  await sink.command(
    `CREATE TABLE ${ENUMS_TABLE} (type_name String, code Int32, value String) ENGINE = MergeTree ORDER BY (type_name, code)`,
  );
  const types = await duck.runAndReadAll(
    `SELECT DISTINCT type_name FROM duckdb_types() WHERE logical_type = 'ENUM' AND NOT internal`,
  );
  const rows: string[] = [];
  for (const [type] of types.getRows() as [string][]) {
    const values = await duck.runAndReadAll(`SELECT unnest(enum_range(NULL::"${type}"))::VARCHAR`);
    values
      .getRows()
      .forEach(([value], code) => rows.push(`(${literal(type)}, ${code}, ${literal(String(value))})`));
  }
  if (rows.length > 0) await sink.command(`INSERT INTO ${ENUMS_TABLE} VALUES ${rows.join(', ')}`);
}

/**
 * Copies the generated dataset `duckdbFile` (`version` names it) into ClickHouse: every table with the
 * same columns, MergeTree ordered by TMC and date (see clickhouse-schema.ts), the enumerated types'
 * values, then the version row. A database already holding `version` is left as it is; any other is
 * replaced table by table. Returns whether it loaded.
 */
export async function loadIntoClickHouse(
  duckdbFile: string,
  version: string,
  sink: ClickHouseSink,
  { scratchDir, log = () => {} }: { scratchDir: string; log?: (line: string) => void },
): Promise<boolean> {
  const stamp = layoutStamp(version);
  if ((await loadedVersion(sink)) === stamp) return false;
  const started = Date.now();
  const instance = await DuckDBInstance.create(duckdbFile, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
  const scratch = join(scratchDir, 'clickhouse-load');
  mkdirSync(scratch, { recursive: true });
  try {
    const duck = await instance.connect();
    await sink.command(`DROP TABLE IF EXISTS ${DATASET_VERSION_TABLE}`);
    await sink.command(`DROP TABLE IF EXISTS ${ENUMS_TABLE}`);
    for (const [table, columns] of await tablesOf(duck)) {
      await sink.command(`DROP TABLE IF EXISTS "${table}"`);
      await sink.command(createTableSql(table, columns));
      await copyRows(duck, sink, table, scratch);
    }
    await copyEnums(duck, sink);
    await sink.command(
      `CREATE TABLE ${DATASET_VERSION_TABLE} (version String) ENGINE = MergeTree ORDER BY tuple()`,
    );
    await sink.command(`INSERT INTO ${DATASET_VERSION_TABLE} VALUES (${literal(stamp)})`);
    duck.closeSync();
  } finally {
    instance.closeSync();
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`analytics dataset loaded into ClickHouse in ${Date.now() - started} ms`);
  return true;
}
