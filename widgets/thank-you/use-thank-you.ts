// Talon of whl-thank-you (000 §2.12, §4.12; 001 §2.1, §4.4). Which page this is (the thank-you
// page, the online_payment page the gateway returns to, the receipt page), then:
// - online_payment with the gateway's query: the return is read once (decryptPayonlineDetails),
//   the order read by its id, and the address bar replaced (history.replaceState) by the order's
//   thank-you route with ?orderid=, so a reload reads by id and never replays the return; a refused
//   return is said, and the order in the URL (orderid) still read;
// - elsewhere the order of the URL's orderid;
// then the Arabic page when the order asks for it (store_id 2 paid online), and the purchase event
// once per order id and status (src/checkout/analytics.ts).
import { useCallback, useEffect, useState } from 'react';
import { usePage } from '../../src/hooks/use-page';
import { useShop } from '../../src/store';
import { readOrder, readPaymentReturn } from '../../src/api/thank-you';
import { fetchSession } from '../../src/api/session';
import { langSwitchUrl, routeUrl, safeRoute, type LinkContext } from '../../src/domain/routes';
import { reportError } from '../../src/shell/page';
import { hasGatewayQuery, refusedReturn, type RefusedReturn } from './payment-return';
import { countsAsPurchase, orderView, wantsArabic, type OrderView } from './order';

export type PageKind = 'thank-you' | 'online-payment' | 'receipt';

export type ThankYouState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderView; refused: RefusedReturn | null }
  /** 'not_found': no order id, or not this session's order; 'failure': a call that failed (retry) */
  | { status: 'sorry'; reason: 'not_found' | 'failure'; refused: RefusedReturn | null };

export interface ThankYouTalon {
  page: PageKind;
  state: ThankYouState;
  retry(): void;
  homeHref: string;
  receiptHref: string | null;
}

const pathOf = (href: string | null) => (href ? new URL(href).pathname.replace(/\/+$/, '') : null);

/** The page by its route (contract §1 routes: editors may rename pages), unless the element says. */
export function pageKind(links: LinkContext, url: URL, declared: PageKind | null): PageKind {
  if (declared) return declared;
  const here = url.pathname.replace(/\/+$/, '');
  if (here === pathOf(safeRoute(() => routeUrl(links, 'online_payment')))) return 'online-payment';
  if (here === pathOf(safeRoute(() => routeUrl(links, 'recharge-bill-payment-receipt-export')))) return 'receipt';
  return 'thank-you';
}

/** The address bar without a reload or a history entry (the return must not be replayed by Back either). */
export function replaceAddress(href: string): void {
  try {
    window.history.replaceState(window.history.state, '', href);
  } catch (error) {
    reportError(error); // another origin than the page's: the configuration's siteUrl is not this site
  }
}

/** The read's page_url for an order id: this page's URL with only the order id (and the language). */
function byId(url: URL, orderId: string): string {
  const next = new URL(url.href);
  next.search = '';
  next.hash = '';
  next.searchParams.set('orderid', orderId);
  const lang = url.searchParams.get('lang');
  if (lang) next.searchParams.set('lang', lang);
  return next.href;
}

export function useThankYou(declared: PageKind | null): ThankYouTalon {
  const { env, lang, links } = usePage();
  const [state, setState] = useState<ThankYouState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const page = pageKind(links, env.location(), declared);
  const bootstrap = useShop((s) => s.bootstrap);
  const setCartCount = useShop((s) => s.setCartCount);

  useEffect(() => {
    let live = true;
    const show = (next: ThankYouState) => live && setState(next);
    async function run() {
      const url = env.location();
      let orderId = url.searchParams.get('orderid')?.trim() ?? '';
      let refused: RefusedReturn | null = null;
      const returned = page === 'online-payment' && hasGatewayQuery(url);
      if (returned) {
        const answer = await readPaymentReturn(env.client, url.href);
        if (answer.ok) {
          orderId = answer.value.orderid;
          // an approved payment lets the cart go (contract §4.15): the header's count, read as the page
          // loaded, is asked again once that first read is in
          void bootstrap()
            .then(() => fetchSession(env.client, { lang }))
            .then((session) => session.ok && setCartCount(session.value.cart_items_count));
        } else {
          refused = refusedReturn(answer);
          if (!refused) return show({ status: 'sorry', reason: 'failure', refused: null });
        }
      }
      if (!orderId) return show({ status: 'sorry', reason: 'not_found', refused });
      const read = await readOrder(env.client, returned ? byId(url, orderId) : url.href, lang);
      if (!read.ok) return show({ status: 'sorry', reason: read.code === 'not_found' ? 'not_found' : 'failure', refused });
      if (!live) return;
      const data = read.value;
      const order = orderView(data);
      let here = url.href;
      if (page === 'online-payment') {
        // the order's own page, read by id from now on (contract §4.16: a return is read once)
        const target =
          safeRoute(() => routeUrl(links, order.route.key, { serviceType: order.route.serviceType, query: { orderid: order.orderId } })) ??
          byId(url, order.orderId);
        replaceAddress(target);
        here = target;
      }
      if (wantsArabic(data, lang)) {
        // 000 §4.12; the address first, so the load replaces this entry (a navigation to the current
        // URL does) and Back does not come here to be sent on again
        const arabic = langSwitchUrl(here, lang);
        replaceAddress(arabic);
        return env.navigate(arabic);
      }
      // loaded on need: the step that loads it at once (delivery, payment) keeps it off the other pages
      if (countsAsPurchase(order))
        void import('../../src/checkout/analytics').then(
          ({ pushPurchaseOnce }) => pushPurchaseOnce(order.orderId, order.status, order.ecommerce),
          reportError,
        );
      show({ status: 'ready', order, refused });
    }
    setState({ status: 'loading' });
    run().catch((error: unknown) => {
      reportError(error);
      show({ status: 'sorry', reason: 'failure', refused: null });
    });
    return () => {
      live = false;
    };
    // one run per page and attempt: the return is read once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const orderId = state.status === 'ready' ? state.order.orderId : null;
  return {
    page,
    state,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
    homeHref: routeUrl(links, 'homepage'),
    receiptHref: orderId ? safeRoute(() => routeUrl(links, 'recharge-bill-payment-receipt-export', { query: { orderid: orderId } })) : null,
  };
}
