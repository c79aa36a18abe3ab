// The front end's layers (docs/decisions/142-one-way-to-call-the-bridge.md), enforced by the lint:
// widgets never import the HTTP client; a widget's components render what its talon gives (the
// talon, use-<name>.ts beside them, reads the store and calls src/api); src/api imports no UI, store
// or i18n (the client emits, the shell listens); presentational components never read the store.
// Kept apart from eslint.config.mjs so test/src/layering.test.ts lints planted imports with these
// very rules.
import tseslint from 'typescript-eslint';

/** The bridge's transport: the client and the public GET beside it, and ky under both. */
const HTTP = [
  { regex: '(^|/)src/api/(client|public-get)$', message: 'Call the bridge through a function of src/api/<group>.ts.' },
  { regex: '^ky$', message: 'Call the bridge through a function of src/api/<group>.ts.' },
];

/** What a widget's component leaves to its talon: its types are welcome (`import type`). */
const TALON = 'A widget component renders what its talon gives: read the store and call src/api in use-<name>.ts beside it.';

export const layering = [
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: HTTP }] },
  },
  {
    files: ['widgets/**/*.tsx'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src/(store|api)(/|$)', message: TALON, allowTypeImports: true }] },
      ],
      // the import rules do not look at import(): a part loaded on need is the talon's too
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/\\bsrc.(store|api)\\b/]', message: TALON }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(store|session-expiry|components|shell|hooks|checkout|login|site|shop|i18n)(/|$)',
              message: 'src/api knows no UI, store or texts: answer a Result, emit an event (src/api/session-expiry.ts).',
            },
            { regex: '^(react|react-dom|preact|zustand|@lingui/.*)(/|$)', message: 'src/api knows no UI, store or texts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./store(/|$)', message: 'Components render what they are given: the talon reads the store.' },
            ...HTTP.map((pattern) => ({ ...pattern, regex: pattern.regex.replace('(^|/)src/api/', '^\\.\\./api/') })),
          ],
        },
      ],
    },
  },
];
