// Renders a Screen the way the shell does (I18nProvider, root with lang and dir), in en or ar:
// with the whole catalog, or with only the catalogs of the named widget groups, as a page loads
// them (scripts/compile-locales.mjs). A message id missing from the loaded catalogs fails the test.
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../../src/i18n';
import { numberLocale } from '../../../src/domain/money';
import { messages as en } from 'whl-catalog/en';
import { messages as ar } from 'whl-catalog/ar';

export type CatalogGroup = 'header' | 'plan-cards' | 'number-picker' | 'cart';

// the built group catalogs use short ids (scripts/compile-locales.mjs); the sources here use the full ones
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GROUPS = require('../../../.build/locales/groups.json') as Record<string, { ids: string[]; completes?: string }>;

/** A group's texts, with those of the lazy groups that complete it (a rendered Screen may open its popups). */
function groupMessages(group: CatalogGroup, lang: 'en' | 'ar'): Messages {
  const all = lang === 'ar' ? ar : en;
  const ids = Object.entries(GROUPS).flatMap(([name, { ids, completes }]) => (name === group || completes === group ? ids : []));
  return Object.fromEntries(ids.map((id) => [id, all[id]!]));
}

export function activate(lang: 'en' | 'ar', groups?: readonly CatalogGroup[]): void {
  const messages = groups ? Object.assign({}, ...groups.map((group) => groupMessages(group, lang))) : lang === 'ar' ? ar : en;
  i18n.loadAndActivate({ locale: lang, locales: numberLocale(lang), messages });
}

const missing: string[] = [];
i18n.on('missing', ({ id }) => void missing.push(id));
afterEach(() => {
  const ids = missing.splice(0);
  expect(ids).toEqual([]);
});

export function renderScreen(ui: ReactElement, lang: 'en' | 'ar' = 'en', groups?: readonly CatalogGroup[]): RenderResult {
  activate(lang, groups);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <div className="root" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        {children}
      </div>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
