// Lingui (README "Translations"): `npm run extract` writes the texts of src/ and widgets/ into
// locales/<lang>/messages.po, the files translators edit (source text as msgid, Lingui's hash as
// the runtime id); `npm run compile` turns them into locales/<lang>/messages.ts (build output),
// failing on a missing translation (--strict).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/widgets'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'origin',
});
