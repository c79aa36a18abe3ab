// Order placement (000 §2.11, §4.1, §4.11, §7.5; contract §4.15): the one call of
// wp_postpaid_prepaid_place_order (src/api/orders.ts), shared by the payment step, the delivery step's place-order mode
// and the eSIM passcode's "nothing to pay" (each loads this chunk with import() when it places), and
// where the shopper goes next: the gateway's page for an online payment, else the thank-you route of
// the order's kind with `orderid`; refused, what it says and which step fixes it (the same on each).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { placeOrder as placeOrderCall, type PaymentMethod } from '../api/orders';
import { routeUrl, type LinkContext, type ServiceType } from '../domain/routes';
import type { CartSummaryOutput } from '../schemas/cart-summary';
import type { PlacedOrder } from '../schemas/orders';
import type { PageEnv } from '../store';
import type { Lang } from '../domain/lang';
import { checkoutResult, type CheckoutFailure, type CheckoutResult } from './outcomes';
import { FLOW, messageFor } from './messages';
import { asServiceType, safeRoute } from '../domain/routes';
import { cartEcommerce, pushEcommerce, type Ecommerce } from './analytics';

export type { PaymentMethod } from '../api/orders';
export type { PlacedOrder } from '../schemas/orders';

/** 000 §5.7: the captcha (action place_order), then the placement (src/api/orders.ts), read as the flow's outcome. */
export async function placeOrder(
  env: PageEnv,
  request: { paymentMethod: PaymentMethod; lang: Lang },
): Promise<CheckoutResult<PlacedOrder>> {
  return checkoutResult(await placeOrderCall(env, request));
}

/** Contract §4.15: what a refused placement says. */
const REFUSED = {
  personal_details: msg({
    message: 'Your personal information is missing. Please complete it first.',
    comment: 'contract §4.15 personal_details required: shown with a link back to the personal information step',
  }),
  /** personal_details personal_details_invalid / security_deposit: recorded, but not for the order as it is now (issue 31) */
  personal_outdated: msg({
    message: 'Your personal information does not fit your order as it is now. Please check it again.',
    comment:
      'contract §4.15 personal_details refused at placement (the plan or number changed since): shown with a link back to the personal information step',
  }),
  delivery_details: msg({
    message: 'Your delivery details are missing. Please complete them first.',
    comment: 'contract §4.15 delivery_details required: shown with a link back to the delivery step',
  }),
  otp: msg({
    message: 'Please confirm your eSIM with the passcode first.',
    comment: 'contract §4.15 otp required (000 §4.1): shown with a link back to the personal information step',
  }),
  delivery_type: msg({
    message: 'The delivery method you chose is no longer available. Please choose another one.',
    comment: 'contract §4.15 delivery_type_unavailable (000 §4.11): shown with a link back to the delivery step',
  }),
  not_eligible: msg({
    message: 'We cannot complete this order online. Please visit one of our stores with your ID card.',
    comment: "000 §2.8, §8 not_eligible at placement: the operator flagged the customer (the cart's fraud warning)",
  }),
  max_connections: FLOW.maxConnections,
  hold_limit: msg({
    message: 'You already have orders waiting for payment. Pay one of them, or place this order when one has ended.',
    comment: 'contract §4.15 429 hold_limit at placement (issue 31): the customer has as many unpaid online orders as allowed',
  }),
  payment_method: msg({
    message: 'This payment method is not available for your order. Please choose another one.',
    comment: 'contract §4.15 payment_method_invalid / payment_method_unavailable (000 §4.11)',
  }),
} as const;

/** Contract §4.15 validation_error: the fields another step records, and the step that fixes each (in this order). */
const STEP_FIXES = [
  ['personal_details', '{service_type}-personal-info'],
  ['otp', '{service_type}-personal-info'],
  ['delivery_details', '{service_type}-delivery'],
  ['delivery_type', '{service_type}-delivery'],
] as const;

/** A refusal another step fixes: what it says, that step's route key and its address. */
export interface StepFix {
  text: MessageDescriptor;
  route: (typeof STEP_FIXES)[number][1];
  href: string;
}

/**
 * Contract §4.15: the step a refused placement sends the shopper back to (each step that places an
 * order shows it with its link: the payment step, the delivery step's place-order mode, the eSIM
 * passcode); null when the refusal is not another step's to fix, or the site has no such page.
 */
export function stepFixOf(failure: CheckoutFailure, links: LinkContext, serviceType: ServiceType | undefined): StepFix | null {
  const found = fixOf(failure);
  const href = found && safeRoute(() => routeUrl(links, found.route, { serviceType }));
  return found && href ? { ...found, href } : null;
}

/** The text and step of stepFixOf, for a step that is itself the one to fix it (the eSIM passcode's, on the personal step). */
export function fixOf(failure: CheckoutFailure): Omit<StepFix, 'href'> | null {
  if (failure.code !== 'validation_error') return null;
  const found = STEP_FIXES.find(([field]) => failure.fields[field]);
  if (!found) return null;
  const [field, route] = found;
  // recorded, but refused for the cart as it is now (issue 31): checked again on its step
  const outdated = field === 'personal_details' && failure.fields.personal_details !== 'required';
  return { text: outdated ? REFUSED.personal_outdated : REFUSED[field], route };
}

/** Contract §4.15, 000 §8: what any other refused placement says (a toast). */
export function refusalMessage(failure: CheckoutFailure): MessageDescriptor {
  if (failure.code === 'validation_error' && failure.fields.payment_method) return REFUSED.payment_method;
  if (failure.code === 'not_eligible' || failure.code === 'max_connections' || failure.code === 'hold_limit') return REFUSED[failure.code];
  return messageFor(failure.code);
}

/** The gateway's page to follow (contract §4.16): an absolute http(s) address, nothing else. */
export function gatewayUrl(response: string): string | null {
  try {
    const url = new URL(response);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 000 §2.2, §4.1: the thank-you route of the order's kind, with `orderid`; null when the site has no such page. */
export function thankYouUrl(
  links: LinkContext,
  orderId: string,
  { serviceType, touristPack }: { serviceType: ServiceType | undefined; touristPack: boolean },
): string | null {
  const query = { orderid: orderId };
  return safeRoute(() =>
    touristPack
      ? routeUrl(links, 'tourist-pack-thank-you', { query })
      : routeUrl(links, '{service_type}-thank-you', { serviceType, query }),
  );
}

/**
 * Where a placed order goes on (contract §4.15): `online` follows the gateway's page; `offline` the
 * thank-you page. Null: neither can be reached (an online answer without a usable address).
 */
export function nextAfterPlacement(
  links: LinkContext,
  placed: PlacedOrder,
  context: { serviceType: ServiceType | undefined; touristPack: boolean },
): string | null {
  if (placed.type === 'online') return gatewayUrl(placed.response);
  return thankYouUrl(links, placed.order_id, { ...context, serviceType: asServiceType(placed.service_type) ?? context.serviceType });
}

/** 000 §7.6: the ecommerce payload of the cart a step shows (what is due today, else every line). */
export function summaryEcommerce(summary: CartSummaryOutput): Ecommerce {
  return cartEcommerce(
    summary.items.map((item) => ({ sku: item.sku, name: item.name, service_type: item.service_type, price: item.price, qty: item.qty })),
    summary.due_today ?? summary.totals,
  );
}

/** 000 §7.6 begin_checkout: the personal step shows with a cart. */
export function beginCheckout(summary: CartSummaryOutput): void {
  pushEcommerce('begin_checkout', summaryEcommerce(summary));
}
