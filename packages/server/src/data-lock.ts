import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock directory proper-lockfile creates inside the data folder (mkdir is atomic). */
const LOCK_NAME = 'service.lock';
/** Who holds the lock: `{ pid, host, since }`, written once the lock is held, for the refusal sentence. */
export const OWNER_FILE = 'service.pid';

/**
 * A lock whose mtime was not refreshed for this long belongs to a process that died (SIGKILL, power
 * loss); the next start takes it over. The holder refreshes it every STALE_MS / 5.
 */
const STALE_MS = 10_000;

/** The process holding a data folder, as its owner file says. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** A held data-folder lock. */
export interface DataLock {
  /** Gives the folder up (also done by proper-lockfile when the process exits normally). */
  release(): Promise<void>;
}

/** A second service on a data folder another one holds: refused with a one-line reason. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host}, running since ${owner.since}`
      : 'another process';
    super(`DATA_DIR ${dataDir} is in use by ${who}: stop that service or give this one its own DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? '') };
  } catch {
    return null;
  }
}

/** True unless the process is known to be gone (EPERM: it exists under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface LockOptions {
  /** Staleness threshold (tests shorten it). */
  staleMs?: number;
  /** Told once when the lock of a dead process is being waited out. */
  onWait?: (line: string) => void;
  /** Called if the lock is lost while held (its mtime could not be refreshed in time). */
  onCompromised?: (error: Error) => void;
}

/**
 * Makes this process the one writer of `dataDir` (DuckDB file, PGlite folder, signing key, outbox).
 * The lock is proper-lockfile's: an atomic `mkdir` of `{dataDir}/service.lock` whose mtime the
 * holder keeps fresh. A live holder on this host means refusal at once, with its pid; the lock of a
 * process that was killed is taken over by proper-lockfile once it has gone stale, so two starts can
 * never both win it. A holder on another host (a shared folder) is waited for the same way.
 *
 * @example const lock = await lockDataDir(config.dataDir); … await lock.release();
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataLock> {
  const staleMs = options.staleMs ?? STALE_MS;
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + staleMs * 2;
  let told = false;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, {
        lockfilePath: join(dataDir, LOCK_NAME),
        realpath: false,
        stale: staleMs,
        update: Math.max(1000, Math.floor(staleMs / 5)),
        onCompromised:
          options.onCompromised ??
          ((error) => console.error(`Lost the lock on DATA_DIR ${dataDir}: ${error.message}`)),
      });
      const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
      writeFileSync(join(dataDir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
      return {
        async release() {
          const current = readOwner(dataDir);
          if (current?.pid === process.pid) rmSync(join(dataDir, OWNER_FILE), { force: true });
          await release().catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = readOwner(dataDir);
      const local = owner?.host === hostname();
      if ((owner && local && isAlive(owner.pid)) || Date.now() > deadline) {
        throw new DataDirInUseError(dataDir, owner);
      }
      if (!told && owner) {
        told = true;
        options.onWait?.(
          `DATA_DIR ${dataDir} was held by process ${owner.pid}${local ? ', which is gone' : ` on ${owner.host}`}; taking it over once its lock is stale (up to ${Math.ceil(staleMs / 1000)} s)`,
        );
      }
      await sleep(250);
    }
  }
}
