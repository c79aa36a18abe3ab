// Adding to the cart, one call for everything the shop sells (contract §4.4, §7.1, §8.6–§8.7): a plan
// with its reserved number (the number page), a device or an accessory, a gift card, and the plan
// that replaces the cart's in change-plan mode (000 §4.2). Sub_actions of wp_postpaid_prepaid_module;
// `replaceCart` is the shopper's yes to the replace popup (cart_update_flag cart-clear).
import type * as v from 'valibot';
import { AddedToCartSchema, AddToCartSchema, PlanChangedSchema, type AddToCartOutput } from '../schemas/add-to-cart';
import { POSTPAID_PREPAID_MODULE, type BridgeClient, type Fields } from './client';
import { attempt, type Result } from './result';
import type { ServiceType } from '../domain/routes';

export interface PlanItem {
  kind: 'plan';
  msisdn: string;
  sku: string;
  captchaToken: string;
  serviceType: ServiceType;
  vanityType: string;
  offerType?: string | null | undefined;
  simType?: string | null | undefined;
  activation?: string | null | undefined;
}

/** contract §8.6: paid in full (`months` 0, order type devices) or over the instalment plan's months. */
export interface DeviceItem {
  kind: 'device';
  sku: string;
  months: number;
}

/** contract §8.7: the page's gift card in the amount checked. */
export interface GiftCardItem {
  kind: 'gift-card';
  card: string;
  amount: string;
}

/** 000 §4.2 change-plan mode: the postpaid plan that takes the place of the cart's. */
export interface PlanChangeItem {
  kind: 'plan-change';
  sku: string;
}

export type CartItem = PlanItem | DeviceItem | GiftCardItem | PlanChangeItem;

function requestOf(item: CartItem, replaceCart: boolean): { subAction: string; fields: Fields; schema: v.GenericSchema } {
  const cart_update_flag = replaceCart ? 'cart-clear' : 'cart-not-clear';
  switch (item.kind) {
    case 'plan':
      return {
        subAction: 'wp_plan_add_to_cart',
        schema: AddToCartSchema,
        fields: {
          msisdn: item.msisdn,
          sku: item.sku,
          cart_update_flag,
          'captcha-response': item.captchaToken,
          service_type: item.serviceType,
          vanity_type: item.vanityType,
          offer_type: item.offerType ?? '',
          sim_type: item.simType ?? '',
          activation: item.activation ?? '',
        },
      };
    case 'device':
      return {
        subAction: 'wp_device_add_to_cart',
        schema: AddedToCartSchema,
        fields: {
          sku: item.sku,
          order_type: item.months ? 'device-installment' : 'devices',
          installment_months: item.months ? String(item.months) : '',
          cart_update_flag,
        },
      };
    case 'gift-card':
      return {
        subAction: 'wp_gift_card_add_to_cart',
        schema: AddedToCartSchema,
        fields: { card: item.card, amount: item.amount, cart_update_flag },
      };
    case 'plan-change':
      return { subAction: 'wp_change_plan_update_cart', schema: PlanChangedSchema, fields: { sku: item.sku, service_type: 'postpaid' } };
  }
}

/** The item into the cart; a plan answers its number's reservation (contract §4.4). */
export function addToCart(client: BridgeClient, item: PlanItem, replaceCart: boolean): Promise<Result<AddToCartOutput>>;
export function addToCart(client: BridgeClient, item: CartItem, replaceCart: boolean): Promise<Result<unknown>>;
export function addToCart(client: BridgeClient, item: CartItem, replaceCart: boolean): Promise<Result<unknown>> {
  const { subAction, fields, schema } = requestOf(item, replaceCart);
  return attempt(() => client.ajax(POSTPAID_PREPAID_MODULE, fields, schema, { subAction }));
}
