// contract §8.6: the cart holds another kind of order (a plan, gift cards, or a device on
// instalments, which is bought alone); replacing it empties the cart first. Shown only after such an
// answer, so its own chunk, loaded then with its texts.
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/components/Button';
import { Popup } from '../../../src/components/Popup';
import { OVERLAY_CSS } from '../../../src/components/overlay-styles';
import { i18n, loadCatalog, type Catalog } from '../../../src/i18n';
import type { Lang } from '../../../src/domain/lang';

const POPUP_CATALOG: Catalog = {
  en: () => import('../../../locales/en/device-details-popup'),
  ar: () => import('../../../locales/ar/device-details-popup'),
};

/** The popup, once its texts are in. */
export const withTexts = () => loadCatalog(i18n.locale as Lang, [POPUP_CATALOG]).then(() => ReplacePopup);

export function ReplacePopup({ onCancel, onReplace }: { onCancel(): void; onReplace(): void }) {
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS}</style>
      <Popup
        title={t({ message: 'Replace what is in your cart?', comment: '000 §2.6 add a device to a cart holding another kind of order' })}
        onEscape={onCancel}
        actions={
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t({ message: 'Keep my cart', comment: '000 §2.6 replace popup: cancel' })}
            </Button>
            <Button onClick={onReplace}>
              {t({ message: 'Replace', comment: '000 §2.6 replace popup: empty the cart and add the device' })}
            </Button>
          </>
        }
      >
        <p>
          {t({
            message:
              'Your cart holds another kind of order. A device on instalments is bought on its own, and devices are not bought with a plan.',
            comment: '000 §2.6 replace popup: why',
          })}
        </p>
      </Popup>
    </>
  );
}
