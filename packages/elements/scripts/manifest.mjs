// Writes custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc of every
// `*.element.ts`: @summary, @attr, @prop, @event, @slot, @csspart, @cssprop. Editors and the docs
// read it for hints. The tag comes from `@tag`, else the define call after the block. Run by `pnpm build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(`${here}src`, { recursive: true })
  .filter((f) => f.endsWith('.element.ts'))
  .sort();

const TAGS = {
  attr: 'attributes',
  prop: 'members',
  event: 'events',
  slot: 'slots',
  csspart: 'cssParts',
  cssprop: 'cssProperties',
};

/** Parses `@tag name - description` lines of one JSDoc block. */
function parseDoc(block) {
  const lines = block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
  const doc = {
    description: '',
    summary: '',
    attributes: [],
    members: [],
    events: [],
    slots: [],
    cssParts: [],
    cssProperties: [],
  };
  let current = null;
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    if (tag) {
      const [, name, rest] = tag;
      if (name === 'summary') {
        doc.summary = rest;
        current = null;
      } else if (TAGS[name]) {
        const [, entry = '', description = ''] = /^([^\s]+)?(?:\s+-\s+)?(.*)$/.exec(rest) ?? [];
        current = { name: entry, description };
        if (name === 'prop') current.kind = 'field';
        doc[TAGS[name]].push(current);
      } else current = null;
    } else if (current && line) current.description += ` ${line}`;
    else if (!current && line && !doc.summary) doc.description += `${doc.description ? ' ' : ''}${line}`;
  }
  return doc;
}

const modules = [];
for (const file of files) {
  const source = readFileSync(`${here}src/${file}`, 'utf8');
  const declarations = [];
  const exports = [];
  for (const match of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    if (!match[0].includes('@summary')) continue;
    const after = source.slice(match.index + match[0].length);
    const defineCall =
      /(?:define\w*|customElements\.get|customElements\.define)\(\s*['"`](tripsight-[a-z0-9-]+)['"`]/;
    const tagName =
      /@tag\s+(tripsight-[a-z0-9-]+)/.exec(match[0])?.[1] ??
      defineCall.exec(after)?.[1] ??
      defineCall.exec(source)?.[1];
    const name = /(?:class|function)\s+(\w+)/.exec(after)?.[1] ?? tagName;
    if (!tagName) continue;
    declarations.push({ kind: 'class', customElement: true, name, tagName, ...parseDoc(match[0]) });
    exports.push({
      kind: 'custom-element-definition',
      name: tagName,
      declaration: { name, module: `src/${file}` },
    });
  }
  if (declarations.length)
    modules.push({ kind: 'javascript-module', path: `src/${file}`, declarations, exports });
}

writeFileSync(
  `${here}custom-elements.json`,
  `${JSON.stringify({ schemaVersion: '2.1.0', modules }, null, 2)}\n`,
);
console.log(`custom-elements.json: ${modules.reduce((n, m) => n + m.declarations.length, 0)} elements`);
