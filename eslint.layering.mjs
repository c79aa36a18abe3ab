// The front end's layers (docs/decisions/142-one-way-to-call-the-bridge.md), enforced by the lint:
// widgets never import the HTTP client; src/api imports no UI, store or i18n (the client emits, the
// shell listens); presentational components never read the store. Kept apart from eslint.config.mjs
// so test/src/layering.test.ts lints planted imports with these very rules.

/** The bridge's transport: the client and the public GET beside it, and ky under both. */
const HTTP = [
  { regex: '(^|/)src/api/(client|public-get)$', message: 'Call the bridge through a function of src/api/<group>.ts.' },
  { regex: '^ky$', message: 'Call the bridge through a function of src/api/<group>.ts.' },
];

export const layering = [
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: HTTP }] },
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
