// Renders a Screen the way the shell does (I18nProvider, root with lang and dir), in en or ar, with
// the catalogs `lingui compile` made of locales/<lang>/*.po. A message missing
// from the catalogs fails the test.
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../../src/i18n';
import { numberLocale } from '../../../src/domain/money';
import { messages as enStorefront } from '../../../locales/en/storefront';
import { messages as arStorefront } from '../../../locales/ar/storefront';
import { messages as enCheckout } from '../../../locales/en/checkout';
import { messages as arCheckout } from '../../../locales/ar/checkout';
import { messages as enPersonalInfo } from '../../../locales/en/personal-info';
import { messages as arPersonalInfo } from '../../../locales/ar/personal-info';

export function activate(lang: 'en' | 'ar'): void {
  // every catalog at once: a widget's own catalog (widget.json `catalog`) included
  const messages =
    lang === 'ar' ? { ...arStorefront, ...arCheckout, ...arPersonalInfo } : { ...enStorefront, ...enCheckout, ...enPersonalInfo };
  i18n.loadAndActivate({ locale: lang, locales: numberLocale(lang), messages });
}

const missing: string[] = [];
i18n.on('missing', ({ id }) => void missing.push(id));
afterEach(() => {
  const ids = missing.splice(0);
  expect(ids).toEqual([]);
});

export function renderScreen(ui: ReactElement, lang: 'en' | 'ar' = 'en'): RenderResult {
  activate(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <div className="root" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        {children}
      </div>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
