import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * React 18 (a host's React renders the npm entries) writes a custom element's props as attributes, so
 * `disabled={false}` on a Shoelace tag becomes `disabled="false"`, which Shoelace reads as disabled. A
 * boolean attribute of an `sl-*` tag must therefore be written bare, as `{true}` or through `flag()`
 * (internal/shoelace.ts); a hyphenated one may also be `""` (no property of that name exists, so React
 * 19 writes the attribute too). The boolean attributes are read from Shoelace's own manifest.
 */
interface ManifestModule {
  declarations?: { tagName?: string; attributes?: { name: string; type?: { text: string } }[] }[];
}
const require = createRequire(import.meta.url);
const manifest = require('@shoelace-style/shoelace/dist/custom-elements.json') as {
  modules: ManifestModule[];
};
const BOOLEAN_ATTRIBUTES = new Set(
  manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((d) =>
      d.tagName ? (d.attributes ?? []).filter((a) => a.type?.text === 'boolean').map((a) => a.name) : [],
    ),
  ),
);

/** The opening tags `<sl-…>` of `text`, braces and quotes followed so `>` inside them does not end a tag. */
function shoelaceTags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(/<sl-[a-z-]+/g)) {
    let depth = 0;
    let quote: string | null = null;
    let i = match.index + match[0].length;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(text.slice(match.index, i + 1));
  }
  return tags;
}

/** The boolean attributes of one opening tag written in a way React 18 gets wrong: `name={…}`. */
function unsafeFlags(tag: string): string[] {
  const found: string[] = [];
  for (const [, name = '', value = ''] of tag.matchAll(/\s([a-z-]+)=("[^"]*"|\{[^}]*\}?)/g)) {
    if (!BOOLEAN_ATTRIBUTES.has(name)) continue;
    const safe = value === '{true}' || value.startsWith('{flag(') || (name.includes('-') && value === '""');
    if (!safe) found.push(`${name}=${value}`);
  }
  return found;
}

const src = join(import.meta.dirname, '..');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

describe('boolean attributes of Shoelace tags', () => {
  it('reads the boolean attributes from Shoelace', () => {
    expect([...BOOLEAN_ATTRIBUTES]).toEqual(expect.arrayContaining(['disabled', 'checked', 'caret', 'open']));
  });

  it('finds a false value written straight into a tag, and accepts the safe forms', () => {
    expect(unsafeFlags('<sl-select value={v} disabled={disabled}>')).toEqual(['disabled={disabled}']);
    expect(unsafeFlags('<sl-button caret={menuShown} size="small" disabled="">')).toEqual([
      'caret={menuShown}',
      'disabled=""',
    ]);
    expect(unsafeFlags('<sl-button caret={true} disabled={flag(!enabled)} stay-open-on-select="">')).toEqual(
      [],
    );
    expect(shoelaceTags('<sl-x a={b > c ? 1 : 2} disabled={x}>text</sl-x>')).toEqual([
      '<sl-x a={b > c ? 1 : 2} disabled={x}>',
    ]);
  });

  it('every sl-* tag of the elements passes its boolean attributes as React 18 and 19 both read them', () => {
    const unsafe = sources.flatMap(({ file, text }) =>
      shoelaceTags(text).flatMap((tag) => unsafeFlags(tag).map((attribute) => `${file}: ${attribute}`)),
    );
    expect(sources.some(({ text }) => text.includes('<sl-select'))).toBe(true);
    expect(unsafe).toEqual([]);
  });
});
