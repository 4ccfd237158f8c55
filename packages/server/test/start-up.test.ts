import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILDS,
  buildHashes,
  installFresh,
  readableLogLine,
  recordBuilds,
  recordInstall,
  staleBuilds,
  step,
} from '../../../scripts/start-steps.mjs';
import { DEMO_USERS } from '../src/auth/demo-users.js';
import { BANNER_WIDTH, startBanner } from '../src/banner.js';
import { quietRuntimeNotice } from '../src/runtime-notice.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the workspace's shape: each built package with a source, a test and its configuration. */
function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'tripsight-start-'));
  dirs.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'])
    write(file, file);
  for (const build of BUILDS) {
    write(`${build.dir}/package.json`, `{"name":"${build.filter}"}`);
    write(`${build.dir}/src/index.ts`, `export const name = '${build.name}';`);
    write(`${build.dir}/src/index.test.ts`, 'test');
    mkdirSync(join(root, build.dir, 'dist'), { recursive: true });
  }
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  return root;
}

const names = (root: string) => staleBuilds(root).map((build) => build.name);

describe('npm start skips work that is up to date', () => {
  it('builds everything the first time, then nothing', () => {
    const root = workspace();
    expect(names(root)).toEqual(['core', 'elements', 'server', 'portal', 'docs']);
    recordBuilds(root, BUILDS);
    expect(names(root)).toEqual([]);
  });

  it('rebuilds a changed package and the packages that bundle it, not for a test or a touched file', () => {
    const root = workspace();
    recordBuilds(root, BUILDS);
    writeFileSync(join(root, 'packages/elements/src/index.test.ts'), 'another test');
    utimesSync(join(root, 'packages/server/src/index.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(names(root)).toEqual([]);
    // The icons the elements' build writes into its own sources are output, not input.
    mkdirSync(join(root, 'packages/elements/src/internal/icons'), { recursive: true });
    writeFileSync(join(root, 'packages/elements/src/internal/icons/check.svg'), '<svg/>');
    expect(names(root)).toEqual([]);
    writeFileSync(join(root, 'packages/elements/src/index.ts'), 'export const changed = true;');
    expect(names(root)).toEqual(['elements', 'portal', 'docs']);
    recordBuilds(root, staleBuilds(root));
    writeFileSync(join(root, 'packages/core/src/index.ts'), 'export const changed = true;');
    expect(names(root)).toEqual(['core', 'elements', 'server', 'portal', 'docs']);
    recordBuilds(root, BUILDS, buildHashes(root));
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'new versions');
    expect(names(root)).toEqual(['core', 'elements', 'server', 'portal', 'docs']);
  });

  it('installs again only when the lockfile or a package.json changes', () => {
    const root = workspace();
    expect(installFresh(root)).toBe(false);
    recordInstall(root);
    expect(installFresh(root)).toBe(true);
    writeFileSync(join(root, 'packages/core/src/index.ts'), 'export const changed = true;');
    expect(installFresh(root)).toBe(true);
    writeFileSync(join(root, 'packages/server/package.json'), '{"name":"@tripsight/server","version":"2"}');
    expect(installFresh(root)).toBe(false);
  });

  it('prints one line per step, and the output of a step only when it fails', async () => {
    let printed = '';
    const write = (text: string) => void (printed += text);
    expect(
      await step('build', async () => ({ ok: true, summary: 'up to date', output: 'noise' }), { write }),
    ).toBe(true);
    expect(printed).toMatch(/^ {2}build {8}✓ up to date \(\d+\.\d s\)\n$/);
    printed = '';
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    expect(
      await step('build', async () => ({ ok: false, summary: 'build of core failed', output }), { write }),
    ).toBe(false);
    expect(printed.split('\n')[0]).toMatch(/✗ build of core failed/);
    expect(printed).toContain('line 99');
    expect(printed).not.toContain('line 59\n');
  });
});

describe('the service start-up output', () => {
  it('ends with a readable banner: the URL, every demo user on one line, how to stop', () => {
    const lines = startBanner({
      publicUrl: 'http://localhost:4300',
      serviceUrl: 'http://127.0.0.1:4300',
      dataDir: '/srv/tripsight/.data',
      users: Object.values(DEMO_USERS),
    });
    expect(lines).toContain('Tripsight is running at http://localhost:4300');
    for (const user of Object.values(DEMO_USERS)) {
      expect(lines.filter((line) => line.includes(user.claims.name))).toHaveLength(1);
    }
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(BANNER_WIDTH);
    expect(lines.at(-1)).toBe('Press Ctrl+C to stop.');
  });

  it("drops oidc-provider's Node 22 notice, and only that", () => {
    const seen: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => void seen.push(args) };
    const restore = quietRuntimeNotice(target);
    target.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.');
    target.warn('\x1b[31;1moidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS\x1b[0m');
    target.warn('oidc-provider WARNING: something else');
    target.warn('disk almost full', 42);
    restore();
    target.warn('after');
    expect(seen).toEqual([['oidc-provider WARNING: something else'], ['disk almost full', 42], ['after']]);
  });
});

describe('the service log under npm start', () => {
  it('reads as time and message, drops the listening line the banner replaces, passes other lines', () => {
    const at = new Date(2026, 10, 23, 9, 5, 7).getTime();
    expect(readableLogLine(JSON.stringify({ level: 30, time: at, msg: 'dataset built in 5970 ms' }))).toBe(
      '09:05:07 dataset built in 5970 ms',
    );
    expect(
      readableLogLine(
        JSON.stringify({ level: 50, time: at, msg: 'report failed', err: { message: 'disk full' } }),
      ),
    ).toBe('09:05:07 error: report failed (disk full)');
    expect(
      readableLogLine(
        JSON.stringify({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:4300' }),
      ),
    ).toBe(null);
    expect(readableLogLine('Tripsight is running at http://localhost:4300')).toBe(
      'Tripsight is running at http://localhost:4300',
    );
    expect(readableLogLine('{not json')).toBe('{not json');
  });
});
