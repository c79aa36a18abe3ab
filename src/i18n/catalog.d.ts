// Compiled Lingui catalogs (scripts/compile-locales.mjs → .build/locales/catalog-<lang>.js).
declare module 'whl-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
