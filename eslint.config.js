// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Named exports only (kept in every block that sets `no-restricted-syntax`). */
const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration',
  message: 'Use named exports, not export *.',
};

/** Pure code takes its clock, timers, randomness and network as parameters. */
const IMPURE_GLOBALS = [
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'fetch',
  'WebSocket',
  'XMLHttpRequest',
].map((name) => ({ name, message: 'Pure code gets timers and the network injected.' }));
const IMPURE_CALLS = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Pure code gets the clock injected.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Pure code gets the clock injected.',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'Pure code gets its random source injected.',
  },
];

/**
 * Texts people read go through the message catalogue (`useT()`, src/i18n): no letters in JSX
 * text, and no literal string in the attributes that name or explain something.
 */
const NO_LITERAL_TEXT = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: "A text people read comes from the message catalogue: {t('area.key')}.",
  },
  ...[
    'JSXExpressionContainer > Literal',
    'JSXExpressionContainer > ConditionalExpression > Literal',
    'JSXExpressionContainer > LogicalExpression > Literal',
    'JSXExpressionContainer > TemplateLiteral > TemplateElement',
  ].map((path) => ({
    selector: `:matches(JSXElement, JSXFragment) > ${path}[${path.endsWith('TemplateElement') ? 'value.raw' : 'value'}=/[A-Za-z]{2,}/]`,
    message: "A text people read comes from the message catalogue: {t('area.key')}.",
  })),
  ...['title', 'aria-label', 'placeholder', 'alt', 'label'].flatMap((name) => [
    {
      selector: `JSXAttribute[name.name='${name}'] > Literal[value=/[A-Za-z]{2,}/]`,
      message: `The ${name} people read comes from the message catalogue.`,
    },
    {
      selector: `JSXAttribute[name.name='${name}'] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
      message: `The ${name} people read comes from the message catalogue.`,
    },
    {
      selector: `JSXAttribute[name.name='${name}'] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
      message: `The ${name} people read comes from the message catalogue.`,
    },
    {
      selector: `JSXAttribute[name.name='${name}'] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > :matches(Literal[value=/[A-Za-z]{2,}/], TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/])`,
      message: `The ${name} people read comes from the message catalogue.`,
    },
  ]),
];

/**
 * The folders whose texts are in the catalogue; the literal-text rule holds there. A folder
 * joins this list once its texts moved.
 */
const TRANSLATED_UI = ['src/components/**/*.tsx', 'src/pages/**/*.tsx'];

const ZUSTAND = { group: ['zustand', 'zustand/*'], message: 'zustand lives in src/stores only.' };
const SWR = { group: ['swr', 'swr/*'], message: 'SWR lives in src/api only (its hooks).' };

/**
 * One row of ARCHITECTURE.md's may-import table: `files` may not import `forbidden` (gitignore
 * patterns over the import's text). `no-restricted-imports` of the last matching block wins, so
 * each block repeats the library rules (`also`) that hold for its files.
 */
function layer(files, message, forbidden, also = []) {
  return {
    files,
    // Tests of a folder may reach further (fixtures, the domain's samples).
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }, ...also] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'data/**',
      'node_modules/**',
      'snapshots/**',
      '.tmp/**',
      'coverage/**',
    ],
  },
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
      'no-restricted-globals': ['error', 'document', 'window', 'navigator', ...IMPURE_GLOBALS],
      'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...IMPURE_CALLS],
    },
  },
  {
    // Domain rules are shared by server and browser: they import only each other (and TypeBox
    // for the wire shapes), and are pure.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|typebox$)',
              message: 'src/domain imports nothing outside itself (TypeBox excepted).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'navigator', ...IMPURE_GLOBALS],
      'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...IMPURE_CALLS],
    },
  },
  {
    // The wire contract is a folder of src/domain: it may reach the rest of src/domain too.
    files: ['src/domain/contract/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./[a-z-]+$|typebox$)',
              message: 'src/domain imports nothing outside itself (TypeBox excepted).',
            },
          ],
        },
      ],
    },
  },
  {
    // Third-party state is wrapped once: zustand in src/stores, SWR in src/api.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/domain/**', 'src/stores/**', 'src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zustand', 'zustand/*'], message: 'zustand lives in src/stores only.' },
            { group: ['swr', 'swr/*'], message: 'SWR lives in src/api only (its hooks).' },
          ],
        },
      ],
    },
  },
  layer(
    ['src/api/**/*.ts', 'src/api/**/*.tsx'],
    'src/api imports src/domain, src/stores and src/i18n only.',
    [
      '**/pages/**',
      '**/components/**',
      '**/hooks/**',
      '**/board/**',
      '**/events',
      '**/renderer/**',
      '**/themes/**',
    ],
    [ZUSTAND],
  ),
  layer(
    ['src/i18n/**/*.ts', 'src/i18n/**/*.tsx'],
    'src/i18n imports src/stores and src/domain only.',
    [
      '**/api',
      '**/api/**',
      '**/pages/**',
      '**/components/**',
      '**/hooks/**',
      '**/board/**',
      '**/events',
      '**/renderer/**',
      '**/themes/**',
    ],
    [ZUSTAND, SWR],
  ),
  layer(
    ['src/hooks/**/*.ts', 'src/hooks/**/*.tsx'],
    'src/hooks imports src/api, src/stores, src/domain and src/events.ts only.',
    [
      '**/pages/**',
      '**/components/**',
      '**/board/**',
      '**/i18n',
      '**/i18n/**',
      '**/renderer/**',
      '**/themes/**',
    ],
    [ZUSTAND, SWR],
  ),
  layer(
    ['renderer/scene/**/*.ts'],
    'renderer/scene imports renderer/layout, themes, src/domain and assets only.',
    ['**/src/*', '!**/src/domain', '**/server/**', 'react', 'react-dom', '@pixi/react'],
    [ZUSTAND, SWR],
  ),
  layer(
    ['themes/**/*.ts'],
    'themes import assets only.',
    ['**/src/**', '**/renderer/**', '**/server/**', 'pixi.js', '@pixi/*', 'react', 'react-dom'],
    [ZUSTAND, SWR],
  ),
  layer(
    [
      'src/pages/**/*.ts',
      'src/pages/**/*.tsx',
      'src/components/**/*.ts',
      'src/components/**/*.tsx',
    ],
    'Pages and components take from the board only its addresses (board-route, image-url) and from the renderer only the pure layout engine.',
    [
      '**/board/*',
      '!**/board/board-route',
      '!**/board/image-url',
      '**/renderer/scene',
      '**/renderer/scene/**',
      'pixi.js',
      '@pixi/*',
    ],
    [ZUSTAND, SWR],
  ),
  layer(
    ['src/board/**/*.ts', 'src/board/**/*.tsx'],
    'A board imports src/api/push, src/domain, renderer, themes and assets only; its words are its own (board-words.ts), never the back office catalogue.',
    [
      '**/i18n',
      '**/i18n/**',
      '**/pages/**',
      '**/components/**',
      '**/hooks/**',
      '**/stores/**',
      '**/api/*',
      '!**/api/push',
      '**/events',
    ],
    [ZUSTAND, SWR],
  ),
  {
    // Stores hold state; they never call the API (they may name its types).
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/*'],
              message: 'src/stores never imports src/api.',
              allowTypeImports: true,
            },
            {
              // The catalogue reads the locale store: the stores take languages from src/domain.
              group: [
                '**/i18n',
                '**/i18n/**',
                '**/pages/**',
                '**/components/**',
                '**/hooks/**',
                '**/board/**',
              ],
              message: 'src/stores imports src/domain (and the types of src/api) only.',
            },
            { group: ['swr', 'swr/*'], message: 'SWR lives in src/api only (its hooks).' },
          ],
        },
      ],
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
  {
    // Routes are thin: schema → auth → service → reply. Queries live in services.
    files: ['server/routes/**/*.ts'],
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
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Routes do not query: reads and writes go through server/services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED_UI,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...NO_LITERAL_TEXT],
    },
  },
);
