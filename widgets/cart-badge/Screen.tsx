import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCartBadge } from './use-cart-badge';
import { useLazy } from '../../src/components/use-lazy';

/** 000 §4.4 abandoned_cart_popup: its own chunk and catalog, loaded only when a restore link was refused. */
const loadRestorePopup = () => import('./RestorePopup').then((part) => part.withTexts());

export function CartBadgeScreen() {
  const { count, href, restoreFailed, homeHref, dismissRestore } = useCartBadge();
  const RestorePopup = useLazy(restoreFailed, loadRestorePopup);
  const { t } = useLingui();
  const label =
    count === null
      ? t({ message: 'Cart', comment: 'Header cart link while the count is unknown' })
      : t({
          message: plural(count, { 0: 'Cart, empty', one: 'Cart, # item', other: 'Cart, # items' }),
          comment: 'Header cart link (000 §2.1)',
        });
  return (
    <>
      <a href={href} part="link" aria-label={label}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
        </svg>
        {count ? (
          <span className="n" part="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </a>
      {restoreFailed && RestorePopup ? <RestorePopup homeHref={homeHref} onClose={dismissRestore} /> : null}
    </>
  );
}
