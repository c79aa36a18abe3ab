// 000 §7.6 analytics: the GA4 ecommerce events on window.dataLayer (docs/analytics.md). One place
// builds the payload from the cart the step already read and pushes it; the purchase event is sent
// at most once per order id and status (000 §3.17 gtm_purchase_event, kept in sessionStorage, so a
// reload of the thank-you page does not count a sale twice).
import { toOmrString, type Baisa } from '../domain/money';

export type CheckoutEvent = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price: number;
  quantity: number;
}

/** GA4's ecommerce object: value and tax in OMR as numbers with 3 decimals. */
export interface Ecommerce {
  currency: 'OMR';
  value: number;
  tax?: number;
  items: EcommerceItem[];
  transaction_id?: string;
  shipping_tier?: string;
  payment_type?: string;
}

/** The cart lines as the summary reads them (contract §4.6), prices in baisa. */
export interface CartLine {
  sku: string;
  name: string;
  service_type?: string | null;
  price: Baisa;
  qty?: number | null;
}

const omr = (baisa: Baisa): number => Number(toOmrString(baisa));

/** The payload of a checkout step: the lines, and the value (VAT excluded) with the VAT beside it. */
export function cartEcommerce(lines: readonly CartLine[], totals: { subtotal: Baisa; vat: Baisa } | null | undefined): Ecommerce {
  const items = lines.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    ...(line.service_type ? { item_category: line.service_type } : {}),
    price: omr(line.price),
    quantity: line.qty ?? 1,
  }));
  const subtotal = totals?.subtotal ?? lines.reduce((sum, line) => sum + line.price * (line.qty ?? 1), 0);
  return { currency: 'OMR', value: omr(subtotal), ...(totals ? { tax: omr(totals.vat) } : {}), items };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one event; the ecommerce object is cleared first, as GA4 asks, so no field of the last event lingers. */
export function pushEcommerce(event: CheckoutEvent, ecommerce: Ecommerce): void {
  const page = window as DataLayerWindow;
  page.dataLayer = page.dataLayer ?? [];
  page.dataLayer.push({ ecommerce: null });
  page.dataLayer.push({ event, ecommerce });
}

/** 000 §3.17: the last purchase sent, 'orderId:status' */
export const PURCHASE_KEY = 'gtm_purchase_event';

/**
 * 000 §4.12: the purchase event, at most once per order id and status (a reload, the back button,
 * a second visit in the same tab). Answers whether it was sent. A storage that cannot be read or
 * written (private mode) still sends it once per page.
 */
const sentThisPage = new Set<string>();

export function pushPurchaseOnce(orderId: string, status: string, ecommerce: Ecommerce): boolean {
  const mark = `${orderId}:${status}`;
  let sent: string[] = [];
  try {
    sent = (sessionStorage.getItem(PURCHASE_KEY) ?? '').split(',').filter(Boolean);
  } catch {
    // unreadable storage: treated as nothing sent yet
  }
  if (sent.includes(mark) || sentThisPage.has(mark)) return false;
  sentThisPage.add(mark);
  pushEcommerce('purchase', { ...ecommerce, transaction_id: orderId });
  try {
    sessionStorage.setItem(PURCHASE_KEY, [...sent, mark].join(','));
  } catch {
    // storage full or refused: the event is sent, and this page will not send it again
  }
  return true;
}
