// One lint configuration for the whole repository (ESLint flat config).
// Type-aware rules (floating promises, misused promises, awaited non-promises) read each
// workspace's own tsconfig through typescript-eslint's project service; style is Prettier's
// business, so eslint-config-prettier switches off every rule that would fight it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typeAware = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/require-await': 'off',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'web/src/graphql/__generated__/**',
      'api/test/fixtures/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Sanitisers and guards match control characters on purpose (input-guard, extract-text, spool).
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.cjs', 'e2e/**/*.js', 'scripts/**/*.mjs', 'api/explorer/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code that runs in a page: the original client, and functions handed to page.evaluate.
    files: ['e2e/original-client/**/*.js', 'scripts/bench/**/*.mjs', 'e2e/**/*.ts', 'api/explorer/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers of any shape.
    files: ['api/test/**/*.ts', 'e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The server writes through its logger; only the command-line scripts print.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/scripts/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts', 'web/src/**/*.{ts,tsx}', 'web/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: typeAware,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The hook rules proper; the React Compiler's rules (refs, set-state-in-effect, ...) are for
    // code the compiler rewrites, and this app does not use the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
