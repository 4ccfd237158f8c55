// The layers of the workspace, enforced by lint (CONTRIBUTING.md "The layers"):
// - packages: core <- elements <- portal; the server imports core only; core imports no React, DOM
//   or UI library and no other package of the workspace;
// - core's folders: model/ at the bottom, views/ (the view contracts) on it, the concepts above;
// - the elements: internal < ui < controls, widgets < pages < report-host; react/ (the React
//   wrappers' runtime) is built from internal/ only; no folder imports the package's entry files;
// - the server: dataset/ and security/ at the bottom, web/, auth/ and ops/ on security/, support/ on
//   ops/, analytics/ on dataset/ and ops/, the features (question/, reports/, reports-host/,
//   sample-data/) on analytics/ and never on each other; a folder's module.ts registers routes and may
//   import any folder; no folder imports the files that assemble the service (app.ts, start.ts, …);
// - shipped code imports no test code (the testing package, a testing/ folder); test helpers may
//   import what they test, and tests may assemble anything;
// - no import circle.
// Package names are checked by name (no-restricted-imports); paths by where an import resolves
// (import-x/no-restricted-paths; the `source` condition resolves `@tripsight/core/bus` to core's
// sources). scripts/layers.test.mjs plants a violation of each rule and expects its error.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const sources = '**/*.{ts,tsx,js,mjs}';
const code = [`packages/${sources}`, `portal/${sources}`, `examples/${sources}`];
const tests = ['**/*.test.{ts,tsx}', '**/*.test.mjs', '**/e2e/**'];
const testHelpers = ['**/testing/**'];

/** A no-restricted-imports pattern for each package name and its subpaths. */
const packages = (names, message) => names.map((name) => ({ group: [name, `${name}/*`], message }));
const coreRoot = {
  name: '@tripsight/core',
  message: "Import from the concept's entry (@tripsight/core/catalogue, /bus, /format, …).",
};
const uiLibraries = [
  'react',
  'react-dom',
  'lit',
  '@lit/*',
  '@shoelace-style/*',
  '@observablehq/*',
  '@tanstack/*',
];
const workspace = ['@tripsight/elements', '@tripsight/server', '@tripsight/testing', '@tripsight/docs'];

/** A folder of core that imports nothing of core but the folders allowed. */
const coreFloor = (folder, allowed) => ({
  target: `packages/core/src/${folder}`,
  from: 'packages/core/src',
  except: allowed.map((name) => `./${name}`),
  message: `core/${folder} is a bottom layer: it imports only ${allowed.map((name) => `${name}/`).join(' and ')}.`,
});

/** An elements folder that may not import the folders above it. */
const elementsLayer = (folder, above) => ({
  target: `packages/elements/src/${folder}`,
  from: above.map((name) => `packages/elements/src/${name}`),
  message: `elements/${folder} sits below ${above.join(', ')}: move what it needs down, or the code up.`,
});

/** The server's folders, and the files at its root that assemble the service from them. */
const serverFolders = [
  'analytics',
  'auth',
  'dataset',
  'ops',
  'question',
  'reports',
  'reports-host',
  'sample-data',
  'security',
  'support',
  'web',
];
const serverAssembly = ['app.ts', 'cli.ts', 'index.ts', 'serve.ts', 'start.ts'];

/**
 * A server folder that imports only the folders allowed (and the shared files at the root: errors,
 * validation, configuration, app context). Its module.ts, which registers routes, is left out.
 */
const serverLayer = (folder, allowed) => ({
  target: `packages/server/src/${folder}/**/!(module).ts`,
  from: serverFolders
    .filter((name) => name !== folder && !allowed.includes(name))
    .map((name) => `packages/server/src/${name}`),
  message: `server/${folder} imports only ${allowed.length ? allowed.map((name) => `${name}/`).join(', ') : 'no other folder'} (and the shared files at the root): move what it needs down, or register it from a module.ts.`,
});
const serverFeatureBase = ['analytics', 'dataset', 'ops', 'security', 'web'];

const zones = [
  {
    target: 'packages/core',
    from: ['packages/elements', 'packages/server', 'packages/testing', 'packages/docs', 'portal'],
    message: 'core is the bottom package: it imports no other package of the workspace.',
  },
  {
    target: 'packages/elements/src',
    from: ['packages/server', 'portal'],
    message: 'The elements import core only (and the libraries they draw with).',
  },
  {
    target: 'packages/server/src',
    from: ['packages/elements', 'packages/docs', 'portal'],
    message: 'The server imports core only.',
  },
  {
    target: 'portal/src',
    from: ['packages/server'],
    message: 'The portal is built from the elements and core; it reaches the service over HTTP.',
  },
  coreFloor('model', ['model']),
  coreFloor('views', ['views', 'model']),
  elementsLayer('internal', ['ui', 'controls', 'widgets', 'pages', 'report-host', 'react']),
  elementsLayer('ui', ['controls', 'widgets', 'pages', 'report-host', 'react']),
  elementsLayer('controls', ['widgets', 'pages', 'report-host', 'react']),
  elementsLayer('widgets', ['pages', 'report-host', 'react']),
  elementsLayer('pages', ['report-host', 'react']),
  elementsLayer('report-host', ['react']),
  elementsLayer('react', ['ui', 'controls', 'widgets', 'pages', 'report-host']),
  {
    target: 'packages/elements/src/*/**',
    from: ['define-all.ts', 'elements.ts', 'index.ts', 'register.ts'].map(
      (name) => `packages/elements/src/${name}`,
    ),
    message: "The package's entry files are the top: a folder imports the define functions it needs itself.",
  },
  serverLayer('dataset', []),
  serverLayer('security', []),
  serverLayer('web', ['security']),
  serverLayer('auth', ['security', 'web']),
  serverLayer('ops', ['security']),
  serverLayer('support', ['ops', 'security']),
  serverLayer('analytics', ['dataset', 'ops', 'security']),
  serverLayer('question', serverFeatureBase),
  serverLayer('reports', serverFeatureBase),
  serverLayer('reports-host', serverFeatureBase),
  serverLayer('sample-data', serverFeatureBase),
  {
    target: 'packages/server/src/*/**',
    from: serverAssembly.map((name) => `packages/server/src/${name}`),
    message:
      'The files that assemble the service are the top: a folder registers its routes in its module.ts.',
  },
];

/** Shipped code imports no test code: neither the testing package nor a testing/ folder's helpers. */
const shipped = ['packages/core/src', 'packages/elements/src', 'packages/server/src', 'portal/src'];
const testCode = [
  {
    target: shipped,
    from: ['packages/testing'],
    message: 'Shipped code imports no test helpers (@tripsight/testing is for tests).',
  },
  {
    target: shipped,
    from: [`${import.meta.dirname}/{packages/*,portal}/src/**/testing/**`],
    message: "Shipped code imports no test helpers: a testing/ folder's files are for tests.",
  },
];
const restrictedPaths = (list) => ['error', { basePath: import.meta.dirname, zones: list }];

export const layers = [
  {
    files: code,
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules too when following imports (the default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['source', 'import', 'module', 'default'],
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...zones, ...testCode]),
      // Type-only imports are erased and cannot form a circle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Test helpers keep the layers of the package they sit in, and may import what they test.
    files: testHelpers,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(zones) },
  },
  {
    // Tests assemble the layers they check; the layer rules are for what ships and its helpers.
    files: tests,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: [`packages/core/${sources}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packages(
              uiLibraries,
              'core is framework-free: no React, DOM or UI library (those are the elements).',
            ),
            ...packages(
              workspace,
              'core is the bottom package: it imports no other package of the workspace.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Its sources, tests and benches import core per concept too.
    files: [`packages/server/${sources}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [coreRoot],
          patterns: packages(
            [...uiLibraries, '@tripsight/elements', '@tripsight/docs'],
            'The server imports core only; it does not render.',
          ),
        },
      ],
    },
  },
  {
    // Mails and PDFs carry charts: this one folder of the server draws them, with Observable Plot and
    // the elements' own specs from core; no other UI library.
    files: [`packages/server/src/charts/${sources}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [coreRoot],
          patterns: packages(
            [
              ...uiLibraries.filter((name) => name !== '@observablehq/*'),
              '@tripsight/elements',
              '@tripsight/docs',
            ],
            'The server draws charts with Plot only (in src/charts); it imports core and no other UI library.',
          ),
        },
      ],
    },
  },
  {
    // The portal imports core per concept, as the elements do (their rule is in eslint.config.js).
    files: [`portal/${sources}`],
    rules: { 'no-restricted-imports': ['error', { paths: [coreRoot] }] },
  },
  {
    // Its shipped code reaches the service over HTTP; only its end-to-end tests start one.
    files: [`portal/src/${sources}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [coreRoot],
          patterns: packages(['@tripsight/server'], 'The portal reaches the service over HTTP.'),
        },
      ],
    },
  },
];
