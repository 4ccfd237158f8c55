import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';

/** Runs one SQL statement with bound parameters and returns its rows. */
export interface OpsQuery {
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The operational store: PostgreSQL-dialect SQL on PGlite (embedded) or a PostgreSQL server.
 * Every write goes through `transaction`, which commits on success and rolls back on any throw.
 *
 * @example await db.transaction(async (tx) => tx.query('UPDATE corporates SET name = $1 WHERE id = $2', [name, id]));
 */
export interface OpsDb extends OpsQuery {
  /** `pglite` or `postgres`, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: OpsQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The bit of Emscripten's NODEFS that PGlite's Node file system mounts the data folder with. */
interface EmscriptenNodeFs {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => void } };
}

/**
 * PGlite's Node file system with a working fsync. Emscripten's NODEFS has no `fsync` stream
 * operation, so PostgreSQL's fsync() calls are silently no-ops; this one hands them to the kernel.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const options = result.emscriptenOpts as { preRun?: ((module: unknown) => void)[] };
    options.preRun = [
      ...(options.preRun ?? []),
      (module) => {
        (module as EmscriptenNodeFs).NODEFS.stream_ops.fsync = (stream) => fs.fsyncSync(stream.nfd);
      },
    ];
    return result;
  }
}

/**
 * PGlite's start parameters with durability on: PGlite starts PostgreSQL with `-F` (fsync off);
 * drop it, and sync the WAL with fsync() (the one sync call the file system implements).
 */
const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** fsyncs every file and folder below `dir` once (a new cluster is written before fsync is on). */
function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * PGlite in `dataDir` (a folder; one process per folder: `lockDataDir` guards it). A commit is
 * acknowledged only after its WAL record reached the disk, as with a PostgreSQL server.
 */
export async function openPgliteDb(dataDir: string): Promise<OpsDb> {
  // 'memory://' is PGlite's in-memory database (tests): nothing to make durable, nothing on disk.
  const inMemory = dataDir.startsWith('memory://');
  const fresh = !inMemory && !existsSync(join(dataDir, 'PG_VERSION'));
  const db = inMemory
    ? await PGlite.create(dataDir)
    : await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] });
  if (fresh) syncTree(dataDir);
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async transaction<T>(work: (tx: OpsQuery) => Promise<T>) {
      // PGlite serialises transactions on its single connection.
      return db.transaction(async (tx) =>
        work({
          async query<R extends object>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

// Timestamps and dates are formatted in SQL; keep the drivers from turning numerics into strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through a `pg` pool (`DATABASE_URL`). */
export async function openPostgresDb(connectionString: string): Promise<OpsDb> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up with the server's reason rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(work: (tx: OpsQuery) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R extends object>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
