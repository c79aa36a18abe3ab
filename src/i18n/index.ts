// Lingui runtime: the page's language (contract §1 `lang`) is activated once with its compiled
// catalog, loaded as its own chunk; Arabic formats numbers with Latin digits (000 §9).
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { numberLocale } from '../domain/money';
import type { Lang } from '../domain/lang';

export const i18n = setupI18n();

let activation: Promise<void> | undefined;
let requested: Lang | undefined;

function loadCatalog(lang: Lang) {
  return lang === 'ar' ? import('whl-catalog/ar') : import('whl-catalog/en');
}

/** Loads and activates the catalog of `lang`; every widget of the page shares the same i18n. */
export function activateLanguage(lang: Lang): Promise<void> {
  if (requested !== lang || !activation) {
    requested = lang;
    activation = loadCatalog(lang).then(
      ({ messages }) => i18n.loadAndActivate({ locale: lang, locales: numberLocale(lang), messages }),
      (error: unknown) => {
        requested = undefined;
        throw error;
      },
    );
  }
  return activation;
}

export type Translate = (message: MessageDescriptor | string, values?: Record<string, unknown>) => string;

/** The translate function of the active language (re-renders when it changes). */
export function useT(): Translate {
  const { _ } = useLingui();
  return (message, values) => (typeof message === 'string' ? _(message, values) : _({ ...message, ...(values ? { values } : {}) }));
}
