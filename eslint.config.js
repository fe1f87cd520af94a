// Lint for every workspace, with the import boundaries of the architecture:
// no remote imports another remote's source; the server imports no React. Product source
// types no user-facing text: it comes from the catalogue (shared-ui/README.md, Texts).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_FOLDERS } from './shared-ui/src/contracts/apps.ts';

/** The server's import rule (no React, no front-end app, shared-ui by its subpaths), plus a layer's own. */
function apiImports(...layerPatterns) {
  return [
    'error',
    {
      paths: [
        {
          name: 'shared-ui',
          message: 'The server imports shared-ui/texts, /validation or /contracts only.',
        },
      ],
      patterns: [
        {
          group: ['react', 'react-*', 'react/*', '@testing-library/*'],
          message: 'The server never imports React.',
        },
        {
          group: ['shell', 'mfe-*', '**/shell/**', '**/mfe-*/**'],
          message: 'The server never imports front-end apps.',
        },
        {
          group: ['shared-ui/src/*', '**/shared-ui/src/**', 'shared-ui/styles.css'],
          message: 'Use shared-ui subpath exports.',
        },
        ...layerPatterns,
      ],
    },
  ];
}

/** What a catalogue module may not import: it is pure data (the server or the build reads it under Node). */
const PURE_DATA = ['react', 'react-*', 'zustand', 'ky'];

/**
 * Forbids importing the other front-end apps' source, by package name or by relative path; the
 * app's own catalogue (src/texts) imports no React or browser code either.
 */
function boundaryFor(app) {
  const others = APP_FOLDERS.filter((name) => name !== app);
  const patterns = [
    {
      group: others.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
      message: 'An app never imports another app: use a federated module or a shared-ui contract.',
    },
    {
      group: ['shared-ui/src/*', '**/shared-ui/src/**'],
      message: 'Import shared-ui by its package name, not its source files.',
    },
    {
      group: ['@module-federation/*'],
      message: 'Only the shell talks to the federation runtime.',
      ...(app === 'shell' ? { group: ['@module-federation/enhanced/webpack'] } : {}),
    },
  ];
  return [
    {
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        // The entity contracts are TypeBox schemas: an app reads their types only (`Static<>`), as
        // a value import would bundle TypeBox's runtime into the app's scripts.
        '@typescript-eslint/no-restricted-imports': [
          'error',
          ...['shared-ui/contracts/entities', 'typebox'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Apps import the entity contracts as types only (import type, Static<typeof X>).',
          })),
        ],
      },
    },
    {
      files: [`${app}/src/texts/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...patterns,
              { group: PURE_DATA, message: 'A catalogue module is pure data: no React or browser code.' },
            ],
          },
        ],
      },
    },
  ];
}

/** Props and attributes whose string is read or heard by a user. */
const USER_FACING_PROPS =
  'aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|alt|title|placeholder|label|hint|message|' +
  'emptyText|errorText|noMoreText|loadingLabel|busyLabel|submitLabel|confirmLabel|cancelLabel|dismissLabel|heading|subtitle';
const CATALOGUE_MESSAGE =
  "User-facing text goes in the catalogue (shared-ui/texts for what more than one app shows, the app's own src/texts for its own; brand names too, as PRODUCT_NAME), so a translation changes the catalogue only.";

/** Where a value lands as it is: the expression itself, or a branch of `a ? b : c`, `a && b`, `a || b`. */
const shown = (where) =>
  [where, `${where} > :matches(ConditionalExpression, LogicalExpression)`].flatMap((value) => [
    `${value} > Literal[value=/[A-Za-z]/]`,
    `${value} > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
  ]);

/**
 * User-facing literals: JSX text with a letter; a string shown as a JSX child or given to a
 * user-facing attribute or prop; a string under a label, alt, title, placeholder or text key of an
 * object (link tables, image lists).
 */
const userFacingLiterals = [
  'error',
  ...[
    'JSXText[value=/[A-Za-z]/]',
    `JSXAttribute[name.name=/^(${USER_FACING_PROPS})$/] > Literal[value=/[A-Za-z]/]`,
    ...shown(`JSXAttribute[name.name=/^(${USER_FACING_PROPS})$/] > JSXExpressionContainer`),
    ...shown(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
    ...shown('Property[key.name=/^(label|alt|title|placeholder|text)$/]'),
  ].map((selector) => ({ selector, message: CATALOGUE_MESSAGE })),
];

/** An API path spelled outside its contract. */
const spelledApiPaths = ['Literal[value=/\\.php\\b/]', 'TemplateElement[value.raw=/\\.php\\b/]'].map(
  (selector) => ({
    selector,
    message:
      'An API path is spelled in its contract only (shared-ui/contracts/<domain>): call the endpoint with read, call or readOf (outside the apps: addressOf in scripts/lib/api-address.ts).',
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.rebuild-*/**',
      '**/.prerender/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Product source shows no text of its own: every text comes from the catalogue. Nor does it
    // spell an API path: each is in its endpoint's contract.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'shared-ui/src/texts/**',
      ...APP_FOLDERS.map((app) => `${app}/src/texts/**`),
      'shared-ui/src/contracts/endpoints/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/test-*.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': [...userFacingLiterals, ...spelledApiPaths] },
  },
  ...APP_FOLDERS.flatMap(boundaryFor),
  { files: ['api/**/*.ts'], rules: { 'no-restricted-imports': apiImports() } },
  {
    // Nor does the server: its routes, hooks and pages take each path from its contract.
    files: ['api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...spelledApiPaths] },
  },
  {
    // Nor do the end-to-end tests, the hardening tests and the bench: they reach the API through
    // the contracts too (addressOf, requestOf in scripts/lib/api-address.ts).
    files: ['e2e/**/*.ts', 'hardening/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...spelledApiPaths] },
  },
  {
    // Layers: persistence knows nothing of the HTTP contract or the routes.
    files: ['api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': apiImports({
        regex: '^(\\.\\./)+(schemas|routes|builders)/',
        message: 'db/ imports neither schemas/ nor routes/: entity shapes come from shared-ui/contracts.',
      }),
    },
  },
  {
    // Each route folder stands alone: what two folders share lives in builders/, auth/ or db/.
    files: ['api/src/routes/*/**/*.ts'],
    rules: {
      'no-restricted-imports': apiImports({
        regex: '^\\.\\./[^./][^/]*/',
        message: 'A route folder imports no other route folder; share through builders/, auth/ or db/.',
      }),
    },
  },
  {
    // The access rules take plain values (ids, roles, counts), never database rows.
    files: ['api/src/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': apiImports({
        regex: '^(\\.\\./)+db/',
        message: 'Pure rules take plain values: auth/ does not import db/.',
      }),
    },
  },
  {
    // Migrations describe the schema as it was, so they use Kysely<any> (never the app's types).
    files: ['api/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['shared-ui/src/{texts,validation,contracts}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...PURE_DATA, '../components/*', '../session/*', '../api/*'],
              message: 'Pure contracts: the server imports these, so no React or browser code.',
            },
          ],
        },
      ],
    },
  },
);
