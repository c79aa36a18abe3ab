// Renders a Screen the way the shell does (I18nProvider, root with lang and dir), in en or ar, with
// the catalogs `lingui compile` made of locales/<lang>/*.po. A message missing
// from the catalogs fails the test.
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../../src/i18n';
import { numberLocale } from '../../../src/domain/money';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';

/** Every compiled catalog of a language (storefront, checkout, the widgets' own and their parts'), merged. */
function allMessages(lang: 'en' | 'ar'): Messages {
  const dir = join(__dirname, '..', '..', '..', 'locales', lang);
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled catalogs are found by listing, not named
  const catalogs = files.map((file) => (require(join(dir, file)) as { messages: Messages }).messages);
  return Object.assign({}, ...catalogs) as Messages;
}

export function activate(lang: 'en' | 'ar'): void {
  const messages = allMessages(lang);
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

/**
 * A widget that enhances what the page printed inside its element (src/shop/light-dom.tsx): the element
 * `tag` holds `html` (its light DOM) and the Screen renders into its open shadow root, as the shell does.
 */
export function renderInElement(
  tag: string,
  html: string,
  ui: ReactElement,
  lang: 'en' | 'ar' = 'en',
): { host: HTMLElement; shadow: HTMLElement } {
  const host = document.createElement(tag);
  host.innerHTML = html;
  document.body.append(host);
  const shadow = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(shadow);
  activate(lang);
  render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>, { container: shadow });
  return { host, shadow };
}
