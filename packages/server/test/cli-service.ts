import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const coreDir = resolve(packageDir, '../core');
const cli = join(packageDir, 'dist', 'cli.js');

function newestSource(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestSource(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/** Builds a package's dist/ with tsup unless `built` is newer than every source file. */
function ensureBuilt(dir: string, built: string): void {
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(dir, 'src'))) return;
  const build = spawnSync('npx', ['tsup'], { cwd: dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`tsup failed in ${dir}:\n${build.stdout}${build.stderr}`);
}

/**
 * Makes sure the service's command line is built: it runs from dist/ and loads @tripsight/core from
 * its dist/ too, so both must match their sources.
 */
export function ensureCliBuilt(): void {
  ensureBuilt(coreDir, join(coreDir, 'dist', 'index.js'));
  ensureBuilt(packageDir, cli);
}

/**
 * The environment of `node dist/cli.js` serving on 127.0.0.1:`port` from `dataDir`, without request
 * logs; `extra` adds or overrides variables.
 */
export function cliEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    ...extra,
  };
}

/** A service process started from the command line. */
export interface CliService {
  child: ChildProcess;
  /** The exit code when it stopped before answering, else null (it answers /health). */
  exitCode: number | null;
  /** Everything it printed so far. */
  log: () => string;
  /** Resolves to its exit code when it stops. */
  exited: Promise<number>;
}

/**
 * Runs `node dist/cli.js` on 127.0.0.1:`port` with `dataDir` (and PostgreSQL at `databaseUrl`, else
 * PGlite; `extra` adds variables); resolves once /health answers or the process exits, whichever comes first.
 */
export async function runService(
  port: number,
  dataDir: string,
  databaseUrl = '',
  extra: Record<string, string> = {},
): Promise<CliService> {
  let log = '';
  const child = spawn(process.execPath, [cli], {
    cwd: packageDir,
    env: cliEnv(port, dataDir, { DATABASE_URL: databaseUrl, DATASET_ROWS: '1500', ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number>((done) => child.once('exit', (code) => done(code ?? 1)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { child, exitCode: child.exitCode, log: () => log, exited };
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exitCode: null, log: () => log, exited };
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`service neither answered nor exited within 120 s:\n${log}`);
}

/** Kills a service process and resolves when it is gone. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
