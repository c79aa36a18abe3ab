// contract §8.6–8.7: the cart holds another kind of order (a plan with its number, devices, a device
// on instalments, which is bought alone, or gift cards); replacing it empties the cart first. Shown
// only after such an answer, so its own chunk, loaded then with its texts (lingui.config `shop-popup`).
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import OVERLAY_CSS from '../../components/overlay-styles.css';
import { i18n, loadCatalog, type Catalog } from '../../i18n';
import type { Lang } from '../../domain/lang';

const POPUP_CATALOG: Catalog = {
  en: () => import('../../../locales/en/shop-popup'),
  ar: () => import('../../../locales/ar/shop-popup'),
};

/** The popup, once its texts are in. */
export const withTexts = () => loadCatalog(i18n.locale as Lang, [POPUP_CATALOG]).then(() => ReplacePopup);

export interface ReplacePopupProps {
  onCancel(): void;
  onReplace(): void;
  /** the add-to-cart button, in the page outside the widget's shadow root */
  returnFocus(): HTMLElement;
}

export function ReplacePopup({ onCancel, onReplace, returnFocus }: ReplacePopupProps) {
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      <Popup
        title={t({
          message: 'Replace what is in your cart?',
          comment: '000 §2.2, §2.6 add a device or a gift card to a cart holding another kind of order',
        })}
        onEscape={onCancel}
        returnFocus={returnFocus}
        actions={
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t({ message: 'Keep my cart', comment: '000 §2.6 replace popup: cancel' })}
            </Button>
            <Button onClick={onReplace}>
              {t({ message: 'Replace', comment: '000 §2.2, §2.6 replace popup: empty the cart and add the item' })}
            </Button>
          </>
        }
      >
        <p>
          {t({
            message:
              'Your cart holds another kind of order. A plan, devices, a device on instalments and gift cards are each bought in an order of their own.',
            comment: '000 §2.2, §2.6 replace popup: why',
          })}
        </p>
      </Popup>
    </>
  );
}
