import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

/**
 * Issue 22: the engine's declared doors. Outside src/engine, code imports the engine only through
 * `engine` (index.ts: the public contract), `engine/search` (search.ts: the in-place path, do/undo,
 * predictions, the walker, the PRNG) and its data modules (`engine/types`, `engine/board`, `engine/data`,
 * `engine/circuits`); any other engine module is an internal. tests/lint/engine-doors.test.ts checks it.
 */
export const ENGINE_INTERNAL = '(^|/)engine/(?!(search|types|board|data|circuits)$)';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine must stay pure: no randomness, no DOM, no UI imports.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded rng in GameState.' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'zustand', '*/ui/*', '*/store/*', '*/bots/*', '*/sim/*'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: ENGINE_INTERNAL,
              message:
                "An engine internal: import from 'engine' (the contract) or 'engine/search' (the search path).",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 14: no text for people written into a component; it comes from the catalogues (src/i18n).
    // JSX text only: attributes are checked by review and by the French browser tests.
    files: ['src/ui/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        // Symbols and numbers alone (✓, ✕, —, ·) are not words to translate.
        { mode: 'jsx-text-only', words: { exclude: [/^[^\p{L}]*$/u] } },
      ],
    },
  },
);
