// contract §8.7 wp_gift_card_add_to_cart: the page's gift card in the amount checked.
import * as v from 'valibot';
import type { BridgeClient } from '../../src/api/client';

const AddedSchema = v.object({ cart_items_count: v.number() });

export function addGiftCardToCart(client: BridgeClient, card: string, amount: string, clearCart: boolean): Promise<unknown> {
  return client.ajax(
    'wp_postpaid_prepaid_module',
    { card, amount, cart_update_flag: clearCart ? 'cart-clear' : 'cart-not-clear' },
    AddedSchema,
    { subAction: 'wp_gift_card_add_to_cart' },
  );
}
