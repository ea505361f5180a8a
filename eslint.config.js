// Lint holds the architecture: the import direction between src/ folders, and a pure, headless core.
// geometry → los → engine → rules/<id> → scenario → store → board | ui → app | cli
// cli (the headless command, src/cli) stands beside app: it may import the core (geometry … scenario),
// not store/board/ui/app, nothing imports it, and it never loads React, Pixi, Zustand or i18n.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const layers = ['geometry', 'los', 'engine', 'rules', 'scenario', 'store', 'board', 'ui', 'app', 'cli'];
const CORE = ['geometry', 'los', 'engine', 'rules', 'scenario'];

/** Folders a layer must not import: everything to its right (board and ui are siblings, so are app and cli). */
function forbiddenFor(layer) {
  if (layer === 'cli') return ['store', 'board', 'ui', 'app'];
  const i = layers.indexOf(layer);
  const right = layers.slice(i + 1);
  if (layer === 'board') return right.filter((l) => l !== 'ui').concat(['ui', 'rules', 'los']);
  if (layer === 'ui') return right.filter((l) => l !== 'board').concat(['board', 'rules', 'los']).filter((l) => l !== 'ui');
  return right;
}

const coreBannedPackages = ['react', 'react-dom', 'react-dom/*', 'pixi.js', '@pixi/*', 'zustand', 'zustand/*', 'i18next', 'react-i18next'];

function importRule(layer) {
  const banned = [...new Set(forbiddenFor(layer))];
  const patterns = [];
  if (banned.length > 0) {
    patterns.push({
      regex: `^\\.\\.?/(?:\\.\\./)*(?:${banned.join('|')})(?:/|$)`,
      message: layer === 'cli'
        ? 'src/cli may import only the core (geometry → los → engine → rules → scenario), never store, board, ui or app.'
        : `src/${layer} may import only from folders to its left: geometry → los → engine → rules → scenario → store → board | ui → app (and never cli).`,
    });
  }
  if (layer === 'cli') {
    patterns.push({ group: coreBannedPackages, message: 'The headless command runs in Node: no React, Pixi, Zustand or i18n.' });
  } else if (CORE.includes(layer)) {
    patterns.push({ group: coreBannedPackages, message: 'The core is pure TypeScript: no React, Pixi, Zustand or i18n.' });
  }
  return ['error', { patterns }];
}

const coreGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval',
  'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'fetch']
  .map((name) => ({ name, message: 'The core is headless and deterministic: no DOM, timers or clocks.' }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'] },
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
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No import cycles anywhere in src/, across folders or inside one: a module never imports one that imports it back.
    // Note: import-x/no-cycle always skips type-only edges (`import type`, all-`type` specifiers); it has no option to count them.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...layers.map((layer) => ({
    files: [`src/${layer}/**/*.ts`, `src/${layer}/**/*.tsx`],
    rules: { 'no-restricted-imports': importRule(layer) },
  })),
  {
    files: CORE.map((l) => `src/${l}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...coreGlobals],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in the game state.' },
        { object: 'Date', property: 'now', message: 'The core has no clock: time is passed in.' }],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date']", message: 'The core has no clock: time is passed in.' }],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage']
        .map((name) => ({ name, message: 'The headless command runs in Node: no DOM.' }))],
    },
  },
);
