// Compiled Lingui catalogs (scripts/compile-locales.mjs): whl-catalog/<group>/<lang> is the
// catalog of a widget group (.build/locales/catalog-<group>-<lang>.js); tests also read the
// whole catalog of a language, whl-catalog/<lang>.
declare module 'whl-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
