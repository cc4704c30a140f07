// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'snapshots/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Use named exports, not export *.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The layout engine is pure: no pixi, React, DOM, back office or server.
    files: ['renderer/layout/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['pixi.js', '@pixi/*', 'react', 'react-dom', 'react-*'],
              message: 'renderer/layout stays pure.',
            },
            {
              group: ['**/server/**', '**/src/pages/**', '**/src/api/**', '**/src/stores/**'],
              message: 'renderer/layout stays pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'navigator'],
    },
  },
  {
    // The server never reaches into the browser app, except the shared domain rules.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '!**/src/domain'],
              message: 'The server imports only src/domain from the browser tree.',
            },
            {
              group: ['**/renderer/**', 'react', 'react-dom', 'pixi.js'],
              message: 'The server does not import the renderer or UI libraries.',
            },
          ],
        },
      ],
    },
  },
);
