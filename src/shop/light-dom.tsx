// The catalogue pages the bridge prints inside their element (light DOM:
// docs/decisions/122-server-rendered-listing.md): the element shows them through its slot, and its widget reaches them from its shadow
// root. A page the bridge could not read holds nothing: the widget then says so and offers to
// reload, since the page's HTML is where the listing comes from.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePage } from '../hooks/use-page';
import { useShop } from '../store';
import { COMMON, failure } from '../i18n/messages';
import { ErrorState } from '../components/ErrorState';
import { hostOf } from '../shell/host';

/**
 * Renders the element's slot (or the failure state when the bridge printed nothing) and runs
 * `enhance` once on the element, whose returned function undoes it. Listeners go on the element
 * itself: React's own events stop at the shadow root.
 */
export function LightDom({ enhance, children }: { enhance?(listing: Element): (() => void) | void; children?: ReactNode }) {
  const { env } = usePage();
  const { t } = useLingui();
  const bootstrap = useShop((s) => s.bootstrap);
  const [empty, setEmpty] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void bootstrap();
    const listing = hostOf(root.current);
    if (!listing) return;
    setEmpty(listing.childElementCount === 0);
    return enhance?.(listing);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the listing is the page's
  }, []);
  return (
    <div ref={root}>
      {children}
      {empty ? (
        <ErrorState message={t(failure)} retryLabel={t(COMMON.retry)} onRetry={() => env.navigate(env.location().href)} />
      ) : (
        <slot />
      )}
    </div>
  );
}
