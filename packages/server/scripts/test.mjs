// Layer 4: integration tests against a real server on 127.0.0.1, on PGlite and on a real PostgreSQL
// server. Starts Debian's PostgreSQL (initdb + pg_ctl) in a temp folder on a free port, exports
// TEST_DATABASE_URL, runs vitest, and stops PostgreSQL whatever happens.
// Extra arguments go to vitest: `node scripts/test.mjs test/ops-sbr.test.ts`.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

function postgresBin() {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error(
      `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin (initdb, pg_ctl).\n` +
        'The server tests run on PGlite and on PostgreSQL; install them with: apt-get install -y postgresql',
    );
    process.exit(1);
  }
  return join(PG_ROOT, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL tool; as root, as the postgres user (initdb refuses to run as root). */
function pgTool(bin, tool, args, options = {}) {
  const command = asRoot ? 'runuser' : join(bin, tool);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: tmpdir(), ...options });
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

const bin = postgresBin();
const root = mkdtempSync(join(tmpdir(), 'tripsight-pg-'));
const dataDir = join(root, 'data');
const port = await freePort();
if (asRoot) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) {
    console.error('Running as root but there is no postgres user to run PostgreSQL as.');
    process.exit(1);
  }
  chownSync(root, Number(id.stdout.trim()), Number(gid.stdout.trim()));
}

let started = false;
let status;
try {
  pgTool(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  pgTool(bin, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(root, 'postgres.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories='${root}' -c fsync=on -c max_connections=200`,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${bin}) listening on 127.0.0.1:${port}`);
  const vitest = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' },
  });
  // Ctrl-C or a CI timeout stops vitest first, then falls through to stopping PostgreSQL below.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vitest.kill(signal));
  status = await new Promise((done) => {
    vitest.once('error', () => done(1));
    vitest.once('exit', (code) => done(code ?? 1));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  if (started) {
    try {
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
  rmSync(root, { recursive: true, force: true });
}
process.exit(status);
