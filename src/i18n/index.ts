// Lingui runtime: the page's language (contract §1 `lang`) is activated once, with its catalog
// (`lingui compile` → locales/<lang>/messages.ts, a chunk of its own loaded on demand). Texts are
// written with Lingui's macros (`useLingui` from @lingui/react/macro in components, `msg` for
// descriptors kept in maps); their ids are Lingui's hashes of the source text. Arabic formats
// numbers with Latin digits (000 §9).
import { i18n, type Messages } from '@lingui/core';
import { numberLocale } from '../domain/money';
import type { Lang } from '../domain/lang';

export { i18n };

const CATALOGS: Readonly<Record<Lang, () => Promise<{ messages: Messages }>>> = {
  en: () => import('../../locales/en/messages'),
  ar: () => import('../../locales/ar/messages'),
};

/** Per language: the load in flight or done; `loaded` once its messages are in. */
const loads: Partial<Record<Lang, Promise<void>>> = {};
const loaded = new Set<Lang>();

/** True when `lang` is active with its catalog: a widget can render at once. */
export function isCatalogLoaded(lang: Lang): boolean {
  return i18n.locale === lang && loaded.has(lang);
}

/** Loads the catalog of `lang` (once for every widget of the page) and activates `lang`. */
export async function loadCatalog(lang: Lang): Promise<void> {
  loads[lang] ??= CATALOGS[lang]()
    .then(({ messages }) => {
      i18n.load(lang, messages);
      loaded.add(lang);
    })
    .catch((error: unknown) => {
      delete loads[lang]; // a later widget tries again
      throw error;
    });
  await loads[lang];
  if (i18n.locale !== lang) i18n.activate(lang, numberLocale(lang));
}
