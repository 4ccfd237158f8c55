import { join } from 'node:path';
import type { ServerConfig } from '../../config.js';
import { ChdbConnection } from './chdb-connection.js';
import { ClickHouseHttpConnection } from './clickhouse-http-connection.js';
import { loadIntoClickHouse, type ClickHouseSink } from './clickhouse-load.js';
import { ClickHouseWarehouse } from './clickhouse-warehouse.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';
import type { Warehouse } from './warehouse.js';

/**
 * Opens the warehouse of the configured engine over the generated dataset `file` (named `version`):
 * DuckDB reads the file itself; on ClickHouse (chDB or a server) the dataset is first copied in,
 * unless the database already holds that version.
 */
export async function openWarehouse(
  config: Pick<ServerConfig, 'analytics' | 'dataDir' | 'warehouseThreads'>,
  file: string,
  version: string,
  log?: (line: string) => void,
): Promise<Warehouse> {
  const { analytics } = config;
  if (analytics.engine === 'duckdb') return DuckDbWarehouse.open(file, { threads: config.warehouseThreads });
  const sink: ClickHouseSink =
    analytics.engine === 'chdb'
      ? await ChdbConnection.open(analytics.path ?? join(config.dataDir, 'chdb'))
      : ClickHouseHttpConnection.open(analytics);
  try {
    await loadIntoClickHouse(file, version, sink, { scratchDir: config.dataDir, log });
  } catch (error) {
    await sink.close();
    throw error;
  }
  return new ClickHouseWarehouse(sink);
}
