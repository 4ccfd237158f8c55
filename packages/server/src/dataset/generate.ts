import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createAirPnrs } from './air.js';
import { createAirEmissionRows } from './air-emissions.js';
import { createAirEmissionSummaries, createHotelNightsSummary } from './emission-summaries.js';
import { createAirportPlaces } from './airport-places.js';
import { createAirContracts } from './air-contracts.js';
import { createFaresaverDeals, createGoLiveDates } from './faresaver.js';
import { createGeography } from './geography.js';
import { createHotelDataset } from './hotel.js';
import { createHotelInsightsStays } from './hotel-insights-stays.js';
import { createHotelInsightsSummary } from './hotel-insights-summaries.js';
import { createPolicyTables } from './policy.js';
import { createSupplierTables } from './supplier.js';
import { installRandom } from './random.js';
import { createSummaries } from './summaries.js';
import { createTmcs } from './tmcs.js';

/** Bumped whenever the tables or their contents change shape; a stored dataset of another version is rebuilt. */
const DATASET_SCHEMA_VERSION = '18';
export const DATASET_FILE = 'analytics.duckdb';
/** Rows per row group of the dataset file. */
const ROW_GROUP_SIZE = 16_384;

/** DuckDB settings for every instance: never fetch extensions (there is no network to fetch them from). */
export const DUCKDB_OPTIONS: Record<string, string> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
};

export interface DatasetOptions {
  /** Air PNRs per TMC. */
  rowsPerTmc: number;
  seed: number;
  /** Last day with data (YYYY-MM-DD); yesterday (UTC) by default. */
  anchor?: string;
  /**
   * Keep a stored dataset whose anchor is older than yesterday (benchmarks); otherwise a dataset built
   * on an earlier day is rebuilt so the data always runs up to yesterday.
   */
  keepStale?: boolean;
  log?: (line: string) => void;
}

export interface DatasetMeta {
  schemaVersion: string;
  rowsPerTmc: number;
  seed: number;
  anchor: string;
}

/** Yesterday in UTC as YYYY-MM-DD. */
function yesterdayUtc(now = new Date()): string {
  return new Date(now.getTime() - 864e5).toISOString().slice(0, 10);
}

/** Reads the meta table of a dataset file, or null when the file is missing or not a dataset. */
export async function readDatasetMeta(file: string): Promise<DatasetMeta | null> {
  if (!existsSync(file)) return null;
  const instance = await DuckDBInstance.create(file, { ...DUCKDB_OPTIONS, access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll('SELECT key, value FROM dataset_meta');
    const values = new Map(reader.getRows().map(([k, v]) => [String(k), String(v)]));
    connection.closeSync();
    return {
      schemaVersion: values.get('schemaVersion') ?? '',
      rowsPerTmc: Number(values.get('rowsPerTmc')),
      seed: Number(values.get('seed')),
      anchor: values.get('anchor') ?? '',
    };
  } catch {
    return null;
  } finally {
    instance.closeSync();
  }
}

type BuildStep = readonly [
  name: string,
  step: (connection: DuckDBConnection, meta: DatasetMeta) => Promise<void>,
];

/** The first steps of a build: the tables both lanes below start from. */
const SETUP_STEPS: readonly BuildStep[] = [
  [
    'places and TMCs',
    async (c) => {
      await createGeography(c);
      await createAirportPlaces(c);
      await createTmcs(c);
      await createGoLiveDates(c);
    },
  ],
];

/**
 * Then the air and the hotel steps, each lane in order (a step creates its tables from those of the
 * steps before it). The lanes read none of each other's tables, so they run at the same time on two
 * connections: while one lane writes a table into the file, the other keeps computing.
 */
const BUILD_LANES: readonly (readonly BuildStep[])[] = [
  [
    ['air PNRs and segments', (c, meta) => createAirPnrs(c, meta.rowsPerTmc)],
    ['air emission rows', createAirEmissionRows],
    ['Faresaver deals', createFaresaverDeals],
    ['air summaries', createSummaries],
    ['air emission summaries', createAirEmissionSummaries],
    ['policy', createPolicyTables],
    ['supplier', createSupplierTables],
    ['air contracts', createAirContracts],
  ],
  [
    ['hotel reservations and summaries', (c, meta) => createHotelDataset(c, meta.rowsPerTmc)],
    ['hotel nights summary', createHotelNightsSummary],
    ['hotel insights stays', createHotelInsightsStays],
    ['hotel insights summary', createHotelInsightsSummary],
  ],
];

/** Readies a connection of the build: the dataset file as its database, the seeded generator. */
async function buildConnection(instance: DuckDBInstance, meta: DatasetMeta): Promise<DuckDBConnection> {
  const connection = await instance.connect();
  await connection.run('USE dataset');
  // No FSST for the strings of the file: choosing it means trying it on every string segment,
  // which took more time than computing the rows (a third of a build at 1M PNRs); dictionary
  // compression still packs the repeated strings, and the file grows by about 4 %.
  await connection.run(`SET disabled_compression_methods = 'fsst'`);
  await installRandom(connection, meta.seed, meta.anchor);
  return connection;
}

async function build(instance: DuckDBInstance, meta: DatasetMeta, log: (line: string) => void) {
  const started = Date.now();
  const took: string[] = [];
  const runSteps = async (connection: DuckDBConnection, steps: readonly BuildStep[]) => {
    for (const [name, step] of steps) {
      const stepStarted = Date.now();
      await step(connection, meta);
      took.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
  };
  const connection = await buildConnection(instance, meta);
  await runSteps(connection, SETUP_STEPS);
  const lanes = await Promise.all(BUILD_LANES.map(() => buildConnection(instance, meta)));
  // Both lanes end before the build goes on or fails, so no statement outlives its instance.
  const ended = await Promise.allSettled(BUILD_LANES.map((steps, lane) => runSteps(lanes[lane]!, steps)));
  for (const lane of lanes) lane.closeSync();
  const failed = ended.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
  await connection.run('CREATE TABLE dataset_meta (key VARCHAR PRIMARY KEY, value VARCHAR)');
  await connection.run('INSERT INTO dataset_meta VALUES ($1, $2), ($3, $4), ($5, $6), ($7, $8)', [
    'schemaVersion',
    meta.schemaVersion,
    'rowsPerTmc',
    String(meta.rowsPerTmc),
    'seed',
    String(meta.seed),
    'anchor',
    meta.anchor,
  ]);
  await connection.run('CHECKPOINT dataset');
  connection.closeSync();
  log(`dataset built in ${Date.now() - started} ms (${took.join(', ')})`);
}

/** The build or check under way per dataset file: a second caller waits for it, then checks again. */
const pending = new Map<string, Promise<string>>();

/**
 * Makes sure `{dataDir}/analytics.duckdb` holds the dataset for these options and returns its path.
 * A stored file with the same seed, size and schema version (and, unless `keepStale`, anchor) is
 * reused; otherwise the dataset is generated into a temporary file that replaces the old one only
 * when complete, so an interrupted build never leaves a half-written dataset behind. Calls for the
 * same file run one after the other (two requests for one sample would otherwise build into the same
 * temporary file at once), so the second finds the first's dataset and reuses it.
 */
export function ensureDataset(dataDir: string, options: DatasetOptions): Promise<string> {
  const file = join(dataDir, DATASET_FILE);
  const before = pending.get(file);
  const turn = (before ? before.catch(() => file) : Promise.resolve(file)).then(() =>
    ensureDatasetNow(file, dataDir, options),
  );
  pending.set(file, turn);
  const forget = () => {
    if (pending.get(file) === turn) pending.delete(file);
  };
  turn.then(forget, forget);
  return turn;
}

async function ensureDatasetNow(file: string, dataDir: string, options: DatasetOptions): Promise<string> {
  const log = options.log ?? (() => {});
  const wanted: DatasetMeta = {
    schemaVersion: DATASET_SCHEMA_VERSION,
    rowsPerTmc: options.rowsPerTmc,
    seed: options.seed,
    anchor: options.anchor ?? yesterdayUtc(),
  };
  const stored = await readDatasetMeta(file);
  if (
    stored &&
    stored.schemaVersion === wanted.schemaVersion &&
    stored.rowsPerTmc === wanted.rowsPerTmc &&
    stored.seed === wanted.seed &&
    (stored.anchor === wanted.anchor || (options.keepStale && !options.anchor))
  ) {
    return file;
  }
  log(`generating the analytics dataset: ${wanted.rowsPerTmc} PNRs per TMC, seed ${wanted.seed}`);
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.building`;
  rmSync(temporary, { force: true });
  rmSync(`${temporary}.wal`, { force: true });
  // Spilled intermediate results go beside the file being built, not into the working folder.
  const instance = await DuckDBInstance.create(':memory:', {
    ...DUCKDB_OPTIONS,
    temp_directory: `${temporary}.tmp`,
  });
  try {
    const connection = await instance.connect();
    // Row groups of 16,384 rows instead of DuckDB's 122,880: a filtered scan (some of a TMC's filter
    // combinations over a date range) skips more of the rows it does not need by their row groups'
    // min/max statistics.
    await connection.run(
      `ATTACH '${temporary.replaceAll("'", "''")}' AS dataset (ROW_GROUP_SIZE ${ROW_GROUP_SIZE})`,
    );
    await build(instance, wanted, log);
    await connection.run('DETACH dataset');
    connection.closeSync();
  } catch (error) {
    instance.closeSync();
    rmSync(temporary, { force: true });
    rmSync(`${temporary}.wal`, { force: true });
    rmSync(`${temporary}.tmp`, { recursive: true, force: true });
    throw error;
  }
  instance.closeSync();
  rmSync(`${temporary}.tmp`, { recursive: true, force: true });
  rmSync(`${file}.wal`, { force: true });
  renameSync(temporary, file);
  return file;
}
