// One lint configuration for the workspace: TypeScript rules everywhere, the hooks rules on the
// React code of the elements and the portal, and the layers (layers.js) that imports may not cross.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layers } from './layers.js';

// The elements import core per concept (`@tripsight/core/savings`, …): the root entry re-exports
// every concept, which puts all of core in one chunk that every page downloads. A later block that
// restricts more imports replaces the rule's options, so it lists this path again.
const coreRootImport = {
  name: '@tripsight/core',
  message:
    "Import from the concept's entry (@tripsight/core/savings, /format, /views, …) so a page loads only the core it uses.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.browser-tests/**',
      '**/.data/**',
      'artifacts/**',
      '**/custom-elements.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/elements/**/*.{ts,tsx}', 'portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/elements/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [coreRootImport] }],
    },
  },
  {
    // Element definitions are loaded by every page (`register` imports them all): Shoelace (every
    // sl-* component, Lit) and each element's CSS must come with the lazy component modules
    // (withShoelaceTheme, the module's `styles` export), not with them.
    files: [
      'packages/elements/src/**/*.element.ts',
      'packages/elements/src/pages/composed-page/define-composed-page.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [coreRootImport],
          patterns: [
            {
              group: ['**/internal/shoelace.js', '@shoelace-style/*'],
              message:
                'Element definitions are on every page: load the Shoelace theme with the component (withShoelaceTheme from internal/define.js).',
            },
            {
              group: ['**/*.styles.js'],
              message:
                "Element definitions are on every page: an element's CSS comes with its component module (export `styles` there and return it from the loader).",
            },
          ],
        },
      ],
    },
  },
  ...layers,
  {
    // Tests may lean on non-null assertions over elements they just mounted.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
