// The repository explains itself: the product's rules are in docs/rules/, and a comment cites them as
// `(docs/rules/<file>.md#<heading>)`. This check fails when a file cites the specification documents
// that are not in the repository (a section sign with a number, their file names, the design notes),
// when a cited rules file or heading does not exist, and when a link between the rules files points
// at a heading that does not exist. Planted cases show each failure.
// Run by `npm run lint` (scripts/lint.mjs), or alone: node --test scripts/rules-citations.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULES_DIR = 'docs/rules';

/** Citations of documents outside the repository; built from parts so this file does not match. */
const FORBIDDEN = [
  ['a section number', new RegExp('\u00a7\\s*\\d')],
  ['the air and shell document', new RegExp('air-and-' + 'shell')],
  [
    'the hotel, operations and question document',
    new RegExp('hotel-ops-' + 'question|hotel-' + 'ops \u00a7'),
  ],
  ['the design notes', new RegExp('DESIGN' + '\\.md')],
];

/** `docs/rules/<file>.md#<anchor>` as source files cite it. */
const CITATION = /docs\/rules\/([a-z0-9-]+)\.md#([a-z0-9-]+)/g;
/** A Markdown link inside the rules files: `](file.md#anchor)` or `](#anchor)`. */
const RULES_LINK = /\]\((?:([a-z0-9-]+)\.md)?#([a-z0-9-]+)\)/g;

/** A heading's anchor as Markdown renderers write it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** The anchors of one Markdown text's headings. */
function anchorsOf(markdown) {
  const anchors = new Set();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

/** The rules files of the repository: file name without `.md` -> the anchors of its headings. */
function repositoryRules() {
  const rules = new Map();
  for (const name of readdirSync(`${root}${RULES_DIR}`)) {
    if (!name.endsWith('.md')) continue;
    rules.set(name.slice(0, -3), anchorsOf(readFileSync(`${root}${RULES_DIR}/${name}`, 'utf8')));
  }
  return rules;
}

/**
 * The problems of `files` ([path, text] pairs) against `rules`: forbidden citations, citations of
 * rules files or headings that do not exist, and (inside the rules files) links to missing headings.
 */
function citationProblems(files, rules) {
  const problems = [];
  for (const [path, text] of files) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      const at = `${path}:${index + 1}`;
      for (const [what, pattern] of FORBIDDEN) {
        if (pattern.test(line)) problems.push(`${at}: cites ${what}; cite docs/rules/<file>.md#<heading>`);
      }
      for (const [, file, anchor] of line.matchAll(CITATION)) {
        if (!rules.has(file)) problems.push(`${at}: ${RULES_DIR}/${file}.md does not exist`);
        else if (!rules.get(file).has(anchor))
          problems.push(`${at}: ${RULES_DIR}/${file}.md has no heading #${anchor}`);
      }
      if (!path.startsWith(`${RULES_DIR}/`)) return;
      const self = path.slice(RULES_DIR.length + 1, -3);
      for (const [, file = self, anchor] of line.matchAll(RULES_LINK)) {
        if (!rules.get(file)?.has(anchor))
          problems.push(`${at}: link to ${file}.md#${anchor}, which has no such heading`);
      }
    });
  }
  return problems;
}

/** Every text file of the working tree that git tracks or would track. */
function repositoryFiles() {
  const names = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((name) => name && existsSync(`${root}${name}`) && !name.endsWith('pnpm-lock.yaml'));
  const files = [];
  for (const name of names) {
    const buffer = readFileSync(`${root}${name}`);
    if (buffer.includes(0)) continue; // binary
    files.push([name, buffer.toString('utf8')]);
  }
  return files;
}

describe('citations of the product rules', () => {
  const rules = repositoryRules();

  it('the repository cites only docs/rules headings that exist', () => {
    assert.deepEqual(citationProblems(repositoryFiles(), rules), []);
  });

  it('fails on planted citations of the documents outside the repository', () => {
    const planted = [
      ['packages/core/src/planted.ts', `/** Filters apply after 2000 ms (spec \u00a74). */`],
      ['packages/core/src/planted-air.ts', `// see air-and-${'shell'}.md`],
      ['packages/core/src/planted-hotel.ts', `// hotel-ops-${'question'}.md and hotel-ops \u00a79`],
      ['packages/server/src/planted.ts', `// DESIGN${'.md'} "Embedded reports"`],
    ];
    const problems = citationProblems(planted, rules);
    assert.equal(problems.length, 5, problems.join('\n'));
    assert.match(problems[0], /planted\.ts:1: cites a section number/);
    assert.match(problems.join('\n'), /cites the air and shell document/);
    assert.match(problems.join('\n'), /cites the hotel, operations and question document/);
    assert.match(problems.join('\n'), /cites the design notes/);
  });

  it('fails on a planted citation of a missing rules file or heading', () => {
    const cite = (file, anchor) => `(${RULES_DIR}/${file}.md#${anchor})`;
    const planted = [
      ['packages/core/src/planted.ts', `/** Debounce ${cite('shell', 'global-filters')}. */`],
      ['packages/core/src/planted-heading.ts', `/** ${cite('shell', 'no-such-heading')} */`],
      ['packages/core/src/planted-file.ts', `/** ${cite('nowhere', 'dates')} */`],
      [
        `${RULES_DIR}/planted.md`,
        'See [dates](shell.md#dates) and [nothing](shell.md#nothing) and [here](#here).',
      ],
    ];
    assert.deepEqual(citationProblems(planted, rules), [
      'packages/core/src/planted-heading.ts:1: docs/rules/shell.md has no heading #no-such-heading',
      'packages/core/src/planted-file.ts:1: docs/rules/nowhere.md does not exist',
      `${RULES_DIR}/planted.md:1: link to shell.md#nothing, which has no such heading`,
      `${RULES_DIR}/planted.md:1: link to planted.md#here, which has no such heading`,
    ]);
  });

  it('writes anchors as Markdown renderers do', () => {
    assert.equal(anchorOf('Net and gross savings'), 'net-and-gross-savings');
    assert.equal(anchorOf('Shell: tabs, sign-in, filters'), 'shell-tabs-sign-in-filters');
  });
});
