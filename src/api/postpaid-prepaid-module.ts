// Contract §4.4 / 000 §7.2: ajax action wp_postpaid_prepaid_module.
import { AddToCartSchema, ChangeNumberSchema } from '../schemas/cart';
import { SearchNumbersSchema } from '../schemas/numbers';
import type { BridgeClient } from './client';
import type { ServiceType } from '../domain/routes';

const ACTION = 'wp_postpaid_prepaid_module';

export interface AddPlanToCartRequest {
  msisdn: string;
  sku: string;
  /** 000 §4.2: 'cart-clear' after the shopper agreed to replace the plan in the cart */
  cartUpdateFlag: 'cart-clear' | 'cart-not-clear';
  captchaToken: string;
  serviceType: ServiceType;
  vanityType: string;
  offerType?: string | null | undefined;
  simType?: string | null | undefined;
  activation?: string | null | undefined;
}

export function addPlanToCart(client: BridgeClient, request: AddPlanToCartRequest) {
  return client.ajax(
    ACTION,
    {
      msisdn: request.msisdn,
      sku: request.sku,
      cart_update_flag: request.cartUpdateFlag,
      'captcha-response': request.captchaToken,
      service_type: request.serviceType,
      vanity_type: request.vanityType,
      offer_type: request.offerType ?? '',
      sim_type: request.simType ?? '',
      activation: request.activation ?? '',
    },
    AddToCartSchema,
    { subAction: 'wp_plan_add_to_cart' },
  );
}

export interface ChangePlanNumberRequest {
  msisdn: string;
  /** the plan in the cart */
  sku: string;
  captchaToken: string;
  serviceType: ServiceType;
  vanityType: string;
}

/** Contract §7.1 / 000 §4.2 method change-number: the plan in the cart gets this number instead. */
export function changePlanNumber(client: BridgeClient, request: ChangePlanNumberRequest) {
  return client.ajax(
    ACTION,
    {
      msisdn: request.msisdn,
      sku: request.sku,
      method: 'change-number',
      'captcha-response': request.captchaToken,
      service_type: request.serviceType,
      vanity_type: request.vanityType,
    },
    ChangeNumberSchema,
    { subAction: 'wp_change_plan_number' },
  );
}

export interface SearchNumbersRequest {
  pattern: string;
  serviceType: ServiceType;
  pageSize: number;
  pageIndex?: number;
  vanityLevel?: string;
}

export async function searchNumbers(client: BridgeClient, request: SearchNumbersRequest) {
  const answer = await client.ajax(
    ACTION,
    {
      vanity_level: request.vanityLevel ?? '',
      msisdn_pattern: request.pattern.trim(),
      page_size: request.pageSize,
      page_index: request.pageIndex ?? 1,
      service_type: request.serviceType,
    },
    SearchNumbersSchema,
    { subAction: 'wp_search_numbers' },
  );
  return answer.response;
}
