// Lingui runtime: the page's language (contract §1 `lang`) is activated once, with its catalogs
// (`lingui compile` → locales/<lang>/<catalog>.ts, each a chunk of its own loaded on demand):
// `storefront` for every widget; the widgets whose widget.json says `checkout` pass `checkout`
// (src/checkout/catalog.ts) and their own catalog (widget.json `catalog`) to defineWidget, so
// catalogue pages never download the purchase flow's texts, nor its loaders.
// Texts are written with Lingui's macros (`useLingui` from @lingui/react/macro in components,
// `msg` for descriptors kept in maps); their ids are Lingui's hashes of the source text. Arabic
// formats numbers with Latin digits (000 §9).
import { i18n, type Messages } from '@lingui/core';
import { numberLocale } from '../domain/money';
import type { Lang } from '../domain/lang';

export { i18n };

type Load = () => Promise<{ messages: Messages }>;
/** A catalog: its loader per language (each import a chunk of its own, which names the catalog). */
export type Catalog = Readonly<Record<Lang, Load>>;

export const STOREFRONT: Catalog = { en: () => import('../../locales/en/storefront'), ar: () => import('../../locales/ar/storefront') };

/** Per loader (a catalog in a language): the load in flight or done; `loaded` once its messages are in. */
const loads = new Map<Load, Promise<void>>();
const loaded = new Set<Load>();

/** True when `lang` is active with these catalogs: a widget can render at once. */
export function isCatalogLoaded(lang: Lang, catalogs: readonly Catalog[]): boolean {
  return i18n.locale === lang && catalogs.every((catalog) => loaded.has(catalog[lang]));
}

/** Loads the catalogs of `lang` (each once for every widget of the page, merged) and activates `lang`. */
export async function loadCatalog(lang: Lang, catalogs: readonly Catalog[]): Promise<void> {
  await Promise.all(
    catalogs.map((catalog) => {
      const key = catalog[lang];
      let load = loads.get(key);
      if (!load) {
        load = key()
          .then(({ messages }) => {
            i18n.load(lang, messages); // merged with the catalogs already in
            loaded.add(key);
          })
          .catch((error: unknown) => {
            loads.delete(key); // a later widget tries again
            throw error;
          });
        loads.set(key, load);
      }
      return load;
    }),
  );
  if (i18n.locale !== lang) i18n.activate(lang, numberLocale(lang));
}
