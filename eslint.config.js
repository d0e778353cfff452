// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/featureBoundaries.js';
import pureModuleScope from './eslint-rules/pureModuleScope.js';

/** The repository's own rules (eslint-rules/). */
const paykitRules = { rules: { 'pure-module-scope': pureModuleScope, 'feature-boundaries': featureBoundaries } };

const reactPackages = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@tanstack/react-query',
  'radix-ui',
  'radix-ui/*',
  '@radix-ui/*',
  'react-hook-form',
  '@hookform/*',
];

/**
 * The layer arrows: core ← i18n ← hooks ← components; server and testing stand on core only.
 * @param {string[]} layers folders under src/ this layer must not reach
 * @param {boolean} forbidReact
 */
const layerRule = (layers, forbidReact, more = []) => [
  'error',
  {
    patterns: [
      ...more,
      ...layers.map((layer) => ({
        group: [`**/${layer}`, `**/${layer}/**`],
        message: `This layer must not import from src/${layer} (see the layer arrows in README).`,
      })),
      ...(forbidReact ? [{ group: reactPackages, message: 'This layer runs without React.' }] : []),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      '.storybook/public',
      'node_modules',
      'test-results',
      'playwright-report',
      '.reports',
      'proxy-example/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'error',
      'react/forbid-dom-props': ['error', { forbid: ['style'] }],
      'react/jsx-key': 'error',
      // A part is named once, by `part(slot, props)` (`data-slot` and its class): no third name beside them.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='data-part'], Property[key.value='data-part']",
          message: 'Name a part once with `part(slot, props)` from src/components/part.ts, not with a `data-part` attribute.',
        },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'server', 'testing', 'i18n', 'styles'], true) },
  },
  { files: ['src/i18n/**'], rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'server', 'testing'], true) } },
  { files: ['src/hooks/**'], rules: { 'no-restricted-imports': layerRule(['components', 'server', 'testing'], false) } },
  { files: ['src/components/**'], rules: { 'no-restricted-imports': layerRule(['server', 'testing'], false) } },
  {
    files: ['src/components/primitives/**'],
    ignores: ['src/components/**/*.test.{ts,tsx}', 'src/components/**/test-support/**'],
    rules: {
      'no-restricted-imports': layerRule(['server', 'testing'], false, [
        { regex: String.raw`^\.\./\.\./[A-Z]`, caseSensitive: true, message: 'A primitive builds on primitives only, never on a feature.' },
      ]),
    },
  },
  {
    files: ['src/components/shared/**'],
    ignores: ['src/components/**/*.test.{ts,tsx}', 'src/components/**/test-support/**'],
    rules: {
      'no-restricted-imports': layerRule(['server', 'testing'], false, [
        {
          regex: String.raw`^\.\./\.\./[A-Z]`,
          caseSensitive: true,
          message: 'A shared part builds on primitives and shared parts only, never on a feature.',
        },
      ]),
    },
  },
  // Features (src/components/<Capitalised>) reach each other only through the other's index.ts.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    plugins: { paykit: paykitRules },
    rules: { 'paykit/feature-boundaries': 'error' },
  },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'testing', 'i18n', 'styles'], true) } },
  { files: ['src/testing/**'], rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'server', 'i18n', 'styles'], true) } },
  // Conformance tests read JSON bodies the way an HTTP client does: untyped.
  { files: ['src/testing/conformance/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Server tests may stand the fake platform up as their upstream.
  {
    files: ['src/server/**/*.test.ts', 'src/server/**/test-support/**'],
    rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'i18n', 'styles'], true) },
  },
  // The MSW handlers may put the real proxy in front of the fake, as a merchant's app has it.
  {
    files: ['src/testing/msw/**', 'src/testing/kit/**'],
    rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'i18n', 'styles'], true) },
  },
  // Core tests may prove a body against the fake platform (never the shipped core).
  {
    files: ['src/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': layerRule(['hooks', 'components', 'server', 'i18n', 'styles'], true) },
  },
  // Component and hook tests run against the real proxy over the fake platform.
  {
    files: ['src/hooks/**/*.test.tsx', 'src/hooks/**/test-support/**'],
    rules: { 'no-restricted-imports': layerRule(['components', 'server'], false) },
  },
  {
    files: ['src/components/**/*.test.tsx', 'src/components/**/test-support/**'],
    rules: { 'no-restricted-imports': layerRule(['server'], false) },
  },
  // What a merchant's bundle may drop: module-level work in the browser layers is pure or annotated.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/core/**/*.ts', 'src/i18n/**/*.ts', 'src/index.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test-support/**'],
    plugins: { paykit: paykitRules },
    rules: {
      'paykit/pure-module-scope': [
        'error',
        {
          pureCallees: [
            {
              name: 'forwardRefAsProp',
              reason:
                'declared /* @__NO_SIDE_EFFECTS__ */ (Rollup and Rolldown honour it in every file); a file holds one part or parts used together, so esbuild keeping the call costs nothing',
            },
          ],
        },
      ],
    },
  },
  // The testing layer has no React, so a `use…` name there is not a hook.
  { files: ['src/testing/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The demo, the stories and the end-to-end tests use the kit as a merchant does: by its package names.
  {
    files: ['proxy-example/**', 'stories/**', 'e2e/**', '.storybook/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src(/|$)',
              message:
                "Import the package by name instead (tsconfig.json's `paths` send it to the source): 'paykit', 'paykit/components', " +
                "'paykit/components/fr', 'paykit/forms', 'paykit/legacy', 'paykit/schemas', 'paykit/styles.css', 'paykit/server', 'paykit/testing', " +
                "'paykit/testing/node', 'paykit/testing/msw'; the repository's own test helpers through package.json's '#test-support/…' imports.",
            },
          ],
        },
      ],
    },
  },
);
