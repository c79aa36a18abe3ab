// 000 §2.8: where the cart's checkout button leads, by order type; 000 §4.3: what an expired
// reservation blocks.

/** 000 §3.2 device orders: they hold no number (000 §4.3: no reservation checks, checkout after expiry). */
export const DEVICE_TYPES: ReadonlySet<string> = new Set(['devices', 'device-installment', 'device-only']);

/**
 * Route name (contract §1) of the step after the cart. A device cart's steps (000 §4.7 devices,
 * device-installment) are not built yet: its route is '', so its checkout stays disabled rather than
 * leading into a plan's steps.
 */
export function checkoutRouteFor(orderType: string): string {
  if (DEVICE_TYPES.has(orderType)) return '';
  switch (orderType) {
    case 'migration':
      return 'pre-to-post-personal-info';
    case 'gift-cards':
      return 'gift-cards-payment';
    case 'home_internet':
      return 'one-step-checkout';
    default:
      return '{service_type}-personal-info';
  }
}

/** 000 §4.3: on expiry checkout is disabled unless the cart holds only devices. */
export function checkoutBlockedByExpiry(expired: boolean, productTypes: readonly string[]): boolean {
  return expired && !(productTypes.length > 0 && productTypes.every((type) => DEVICE_TYPES.has(type) || type === 'device'));
}

/**
 * Contract §7.1: a change of plan that dropped what the checkout recorded sends the shopper to the new
 * plan's personal step with this query; the step reads it to say why (issue 31 finding 1).
 */
export const PLAN_CHANGED_NOTICE = { name: 'notice', value: 'plan_changed' } as const;
