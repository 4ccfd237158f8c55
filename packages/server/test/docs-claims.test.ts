import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What the contributor docs and the package READMEs say about the code, checked against the code. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** The spans in backticks of a Markdown text. */
const spans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

/** Every TypeScript source of the workspace's packages and the portal (tests left out), joined. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', '.browser-tests'].includes(entry.name)) walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(join(root, path), 'utf8'));
      }
    }
  };
  for (const dir of ['packages/core/src', 'packages/elements/src', 'packages/server/src', 'portal/src'])
    walk(dir);
  return texts.join('\n');
}

describe('CONTRIBUTING.md', () => {
  const text = read('CONTRIBUTING.md');

  it('names only repository paths that exist (placeholders in braces aside)', () => {
    const paths = spans(text)
      .map((span) => span.split(' ')[0]!)
      .filter((span) => /^(packages|portal|scripts|examples|docs|server|spec)\/|\.md$/.test(span))
      .filter((span) => !/[{…*]/.test(span));
    expect(paths.length).toBeGreaterThan(5);
    const missing = paths.filter(
      (path) => !existsSync(join(root, path)) && !existsSync(join(root, 'packages', path)),
    );
    expect(missing).toEqual([]);
  });

  it('names only functions the code defines', () => {
    const code = sources();
    const calls = [
      ...new Set(
        spans(text)
          .flatMap((span) => [...span.matchAll(/\b([a-z][A-Za-z]+)(?:<[^>]*>)?\(/g)].map((m) => m[1]!))
          .filter((name) => !['import', 'then'].includes(name)),
      ),
    ];
    expect(calls).toEqual(expect.arrayContaining(['defineView', 'useView', 'viewMode', 'badRequest']));
    const undefinedNames = calls.filter(
      (name) => !new RegExp(`(function|const|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(code),
    );
    expect(undefinedNames).toEqual([]);
  });

  it("counts a new page's files as its table lists them", () => {
    const table = text.slice(text.indexOf('## Adding a page'), text.indexOf('### Adding a composed page'));
    const steps = table.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    expect(steps).toHaveLength(9);
    // Steps 1, 2, 4 to 8 are one file each, step 9 two tests; step 3 (the rules) adds its own.
    expect(table).toMatch(/Nine files when the page needs no rule of its own/);
  });
});

describe('@tripsight/core README', () => {
  it('lists every entry of the package', () => {
    // The entries that ship: the workspace-only test fixtures (`./testing`) are not published.
    const { exports } = (
      JSON.parse(read('packages/core/package.json')) as {
        publishConfig: { exports: Record<string, unknown> };
      }
    ).publishConfig;
    const entries = Object.keys(exports)
      .filter((entry) => entry !== '.')
      .map((entry) => entry.slice(1));
    const readme = read('packages/core/README.md');
    const listed = readme.slice(
      readme.indexOf('Each concept has its own entry'),
      readme.indexOf('The root entry'),
    );
    const named = new Set(spans(listed).map((span) => span.replace(/^@tripsight\/core/, '')));
    expect(entries.filter((entry) => !named.has(entry))).toEqual([]);
    expect([...named].filter((entry) => !entries.includes(entry))).toEqual([]);
    expect(listed).toContain(`(${entries.length} besides the root)`);
  });
});
