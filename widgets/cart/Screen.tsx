import { useLingui } from '@lingui/react/macro';
import { useCart } from './use-cart';
import { COMMON } from '../../src/i18n/messages';
import { FLOW, MESSAGES, messageFor } from '../../src/checkout/messages';
import { vanityLevelText } from '../../src/checkout/plan-texts';
import { DueToday } from '../../src/checkout/DueToday';
import { Button, LinkButton } from '../../src/components/Button';
import { Countdown } from '../../src/components/Countdown';
import { Price } from '../../src/components/Price';
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
  const overlaid =
    cart.removal !== 'closed' ||
    cart.guard.popup !== null ||
    cart.toast !== null ||
    cart.fraudToast !== null ||
    cart.maxConnections !== null ||
    cart.planOpen ||
    cart.mergeFailure;
  const Overlays = useLazy(overlaid, loadOverlays, cart.status === 'ready');
  const { reservation, dueToday, monthly } = cart;

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
      <h2 className="h" id="cart-title">
        {t`My cart`}
      </h2>
      <div className="cols">
        <div className="main">
          <ul className="lines">
            {cart.lines.map((line) => (
              <li key={line.key} className="card line" part="cart-line">
                <div className="row">
                  <span className="item">{line.name}</span>
                  {line.vatFree ? (
                    <span className="price" part="price">
                      <MoneyText baisa={line.price} />
                      <span className="vat">{t({ message: 'No VAT', comment: '000 §2.2 under a gift card’s price in the cart' })}</span>
                    </span>
                  ) : (
                    <Price baisa={line.price} monthly={line.monthly} />
                  )}
                </div>
                {line.plan && (
                  <button type="button" className="btn link" aria-haspopup="dialog" onClick={cart.showPlan}>
                    {t({ message: 'Plan details', comment: "000 §2.8: opens the selected-plan popup (the plan's allowances)" })}
                  </button>
                )}
                {line.number && (
                  <div className="row">
                    <span>
                      {t(FLOW.number)} <bdi dir="ltr">{line.number.display}</bdi>{' '}
                      <span className="muted">{vanityLevelText(t, line.number.level)}</span>
                    </span>
                    <Price baisa={line.number.price} />
                  </div>
                )}
              </li>
            ))}
          </ul>

          {reservation &&
            !cart.mergeFailure &&
            (reservation.clock.expired ? (
              <div className="notice danger hold" part="reservation">
                <p role="alert">
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
                {cart.changeNumberHref && (
                  <LinkButton variant="secondary" href={cart.changeNumberHref}>
                    {t(FLOW.chooseAnotherNumber)}
                  </LinkButton>
                )}
              </div>
            ) : (
              <div className="card hold" part="reservation">
                <p className={reservation.clock.textRed ? 'danger' : undefined}>
                  {t(FLOW.reservedFor)} <Countdown seconds={reservation.clock.remaining} red={reservation.clock.timerRed} />
                </p>
                {cart.changeNumberHref && (
                  <LinkButton variant="secondary" href={cart.changeNumberHref}>
                    {t`Change number`}
                  </LinkButton>
                )}
              </div>
            ))}
        </div>

        <aside className="side" aria-labelledby="summary-title" part="summary">
          <div className="card">
            <h3 id="summary-title">{t(FLOW.orderSummary)}</h3>
            {dueToday && <DueToday {...dueToday} />}
            {monthly && (
              <dl className="totals monthly" part="monthly">
                <div className="total">
                  <dt>{t({ message: 'Monthly', comment: "Cart totals: a postpaid plan's monthly charge, from the first bill" })}</dt>
                  <dd>
                    <Price baisa={monthly.total} monthly />
                  </dd>
                </div>
              </dl>
            )}
          </div>
          {cart.footerHidden ? null : cart.checkoutHref ? (
            <LinkButton href={cart.checkoutHref} onClick={cart.checkout}>
              {checkout}
            </LinkButton>
          ) : (
            <Button disabled>{checkout}</Button>
          )}
          <Button variant="secondary" onClick={cart.askRemoval}>
            {t({ message: 'Remove from cart', comment: '000 §2.8: opens the remove-from-cart popup (the whole cart is cleared)' })}
          </Button>
        </aside>
      </div>

      {Overlays && overlaid && <Overlays cart={cart} />}
    </section>
  );
}
