import { useEffect, useState } from 'react';
import { useCart } from '../../src/hooks/use-cart';
import { useT } from '../../src/i18n';
import { messageFor } from '../../src/i18n/messages';
import { vanityLevelText } from '../../src/i18n/vanity';
import { Button, LinkButton } from '../../src/components/Button';
import { Countdown } from '../../src/components/Countdown';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';

/** The popups and the toast, loaded the first time one is needed (000 §2.8, §4.3: after an action or an ended hold). */
function useOverlays(needed: boolean) {
  const [overlays, setOverlays] = useState<typeof import('./Overlays')>();
  useEffect(() => {
    if (needed) void import('./Overlays').then(setOverlays);
  }, [needed]);
  return overlays?.Overlays;
}

export function CartScreen() {
  const cart = useCart();
  const t = useT();
  const overlaid = cart.removal !== 'closed' || cart.guard.popup !== null || cart.toast !== null;
  const Overlays = useOverlays(overlaid);
  const { reservation, totals } = cart;

  if (cart.status === 'loading') return <Skeleton count={2} label={t('common.loading')} />;
  if (cart.status === 'error') {
    return <ErrorState message={t(messageFor(cart.error ?? 'failure'))} retryLabel={t('common.retry')} onRetry={cart.retry} />;
  }
  if (cart.status === 'empty') {
    return (
      <section className="empty" part="empty-cart">
        <h2>{t('cart.empty.title')}</h2>
        <p>{t('cart.empty.body')}</p>
        <LinkButton href={cart.browseHref}>{t('cart.empty.cta')}</LinkButton>
      </section>
    );
  }

  return (
    <section className="cart" aria-labelledby="cart-title" part="cart">
      <h2 id="cart-title">{t('cart.title')}</h2>
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
                  {t('cart.number')} <bdi dir="ltr">{line.number.display}</bdi>{' '}
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
              {t('cart.expired')}
              {reservation.expiry === 'redirect' && cart.changeNumberHref && (
                <>
                  <br />
                  {t('cart.expiredRedirect')}
                </>
              )}
            </p>
          ) : (
            <p className={reservation.clock.textRed ? 'red' : undefined}>
              {t('cart.reservedFor', { number: reservation.display })} <Countdown seconds={reservation.clock.remaining} red={reservation.clock.timerRed} />
            </p>
          )}
          {cart.changeNumberHref && (
            <LinkButton variant="secondary" href={cart.changeNumberHref}>
              {t(reservation.clock.expired ? 'cart.chooseAnother' : 'cart.changeNumber')}
            </LinkButton>
          )}
        </div>
      )}

      {totals && (
        <dl className="totals" part="totals">
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>
              <MoneyText baisa={totals.subtotal} />
            </dd>
          </div>
          <div>
            <dt>{t('cart.vat', { percent: totals.vatPercent })}</dt>
            <dd>
              <MoneyText baisa={totals.vat} />
            </dd>
          </div>
          <div className="total">
            <dt>{t('cart.total')}</dt>
            <dd>
              <MoneyText baisa={totals.total} />
            </dd>
          </div>
        </dl>
      )}

      <div className="foot" part="footer">
        <Button variant="secondary" onClick={cart.askRemoval}>
          {t('cart.remove')}
        </Button>
        {cart.checkoutHref ? (
          <LinkButton href={cart.checkoutHref} onClick={cart.checkout}>
            {t('cart.checkout')}
          </LinkButton>
        ) : (
          <Button disabled>{t('cart.checkout')}</Button>
        )}
      </div>

      {Overlays && overlaid && <Overlays cart={cart} toast={cart.toast && t(messageFor(cart.toast))} t={t} />}
    </section>
  );
}
