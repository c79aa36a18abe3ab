// 000 §4.12 / 001 §4.4 the thank-you rendering, as data: the thank-you read (contract §4.17) turned
// into what the page shows — the variant by status, the order summary, and the sections by product
// type — so the rules are tested without rendering. The Screen only lays this out.
import { parseOmr, vatOf, withVat, VAT_PERCENT, type Baisa } from '../../src/domain/money';
import type { Lang } from '../../src/domain/lang';
import { asServiceType, type ServiceType } from '../../src/domain/routes';
import type { Ecommerce } from '../../src/checkout/analytics';
import type { Order, OrderLine, ThankYou } from '../../src/schemas/thank-you';

/** 000 §4.12: the statuses of the failed view */
export const FAILED_STATUSES: readonly string[] = ['payment_failure', 'recharge_failure', 'billpay_failure'];

export type Variant = 'success' | 'failed' | 'pending';

/**
 * 000 §4.12 by status: failed, pending (pending_payment), or success (any other). A cancelled order
 * (an online order unpaid when its payment window ended, contract §4.15) bought nothing: failed.
 */
export function variantOf(status: string): Variant {
  if (FAILED_STATUSES.includes(status) || status === 'canceled') return 'failed';
  return status === 'pending_payment' ? 'pending' : 'success';
}

export interface SummaryLine {
  sku: string;
  name: string;
  qty: number;
  msisdn: string | null;
  /** the line's price without VAT, and with it */
  price: Baisa | null;
  priceInclVat: Baisa | null;
  /** a postpaid plan: its price is charged every month (contract §4.17 billing) */
  monthly: boolean;
  /** the fee of the line's number, VAT included; null when the read does not say it */
  numberPriceInclVat: Baisa | null;
}

/** Amounts in baisa: the subtotal without VAT, the VAT, the total with it. */
export interface Amounts {
  subtotal: Baisa;
  vat: Baisa;
  total: Baisa;
  vatPercent: number;
}

export interface Address {
  street: string[];
  city: string;
  wilayat: string;
  governorate: string;
  landmark: string;
}

/** Where the order goes (000 §4.12): one of these, or nothing for an order that is not shipped. */
export type Shipping =
  | { kind: 'address'; address: Address; label: 'delivery' | 'location' }
  | { kind: 'pickup'; store: { name: string; address: string } | null; date: string }
  | { kind: 'esim' }
  | { kind: 'none' };

export type RouteKey = '{service_type}-thank-you' | 'tourist-pack-thank-you' | 'pre-to-post-thank-you';

export interface OrderView {
  orderId: string;
  status: string;
  variant: Variant;
  createdAt: string;
  email: string;
  paymentMethod: string;
  /** 000 §4.12 recharge, billpay or bulk_billpay: the recharge / bill-payment view */
  recharge: { kind: 'recharge' | 'billpay' | 'bulk_billpay'; msisdn: string; amount: Baisa | null } | null;
  lines: SummaryLine[];
  /**
   * The summary's totals: what is due today (paid online, or on delivery) when the read says it
   * (contract §4.17 due_today, as the cart and payment pages show), else the order's totals.
   */
  totals: (Amounts & { dueToday: boolean }) | null;
  /** what a postpaid plan charges every month (contract §4.17 monthly), VAT included */
  monthly: Amounts | null;
  shipping: Shipping;
  /** Gift Card: the gift card's order id, shown instead of the shipping block */
  giftCard: boolean;
  /** Migration qc_pending / qc_complete: the 'what's next' section */
  whatsNext: 'pending' | 'complete' | null;
  /** Reactivation qc_pending: a store-pickup section */
  reactivationPickup: boolean;
  /** Self-service activation: Prepaid shows the number activated, Postpaid a message */
  selfService: { kind: 'prepaid'; msisdn: string } | { kind: 'postpaid' } | null;
  /** show_port_in_section: the number ported in */
  portIn: { msisdn: string } | null;
  retryUrl: string | null;
  /** where this order's thank-you page is (contract §1 routes), with its service type */
  route: { key: RouteKey; serviceType: ServiceType | undefined };
  /** GA4's purchase payload (docs/analytics.md) */
  ecommerce: Ecommerce;
}

const RECHARGE_KINDS = ['recharge', 'billpay', 'bulk_billpay'] as const;
type RechargeKind = (typeof RECHARGE_KINDS)[number];
const isRechargeKind = (value: string): value is RechargeKind => (RECHARGE_KINDS as readonly string[]).includes(value);

/**
 * A number for reading: 968 and 8 digits, or 8 digits → "9123 4567" (src/domain/msisdn.ts's
 * displayMsisdn, kept here: that module lives in the checkout chunk this page does not load).
 */
export function readableMsisdn(msisdn: string): string {
  const local = /^(?:968)?(\d{4})(\d{4})$/.exec(msisdn.trim());
  return local ? `${local[1]} ${local[2]}` : msisdn.trim();
}

const lower = (value: string) => value.trim().toLowerCase();

/** 000 §3.15: items[].extension_attributes.service_type 'x^4g' → '4g'. */
export const productServiceType = (line: OrderLine): string => lower(line.extension_attributes.service_type.split('^').pop() ?? '');

function summaryLine(line: OrderLine): SummaryLine {
  const price = line.price;
  const numberPrice = line.number_price;
  return {
    sku: line.sku,
    name: line.name || line.sku,
    qty: line.qty_ordered,
    msisdn: line.extension_attributes.msisdn || null,
    price,
    priceInclVat: line.price_incl_tax ?? (price === null ? null : withVat(price)),
    monthly: lower(line.billing) === 'monthly',
    numberPriceInclVat: line.number_price_incl_tax ?? (numberPrice === null ? null : withVat(numberPrice)),
  };
}

/** An amounts block of the read (due_today, monthly) in baisa, its VAT and total filled when left out. */
function amountsOf(block: Order['due_today']): Amounts | null {
  if (!block || block.subtotal === null) return null;
  const vat = block.tax_amount ?? vatOf(block.subtotal);
  return { subtotal: block.subtotal, vat, total: block.grand_total ?? block.subtotal + vat, vatPercent: VAT_PERCENT };
}

function totalsOf(order: Order, lines: readonly SummaryLine[], status: string): OrderView['totals'] {
  const dueToday = amountsOf(order.due_today);
  // a cancelled order has nothing due (decision 150): its amounts read as the order's total
  if (dueToday) return { ...dueToday, dueToday: status !== 'canceled' };
  const known = lines.length > 0 && lines.every((line) => line.price !== null);
  const subtotal = order.subtotal ?? (known ? lines.reduce((sum, line) => sum + (line.price ?? 0) * line.qty, 0) : null);
  if (subtotal === null) return null;
  const vat = order.tax_amount ?? vatOf(subtotal);
  return { subtotal, vat, total: order.grand_total ?? subtotal + vat, vatPercent: VAT_PERCENT, dueToday: false };
}

function shippingOf(data: ThankYou, order: Order, main: OrderLine | undefined): Shipping {
  const shipping = order.extension_attributes.shipping_assignments[0]?.shipping;
  const method = lower(shipping?.method ?? '');
  const type = lower(data.shipping_type);
  if (data.esim_status || method === 'esim' || type === 'esim') return { kind: 'esim' };
  const pickup = data.any_store_pickup || type === 'storepickup' || (method !== '' && !method.startsWith('doordelivery'));
  if (pickup) {
    const store = data.store && (data.store.name || data.store.address) ? { name: data.store.name, address: data.store.address } : null;
    return { kind: 'pickup', store, date: data.any_store_pickup_date };
  }
  const address: Address = {
    street: (shipping?.address.street ?? []).map((line) => line.trim()).filter(Boolean),
    city: shipping?.address.city ?? '',
    wilayat: order.extension_attributes.wilaya,
    governorate: order.extension_attributes.governorate,
    landmark: order.extension_attributes.landmark,
  };
  const empty = address.street.length === 0 && !address.city && !address.wilayat && !address.governorate && !address.landmark;
  if (empty) return { kind: 'none' };
  // 000 §4.12: a Fixed Line order shows its location (4g/5g ones their delivery address or a pickup, as above)
  const fixedLine = lower(main?.extension_attributes.type_product ?? '') === 'fixed line';
  const wireless = main ? ['4g', '5g'].includes(productServiceType(main)) : false;
  return { kind: 'address', address, label: fixedLine && !wireless ? 'location' : 'delivery' };
}

/**
 * GA4's purchase payload: the bridge's gtm, or one built from the order's lines when it sent none
 * (its value what is due today when the read says it, as the checkout steps send, VAT beside it).
 */
function ecommerceOf(data: ThankYou, order: Order, lines: readonly SummaryLine[], totals: OrderView['totals']): Ecommerce {
  const omr = (baisa: Baisa) => baisa / 1000;
  if (data.gtm && data.gtm.items.length > 0) {
    return {
      currency: 'OMR',
      value: data.gtm.value,
      ...(typeof data.gtm.tax === 'number' ? { tax: data.gtm.tax } : {}),
      items: data.gtm.items.map((item) => ({
        item_id: item.item_id,
        item_name: item.item_name,
        ...(item.item_category ? { item_category: item.item_category } : {}),
        price: item.price,
        quantity: item.quantity,
      })),
    };
  }
  return {
    currency: 'OMR',
    value: totals ? omr(totals.subtotal) : 0,
    ...(totals ? { tax: omr(totals.vat) } : {}),
    items: lines.map((line) => ({
      item_id: line.sku,
      item_name: line.name,
      ...(data.service_type ? { item_category: data.service_type } : {}),
      price: line.price === null ? 0 : omr(line.price),
      quantity: line.qty,
    })),
  };
}

function routeOf(data: ThankYou, main: OrderLine | undefined, migration: boolean): OrderView['route'] {
  const sub = lower(data.sub_category || data.subCategoryType);
  const declared = lower(data.service_type);
  const fromProduct = lower(main?.extension_attributes.type_product ?? '');
  const serviceType = asServiceType(declared) ?? asServiceType(fromProduct);
  if (sub.endsWith('tourist_pack')) return { key: 'tourist-pack-thank-you', serviceType };
  if (migration) return { key: 'pre-to-post-thank-you', serviceType };
  return { key: '{service_type}-thank-you', serviceType };
}

/** 000 §4.12 / 001 §4.4: what the thank-you page shows for this read. */
export function orderView(data: ThankYou): OrderView {
  const order = data.api_response.items[0]!;
  const main = order.items[0];
  const simtypes = order.items.map((line) => lower(line.extension_attributes.simtype_sku));
  const status = lower(order.status);
  const types = order.items.map((line) => lower(line.extension_attributes.type_product));
  const migration = simtypes.includes('migration') || lower(data.order_type) === 'migration';
  const reactivation = simtypes.includes('reactivation') || lower(data.order_type) === 'sim_reactivation';
  const giftCard = types.includes('gift card');

  const lines = order.items.map(summaryLine);
  const totals = totalsOf(order, lines, status);

  const rechargeLine = order.items.find((line) => isRechargeKind(lower(line.extension_attributes.simtype_sku)));
  let recharge: OrderView['recharge'] = null;
  if (rechargeLine) {
    const option = rechargeLine.product_option.extension_attributes.custom_options[0]?.option_value ?? '';
    recharge = {
      kind: lower(rechargeLine.extension_attributes.simtype_sku) as RechargeKind,
      msisdn: rechargeLine.extension_attributes.msisdn || data.selectedMsisdn,
      amount: parseOmr(option) ?? order.grand_total,
    };
  }

  // reactivation and migration hide the shipping address; a gift card hides the whole shipping block
  const hidden = giftCard || recharge !== null || migration || reactivation;
  const shipping: Shipping = hidden ? { kind: 'none' } : shippingOf(data, order, main);

  const activated = data.selectedMsisdn || main?.extension_attributes.msisdn || '';
  let selfService: OrderView['selfService'] = null;
  if (data.selfServiceActivationStatus) {
    if (types[0] === 'prepaid') selfService = { kind: 'prepaid', msisdn: activated };
    else if (types[0] === 'postpaid') selfService = { kind: 'postpaid' };
  }

  return {
    orderId: order.increment_id,
    status,
    variant: variantOf(status),
    createdAt: order.created_at,
    email: order.billing_address.email,
    paymentMethod: order.payment.method,
    recharge,
    lines,
    totals,
    monthly: amountsOf(order.monthly),
    shipping,
    giftCard,
    whatsNext:
      migration && (status === 'qc_pending' || status === 'qc_complete') ? (status === 'qc_pending' ? 'pending' : 'complete') : null,
    reactivationPickup: reactivation && status === 'qc_pending',
    selfService,
    portIn: data.show_port_in_section ? { msisdn: data.port_in_new_msisdn } : null,
    // a cancelled order's window is over: nothing to retry, whatever the read carries
    retryUrl: status === 'canceled' ? null : data.payment_retry_url.trim() || null,
    route: routeOf(data, main, migration),
    ecommerce: ecommerceOf(data, order, lines, totals),
  };
}

/** 000 §4.12: store_id 2 paid online (eshoppayment) while the page is not Arabic → the Arabic page. */
export function wantsArabic(data: ThankYou, lang: Lang): boolean {
  const order = data.api_response.items[0]!;
  return lang !== 'ar' && order.store_id === 2 && lower(order.payment.method) === 'eshoppayment';
}

/** The purchase is counted for an order that is not failed nor waiting for its payment (docs/analytics.md). */
export const countsAsPurchase = (view: OrderView): boolean => view.variant === 'success';
