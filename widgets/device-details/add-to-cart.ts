// contract §8.6 wp_device_add_to_cart: the chosen variant into the cart, paid in full (order type
// devices) or over the chosen months (device-installment).
import * as v from 'valibot';
import type { BridgeClient } from '../../src/api/client';

const AddedSchema = v.object({ cart_items_count: v.number() });

export interface DeviceChoice {
  sku: string;
  /** 0: paid in full; else the instalment plan's months */
  months: number;
}

export function addDeviceToCart(
  client: BridgeClient,
  { sku, months }: DeviceChoice,
  clearCart: boolean,
): Promise<v.InferOutput<typeof AddedSchema>> {
  return client.ajax(
    'wp_postpaid_prepaid_module',
    {
      sku,
      order_type: months ? 'device-installment' : 'devices',
      installment_months: months ? String(months) : '',
      cart_update_flag: clearCart ? 'cart-clear' : 'cart-not-clear',
    },
    AddedSchema,
    { subAction: 'wp_device_add_to_cart' },
  );
}

/** The choice an 'Add to cart' button of the page stands for: its variant and the way to pay checked in its offer. */
export function choiceOf(button: HTMLElement): DeviceChoice {
  const months = Number(button.closest('[data-variant]')?.querySelector<HTMLInputElement>('input[name^="whl-pay-"]:checked')?.value ?? 0);
  return { sku: button.dataset.add!, months: Number.isInteger(months) ? months : 0 };
}
