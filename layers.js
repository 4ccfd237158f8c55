// The layers of the workspace, enforced by lint (CONTRIBUTING.md "The layers"):
// - packages: core <- elements <- portal; the server imports core only; core imports no React, DOM
//   or UI library and no other package of the workspace;
// - core's folders: model/ at the bottom, views/ (the view contracts) on it, the concepts above;
// - the elements: internal < ui < controls, widgets < pages (tests may assemble anything);
// - no import circle.
// Package names are checked by name (no-restricted-imports); paths by where an import resolves
// (import-x/no-restricted-paths; the `source` condition resolves `@tripsight/core/bus` to core's
// sources). scripts/layers.test.mjs plants a violation of each rule and expects its error.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const sources = '**/*.{ts,tsx,js,mjs}';
const code = [`packages/${sources}`, `portal/${sources}`, `examples/${sources}`];
const tests = ['**/*.test.{ts,tsx}', '**/*.test.mjs', '**/testing/**', '**/e2e/**'];

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
  elementsLayer('internal', ['ui', 'controls', 'widgets', 'pages']),
  elementsLayer('ui', ['controls', 'widgets', 'pages']),
  elementsLayer('controls', ['widgets', 'pages']),
  elementsLayer('widgets', ['pages']),
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
      'import-x/no-restricted-paths': restrictedPaths(zones),
      // Type-only imports are erased and cannot form a circle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and benches assemble the layers they check; the layer rules are for what ships.
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
