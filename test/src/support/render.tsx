// Renders a Screen the way the shell does (I18nProvider, root with lang and dir), in en or ar.
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../../src/i18n';
import { numberLocale } from '../../../src/domain/money';
import { messages as en } from 'whl-catalog/en';
import { messages as ar } from 'whl-catalog/ar';

export function activate(lang: 'en' | 'ar'): void {
  i18n.loadAndActivate({ locale: lang, locales: numberLocale(lang), messages: lang === 'ar' ? ar : en });
}

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
