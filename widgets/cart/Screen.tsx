import { useLingui } from '@lingui/react/macro';
import { useCart } from '../../src/hooks/use-cart';
import { COMMON } from '../../src/i18n/messages';
import { MESSAGES, messageFor } from '../../src/checkout/messages';
import { vanityLevelText } from '../../src/checkout/texts';
import { Button, LinkButton } from '../../src/components/Button';
import { Countdown } from '../../src/components/Countdown';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import { useLazy } from '../../src/components/use-lazy';

/** The popups and the toast, a chunk of their own (useLazy). */
const loadOverlays = () => import('./Overlays').then((loaded) => loaded.Overlays);

export function CartScreen() {
  const cart = useCart();
  const { t } = useLingui();
  // the popups and the toast, loaded the first time one is needed (000 §2.8, §4.3: after an action or an ended hold)
  const overlaid = cart.removal !== 'closed' || cart.guard.popup !== null || cart.toast !== null;
  const Overlays = useLazy(overlaid, loadOverlays);
  const { reservation, totals } = cart;
  const percent = totals?.vatPercent; // the placeholder {percent} of the VAT label

  if (cart.status === 'loading') return <Skeleton count={2} label={t(COMMON.loading)} />;
  if (cart.status === 'error') {
    return <ErrorState message={t(messageFor(cart.error ?? 'failure'))} retryLabel={t(COMMON.retry)} onRetry={cart.retry} />;
  }
  if (cart.status === 'empty') {
    return (
      <section className="empty" part="empty-cart">
        <h2>{t({ message: 'Your cart is empty', comment: '000 §2.8 empty-cart section' })}</h2>
        <p>{t`Choose a plan to get started.`}</p>
        <LinkButton href={cart.browseHref}>{t`Browse plans`}</LinkButton>
      </section>
    );
  }

  const checkout = t`Checkout`;
  return (
    <section className="cart" aria-labelledby="cart-title" part="cart">
      <h2 id="cart-title">{t`My cart`}</h2>
      <ul className="lines">
        {cart.lines.map((line) => (
          <li key={line.key} className="line" part="cart-line">
            <div className="row">
              <span>{line.name}</span>
              <MoneyText baisa={line.price} />
            </div>
            {line.number && (
              <div className="row">
                <span>
                  {t({ message: 'Number', comment: 'Cart line: the reserved number' })} <bdi dir="ltr">{line.number.display}</bdi>{' '}
                  <span className="lvl">{vanityLevelText(t, line.number.level)}</span>
                </span>
                <MoneyText baisa={line.number.price} />
              </div>
            )}
          </li>
        ))}
      </ul>

      {reservation && (
        <div className="hold" part="reservation">
          {reservation.clock.expired ? (
            <p className="red" role="alert">
              {t(MESSAGES.reservation_expired)}
              {reservation.expiry === 'redirect' && cart.changeNumberHref && (
                <>
                  <br />
                  {t({
                    message: 'Taking you back to choose another number…',
                    comment: "000 §4.3: after 'Selected number has expired', before the redirect (5 s)",
                  })}
                </>
              )}
            </p>
          ) : (
            <p className={reservation.clock.textRed ? 'red' : undefined}>
              {t({ message: 'Your number is reserved for', comment: '000 §4.3, followed by the mm:ss countdown' })}{' '}
              <Countdown seconds={reservation.clock.remaining} red={reservation.clock.timerRed} />
            </p>
          )}
          {cart.changeNumberHref && (
            <LinkButton variant="secondary" href={cart.changeNumberHref}>
              {reservation.clock.expired
                ? t({ message: 'CHOOSE ANOTHER NUMBER', comment: '000 §4.3: the change button after expiry' })
                : t`Change number`}
            </LinkButton>
          )}
        </div>
      )}

      {totals && (
        <dl className="totals" part="totals">
          <div>
            <dt>{t`Subtotal`}</dt>
            <dd>
              <MoneyText baisa={totals.subtotal} />
            </dd>
          </div>
          <div>
            <dt>{t({ message: `VAT (${percent}%)`, comment: '{percent} is the VAT rate from the bridge (5)' })}</dt>
            <dd>
              <MoneyText baisa={totals.vat} />
            </dd>
          </div>
          <div className="total">
            <dt>{t`Total`}</dt>
            <dd>
              <MoneyText baisa={totals.total} />
            </dd>
          </div>
        </dl>
      )}

      <div className="foot" part="footer">
        <Button variant="secondary" onClick={cart.askRemoval}>
          {t({ message: 'Remove from cart', comment: '000 §2.8: opens the remove-from-cart popup (the whole cart is cleared)' })}
        </Button>
        {cart.checkoutHref ? (
          <LinkButton href={cart.checkoutHref} onClick={cart.checkout}>
            {checkout}
          </LinkButton>
        ) : (
          <Button disabled>{checkout}</Button>
        )}
      </div>

      {Overlays && overlaid && <Overlays cart={cart} />}
    </section>
  );
}
