// The shop pages' add to cart (contract §7.1, §8.6–8.7: devices, gift cards, the postpaid listing's
// change of plan; the call is src/api/add-to-cart.ts): one call per click (the button disabled while
// it runs), the cart opened on success; a cart holding another kind of order asks first (the replace
// popup, loaded on need), then the call is sent again with cart-clear; a refusal or a failure is said
// on the page and loses nothing.
import { useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { usePage } from '../hooks/use-page';
import { routeUrl } from '../domain/routes';
import { failed, sentCode, type Result } from '../api/result';
import type { BridgeClient } from '../api/client';
import type { CartItem } from '../api/add-to-cart';
import { failure } from '../i18n/messages';
import { useLazy } from '../components/use-lazy';

/** contract §8.6: the responseCodes only the shop pages read (the rest: src/domain/response-codes.ts, src/checkout/outcomes.ts); a Failure keeps them in its details. */
export const SHOP_CODES = ['out_of_stock'] as const;

const loadPopup = () => import('./popup/ReplacePopup').then((part) => part.withTexts());

/** One add: the call for a button, with or without cart-clear. */
export type SendAdd = (clearCart: boolean) => Promise<Result<unknown>>;

/**
 * The add of `item` (src/api/add-to-cart.ts), its code loaded on the first click: the shop pages'
 * first screen does not wait for it, and the number page's purchase unit shares it without the shop's
 * chunk; code that cannot load fails as a call that cannot be made.
 */
export const addItem =
  (client: BridgeClient, item: CartItem): SendAdd =>
  (clearCart) =>
    import('../api/add-to-cart').then(
      ({ addToCart }) => addToCart(client, item, clearCart),
      () => failed('failure'),
    );

/**
 * `add(send, button)` runs an add for a button of the page; `overlays` is the alert and the popup to
 * render. `refusals` names the page's own responseCodes (out_of_stock…) with what to say; `nextAfter`
 * where an answer leads instead of the cart (null: the cart).
 */
export function useAddToCart(
  refusals: Readonly<Record<string, MessageDescriptor>> = {},
  nextAfter: (value: unknown) => string | null = () => null,
): {
  add(send: SendAdd, button: HTMLButtonElement): void;
  overlays: ReactNode;
} {
  const { env, links } = usePage();
  const { t } = useLingui();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [pending, setPending] = useState<{ send: SendAdd; button: HTMLButtonElement } | null>(null);
  const ReplacePopup = useLazy(pending !== null, loadPopup);
  const sending = useRef(false);

  const add = (send: SendAdd, button: HTMLButtonElement, clearCart = false) => {
    if (sending.current) return; // a double click sends once
    sending.current = button.disabled = true;
    setError(null);
    void send(clearCart).then((answer) => {
      if (answer.ok) return env.navigate(nextAfter(answer.value) ?? routeUrl(links, 'my_cart'));
      sending.current = button.disabled = false;
      if (answer.code === 'cart_not_empty') setPending({ send, button });
      else setError(refusals[sentCode(answer)] ?? failure);
    });
  };
  const close = () => setPending(null);

  return {
    add: (send, button) => add(send, button),
    overlays: (
      <>
        {error && (
          <p role="alert" className="notice danger">
            {t(error)}
          </p>
        )}
        {pending && ReplacePopup && (
          <ReplacePopup
            onCancel={close}
            returnFocus={() => pending.button} // disabled while it sent: the browser dropped the focus
            onReplace={() => {
              setPending(null);
              add(pending.send, pending.button, true);
            }}
          />
        )}
      </>
    ),
  };
}
