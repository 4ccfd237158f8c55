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
    'the server draws a chart outside its charts folder',
    'packages/server/src/alerts/planted.ts',
    "import '@observablehq/plot';",
    'no-restricted-imports',
  ],
  [
    'the server charts import React',
    'packages/server/src/charts/planted.ts',
    "import 'react';",
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
  [
    'a page imports the report host',
    'packages/elements/src/pages/planted.tsx',
    "import '../report-host/report-page.js';",
    'import-x/no-restricted-paths',
  ],
  [
    "the React wrappers' runtime imports a UI piece",
    'packages/elements/src/react/planted.ts',
    "import '../ui/card.js';",
    'import-x/no-restricted-paths',
  ],
  [
    "a widget imports the package's entry files",
    'packages/elements/src/widgets/planted.tsx',
    "import '../elements.js';",
    'import-x/no-restricted-paths',
  ],
  [
    "shipped code imports the elements' test helpers",
    'packages/elements/src/ui/planted.tsx',
    "import '../testing/testing.js';",
    'import-x/no-restricted-paths',
  ],
  [
    "shipped code imports a page's test fixture",
    'packages/elements/src/pages/planted.tsx',
    "import './hotel-program-performance/testing/insights-fixture.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'shipped code imports the testing package',
    'packages/server/src/web/planted.ts',
    "import '@tripsight/testing';",
    'import-x/no-restricted-paths',
  ],
  [
    'a test helper imports the server',
    'packages/elements/src/testing/planted.ts',
    "import '@tripsight/server';",
    'import-x/no-restricted-paths',
  ],
  [
    "a page's test fixture imports the report host",
    'packages/elements/src/pages/hotel-program-performance/testing/planted.ts',
    "import '../../../report-host/report-page.js';",
    'import-x/no-restricted-paths',
  ],
  [
    "the server's security imports the analytics",
    'packages/server/src/security/planted.ts',
    "import '../analytics/module.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the dataset imports the security rules',
    'packages/server/src/dataset/planted.ts',
    "import '../security/headers.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the analytics import a feature',
    'packages/server/src/analytics/views/planted.ts',
    "import '../../reports/air-reports.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a server feature imports another',
    'packages/server/src/question/planted.ts',
    "import '../reports/air-reports.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a server folder imports what assembles the service',
    'packages/server/src/ops/planted.ts',
    "import '../app.js';",
    'import-x/no-restricted-paths',
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
    assert.deepEqual(
      await errors(
        'packages/elements/src/report-host/planted.tsx',
        "import '../pages/composed-page/define-composed-page.js';",
      ),
      [],
    );
    // A test helper may import what it tests; a test may assemble anything.
    assert.deepEqual(
      await errors(
        'packages/elements/src/testing/planted.ts',
        "import '../widgets/accepted-savings/accepted-savings.js';",
      ),
      [],
    );
    assert.deepEqual(
      await errors(
        'packages/elements/src/ui/planted.test.tsx',
        "import '../testing/testing.js';\nimport '../define-all.js';",
      ),
      [],
    );
    assert.deepEqual(
      await errors('packages/server/src/reports/planted.ts', "import '../analytics/module.js';"),
      [],
    );
    // A module.ts registers the routes of the folders it names.
    assert.deepEqual(
      await errors('packages/server/src/analytics/module.ts', "import '../question/question-routes.js';"),
      [],
    );
  });
});
