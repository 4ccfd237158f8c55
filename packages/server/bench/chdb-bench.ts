import { join } from 'node:path';
import { ChdbConnection } from '../src/analytics/warehouse/chdb-connection.js';
import { loadIntoClickHouse } from '../src/analytics/warehouse/clickhouse-load.js';
import { ClickHouseWarehouse } from '../src/analytics/warehouse/clickhouse-warehouse.js';
import type { DatasetMeta } from '../src/dataset/generate.js';

/**
 * The bench dataset `file` on ClickHouse's engine in-process (chDB), kept in `{dataDir}/chdb`: loaded
 * once (the load time printed), reused by every later run while the dataset stays the same.
 */
export async function openChdbBench(
  dataDir: string,
  file: string,
  meta: DatasetMeta,
): Promise<ClickHouseWarehouse> {
  const chdb = await ChdbConnection.open(join(dataDir, 'chdb'));
  const started = Date.now();
  const loaded = await loadIntoClickHouse(file, JSON.stringify(meta), chdb, { scratchDir: dataDir });
  console.log(
    loaded
      ? `loaded ${meta.rowsPerTmc} PNRs per TMC into chDB in ${Date.now() - started} ms (Parquet, MergeTree by TMC and date)`
      : `chDB already holds this dataset (${join(dataDir, 'chdb')}); delete that folder to time the load`,
  );
  return new ClickHouseWarehouse(chdb);
}
