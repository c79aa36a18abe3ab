// 000 §2.6 a device's page. The bridge prints it inside this element (contract §8.3): its variant
// radio shows the variant's picture, price and instalments by CSS. The widget adds the chosen
// variant to the cart (contract §8.6) once per click, then opens the cart; a cart holding another
// kind of order asks first (the replace popup, loaded on need), and a variant sold out since the
// page was printed, or a failed call, is said without leaving the page.
import { useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePage } from '../../src/hooks/use-page';
import { routeUrl } from '../../src/domain/routes';
import { BridgeError, bridgeErrorCode } from '../../src/api/client';
import { failure } from '../../src/i18n/messages';
import { useLazy } from '../../src/components/use-lazy';
import { LightDom } from '../../src/shop/light-dom';
import { addDeviceToCart, choiceOf, type DeviceChoice } from './add-to-cart';

const loadPopup = () => import('./popup/ReplacePopup').then((part) => part.withTexts());

/** contract §8.6: the variant sold out since the page was printed. */
const SOLD_OUT = msg({
  message: 'This choice has just sold out. Please choose another colour or storage.',
  comment: '000 §2.6 add to cart: out_of_stock',
});

export function DeviceDetailsScreen() {
  const { env, links } = usePage();
  const { t } = useLingui();
  const [error, setError] = useState<typeof failure | null>(null);
  const [pending, setPending] = useState<{ choice: DeviceChoice; button: HTMLButtonElement } | null>(null);
  const ReplacePopup = useLazy(pending !== null, loadPopup);
  const sending = useRef(false);

  const add = (choice: DeviceChoice, button: HTMLButtonElement, clearCart: boolean) => {
    if (sending.current) return; // a double click sends once
    sending.current = button.disabled = true;
    setError(null);
    addDeviceToCart(env.client, choice, clearCart).then(
      () => env.navigate(routeUrl(links, 'my_cart')),
      (reason: unknown) => {
        sending.current = button.disabled = false;
        const code = reason instanceof BridgeError ? (reason.body as { responseCode?: unknown } | null)?.responseCode : null;
        if (bridgeErrorCode(reason) === 'cart_not_empty') setPending({ choice, button });
        else setError(code === 'out_of_stock' ? SOLD_OUT : failure);
      },
    );
  };
  const enhance = (page: Element) => {
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-add]');
      if (button) add(choiceOf(button), button, false);
    };
    page.addEventListener('click', onClick);
    return () => page.removeEventListener('click', onClick);
  };
  // the popup's focus goes back to the button, which is in the page, outside this shadow root
  const close = () => {
    pending?.button.focus();
    setPending(null);
  };

  return (
    <LightDom enhance={enhance}>
      {error && (
        <p role="alert" className="notice danger">
          {t(error)}
        </p>
      )}
      {pending && ReplacePopup && (
        <ReplacePopup
          onCancel={close}
          onReplace={() => {
            setPending(null);
            add(pending.choice, pending.button, true);
          }}
        />
      )}
    </LightDom>
  );
}
