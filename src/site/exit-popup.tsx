// 000 §2.1 cart exit popup: a header, menu or footer link would leave checkout. 'Stay' closes it
// (focus back on the link); 'Quit purchase' goes to the link's destination after 3 s (000 §9
// quit-purchase redirect), counting aloud. A chunk of the site entry, loaded on that click with
// React and its catalog (locales/<lang>/site); rendered once per page in a shadow root of its own.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { i18n, loadCatalog } from '../i18n';
import { Button } from '../components/Button';
import { Popup } from '../components/Popup';
import BASE_CSS from '../components/styles.css';
import OVERLAY_CSS from '../components/overlay-styles.css';
import type { Lang } from '../domain/lang';
import { SITE } from './catalog';
import { direction } from '../domain/lang';

/** 000 §9 quit-purchase redirect: 3000 ms, counted in seconds. */
export const QUIT_SECONDS = 3;

export interface ExitPopupProps {
  onStay: () => void;
  onQuit: () => void;
}

export function ExitPopup({ onStay, onQuit }: ExitPopupProps) {
  const { t } = useLingui();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) return onQuit();
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onQuit]);
  return (
    <Popup
      title={t({ message: 'Leave your purchase?', comment: '000 §2.1 cart exit popup title: a link would leave checkout' })}
      onEscape={onStay}
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            {t({ message: 'Stay', comment: '000 §2.1 cart exit popup: closes it, the shopper stays in checkout' })}
          </Button>
          <Button onClick={() => setLeft((current) => current ?? QUIT_SECONDS)}>
            {t({ message: 'Quit purchase', comment: "000 §2.1 cart exit popup 'quit purchase': goes to the link after 3 s" })}
          </Button>
        </>
      }
    >
      <p>
        {t({
          message: 'Your purchase is not finished. If you leave now, you may lose the number reserved for you.',
          comment: '000 §2.1 cart exit popup text (the spec shows none; the reserved number is 000 §4.3)',
        })}
      </p>
      <p role="status">
        {left === null
          ? ''
          : t({
              message: plural(left, { one: 'Leaving in # second…', other: 'Leaving in # seconds…' }),
              comment: "000 §2.1, §9 cart exit popup after 'quit purchase': the seconds before the redirect",
            })}
      </p>
    </Popup>
  );
}

let open = false;

/** Shows the popup for the control `opener` (one at a time): `go` when the shopper quits, the focus back on `opener` when they stay. */
export async function showExitPopup(opener: HTMLElement, lang: Lang, go: () => void): Promise<void> {
  if (open) return;
  open = true;
  const host = document.createElement('div');
  host.setAttribute('data-whl-exit-popup', '');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  const close = () => {
    root.unmount();
    host.remove();
    open = false;
    opener.focus();
  };
  try {
    await loadCatalog(lang, [SITE]);
  } catch {
    root.unmount();
    host.remove();
    open = false;
    return go(); // no texts: the shopper goes where they asked
  }
  root.render(
    <I18nProvider i18n={i18n}>
      <style>{BASE_CSS + OVERLAY_CSS}</style>
      <div className="root" part="root" lang={lang} dir={direction(lang)}>
        <ExitPopup onStay={close} onQuit={go} />
      </div>
    </I18nProvider>,
  );
}
