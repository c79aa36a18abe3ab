// 000 §4.4 abandoned_cart_popup: the page's restore link could not restore its cart (expired or
// already used). Shown only when a cart hash was given and refused, so its own chunk, loaded then.
import { useLingui } from '@lingui/react/macro';
import { LinkButton } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import OVERLAY_CSS from '../../src/components/overlay-styles.css';
import { i18n, loadCatalog, type Catalog } from '../../src/i18n';
import type { Lang } from '../../src/domain/lang';

/** The popup's texts (lingui.config.js `cart-restore`), loaded with it: no other page shows them. */
export const RESTORE_CATALOG: Catalog = {
  en: () => import('../../locales/en/cart-restore'),
  ar: () => import('../../locales/ar/cart-restore'),
};

/** The popup, once its texts are in. */
export const withTexts = () => loadCatalog(i18n.locale as Lang, [RESTORE_CATALOG]).then(() => RestorePopup);

export interface RestorePopupProps {
  homeHref: string;
  onClose: () => void;
}

export function RestorePopup({ homeHref, onClose }: RestorePopupProps) {
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      <Popup
        title={t({ message: 'Your cart could not be restored', comment: '000 §4.4 abandoned_cart_popup title' })}
        onEscape={onClose}
        actions={
          <LinkButton href={homeHref}>{t({ message: 'Go to the homepage', comment: '000 §4.4 abandoned_cart_popup button' })}</LinkButton>
        }
      >
        <p>
          {t({
            message: 'The link to your cart has expired or was already used.',
            comment: '000 §4.4 abandoned_cart_popup text',
          })}
        </p>
      </Popup>
    </>
  );
}
