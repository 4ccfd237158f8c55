// The layer rules of lint (layers.js) fail on a planted violation: each case lints one import as if
// it were written in a file of the workspace, with the workspace's own ESLint configuration, and
// expects the rule's error; an allowed import of the same kind lints clean.
// Run by `npm run lint` (scripts/lint.mjs), or alone: node --test scripts/layers.test.mjs
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids of the errors ESLint reports for `code` written at `file` (relative to the root). */
async function errors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

const violations = [
  [
    'core imports the elements',
    'packages/core/src/bus/planted.ts',
    "import '@tripsight/elements';",
    'no-restricted-imports',
  ],
  ['core imports React', 'packages/core/src/format/planted.ts', "import 'react';", 'no-restricted-imports'],
  [
    'core imports the elements by path',
    'packages/core/src/bus/planted.ts',
    "import '../../../elements/src/index.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a view contract imports a concept above it',
    'packages/core/src/views/planted.ts',
    "import '../policy/index.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the model imports the view contracts',
    'packages/core/src/model/planted.ts',
    "import '../views/param.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the server imports the elements',
    'packages/server/src/planted.ts',
    "import '@tripsight/elements';",
    'no-restricted-imports',
  ],
  [
    'the elements import the server',
    'packages/elements/src/internal/planted.ts',
    "import '@tripsight/server';",
    'import-x/no-restricted-paths',
  ],
  [
    'a UI piece imports a widget',
    'packages/elements/src/ui/planted.tsx',
    "import '../widgets/accepted-savings/accepted-savings.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a widget imports a page',
    'packages/elements/src/widgets/planted.tsx',
    "import '../pages/savings-overview/savings-overview.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the portal imports core root',
    'portal/src/planted.ts',
    "import '@tripsight/core';",
    'no-restricted-imports',
  ],
  // param.ts imported by air-policy.ts, which imports param.ts: a circle.
  [
    'an import circle',
    'packages/core/src/views/param.ts',
    "import { advancedPurchaseView } from './air-policy.js';\nexport const planted = advancedPurchaseView;",
    'import-x/no-cycle',
  ],
];

describe('lint enforces the layers', () => {
  for (const [name, file, code, rule] of violations) {
    it(`fails when ${name}`, async () => {
      assert.ok((await errors(file, code)).includes(rule), `expected ${rule} on ${file}: ${code}`);
    });
  }

  it('lets each layer import the layers below it', async () => {
    assert.deepEqual(
      await errors('packages/core/src/views/planted.ts', "import '../model/filter-groups.js';"),
      [],
    );
    assert.deepEqual(await errors('packages/core/src/policy/planted.ts', "import '../views/param.js';"), []);
    assert.deepEqual(
      await errors(
        'packages/elements/src/pages/planted.tsx',
        "import '../widgets/accepted-savings/accepted-savings.js';",
      ),
      [],
    );
    assert.deepEqual(
      await errors('packages/elements/src/ui/planted.tsx', "import '@tripsight/core/bus';"),
      [],
    );
    assert.deepEqual(await errors('portal/src/planted.ts', "import '@tripsight/core/catalogue';"), []);
  });
});
