// Lingui runtime: the page's language (contract §1 `lang`) is activated once; each widget adds the
// compiled catalog of its group (scripts/compile-locales.mjs), loaded as its own chunk, so a page
// downloads only the texts of the widgets on it. Arabic formats numbers with Latin digits (000 §9).
import { setupI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { numberLocale } from '../domain/money';
import type { Lang } from '../domain/lang';

export const i18n = setupI18n();

/** A widget group's catalog: `(lang) => lang === 'ar' ? import('whl-catalog/<group>/ar') : import('whl-catalog/<group>/en')`. */
export type CatalogLoader = (lang: Lang) => Promise<{ messages: Messages }>;

/** Per loader and language: the load in flight, or `true` once its messages are in. */
const catalogs = new Map<CatalogLoader, Partial<Record<Lang, Promise<void> | true>>>();

/** True when `loader`'s catalog for `lang` is in and `lang` is active: the widget can render at once. */
export function isCatalogLoaded(lang: Lang, loader: CatalogLoader): boolean {
  return i18n.locale === lang && catalogs.get(loader)?.[lang] === true;
}

/** Adds a group's catalog to the page's i18n (one for every widget) and activates `lang`. */
export async function loadCatalog(lang: Lang, loader: CatalogLoader): Promise<void> {
  const state = catalogs.get(loader) ?? {};
  catalogs.set(loader, state);
  if (state[lang] !== true) {
    state[lang] ??= loader(lang).then(
      ({ messages }) => {
        i18n.load(lang, messages);
        state[lang] = true;
      },
      (error: unknown) => {
        delete state[lang];
        throw error;
      },
    );
    await state[lang];
  }
  if (i18n.locale !== lang) i18n.activate(lang, numberLocale(lang));
}

export type Translate = (message: MessageDescriptor | string, values?: Record<string, unknown>) => string;

/**
 * The translate function of the active language (re-renders when it changes): Lingui's own `_`,
 * which takes an id with values or a descriptor (values in the descriptor, else the second argument).
 */
export function useT(): Translate {
  return useLingui()._ as Translate;
}
