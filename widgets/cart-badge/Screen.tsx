import { useCartBadge } from '../../src/hooks/use-cart-badge';
import { useT } from '../../src/i18n';

export function CartBadgeScreen() {
  const { count, href } = useCartBadge();
  const t = useT();
  return (
    <a href={href} part="link" aria-label={count === null ? t('badge.cart') : t('badge.label', { count })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
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
  );
}
