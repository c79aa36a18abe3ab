// 000 §4.11 Shipping and payment options: the payment methods a cart is offered and the one its
// order may be placed with. The bridge's twin is Domain\PaymentMethods, bound by
// test/fixtures/rules/payment-methods.json: placement refuses any method this rule does not offer.

/** The payment step's tabs, in their order. */
export type PaymentMethod = 'online' | 'cashondelivery' | 'cardondelivery';
/** Contract §4.15 payment_method: a tab's method, or `free` when nothing is due today. */
export type PlacementMethod = PaymentMethod | 'free';

/** contract §4.6 shipping_options, each '0'/'1' or 0/1; a flag the back end leaves out is offered */
export interface PaymentOptions {
  pay_online?: unknown;
  pay_later?: unknown;
  card_on_delivery?: unknown;
}

const offered = (flag: unknown) => flag === undefined || flag === null || flag === 1 || flag === '1';

/**
 * 000 §4.11: pay_online '0' removes online; pay_later '0' or an eSIM removes cash on delivery;
 * card_on_delivery '0' (the shop's own key) removes card on delivery, and so does an eSIM, which is
 * not delivered; with nothing due today no method is chosen (the order is placed `free`).
 */
export function offeredMethods(options: PaymentOptions | null | undefined, simType: string, nothingDue = false): PaymentMethod[] {
  if (nothingDue) return [];
  const esim = simType === 'esim';
  const methods: PaymentMethod[] = [];
  if (offered(options?.pay_online)) methods.push('online');
  if (offered(options?.pay_later) && !esim) methods.push('cashondelivery');
  if (offered(options?.card_on_delivery) && !esim) methods.push('cardondelivery');
  return methods;
}

/** Contract §4.15: the methods an order of this cart may be placed with: `free` alone when nothing is due today. */
export function placementMethods(options: PaymentOptions | null | undefined, simType: string, nothingDue: boolean): PlacementMethod[] {
  return nothingDue ? ['free'] : offeredMethods(options, simType);
}
