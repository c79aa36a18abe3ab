// Renders a Screen the way the shell does (I18nProvider, root with lang and dir), in en or ar, with
// the catalog `lingui compile` made of locales/<lang>/messages.po. A message missing from the
// catalog fails the test.
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../../src/i18n';
import { numberLocale } from '../../../src/domain/money';
import { messages as en } from '../../../locales/en/messages';
import { messages as ar } from '../../../locales/ar/messages';

export function activate(lang: 'en' | 'ar'): void {
  i18n.loadAndActivate({ locale: lang, locales: numberLocale(lang), messages: lang === 'ar' ? ar : en });
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
