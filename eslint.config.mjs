// `npm run lint` (part of `npm test`): typescript-eslint's type-checked recommendations and React's
// rules of hooks over all of the project's TypeScript, and the front end's layers
// (./eslint.layering.mjs); zero findings.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layering } from './eslint.layering.mjs';

export default tseslint.config(
  { ignores: ['node_modules/', 'php-bridge/', 'artefacts/', '.state/', 'dist/', 'locales/', 'coverage/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Store actions and talon callbacks are arrow functions kept in objects and passed around as
      // values; the interfaces write them as methods for reading, none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // act(async () => …) and fake handlers are async without awaiting: the promise is the point.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['test/browser/**/*.ts', 'test/contract/**/*.ts'],
    rules: {
      // The journeys read the bridge's JSON and axe's results as a browser gets them, and the
      // contract tests the requests WireMock saw, untyped; a wrong shape fails the assertion that reads it.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...layering,
);
