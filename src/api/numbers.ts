// Contract §4.3 / 000 §7.2: plan-details-numbers-list, public and cacheable (numbers held by any
// cart are not listed); §7.1–§7.2 the search and the change of the cart plan's number, sub_actions
// of wp_postpaid_prepaid_module.
import { ChangeNumberSchema } from '../schemas/add-to-cart';
import { PlanDetailsNumbersListSchema, SearchNumbersSchema } from '../schemas/numbers';
import { POSTPAID_PREPAID_MODULE as ACTION, parseJson, settle, type BridgeClient } from './client';
import { attempt } from './result';
import type { Lang } from '../domain/lang';
import type { ServiceType } from '../domain/routes';

export interface NumbersListQuery {
  urlKey: string;
  lang: Lang;
  pageSize: number;
  pageIndex?: number;
  vanityLevel?: string;
  pattern?: string;
  /** past the browser's cache (the route is public and cached for seconds): after a number proved taken */
  fresh?: boolean;
}

/** Contract §4.3: the request's fields. */
const listFields = (query: NumbersListQuery) => ({
  type: 'url_key',
  key: query.urlKey,
  vanity_level: query.vanityLevel ?? '',
  msisdn_pattern: query.pattern ?? '*',
  page_size: query.pageSize,
  page_index: query.pageIndex ?? 1,
  lang: query.lang,
});

export function fetchPlanDetailsNumbersList(client: BridgeClient, query: NumbersListQuery) {
  return attempt(() =>
    client.rest('plan-details-numbers-list', listFields(query), PlanDetailsNumbersListSchema, { fresh: query.fresh ?? false }),
  );
}

/**
 * Contract §6: the answer a number page's element holds (`script.whl-first-page`, printed by the
 * bridge with the request it answers), when it answers exactly this request and reads as the route's
 * answer does; else null, and the page is asked for as usual.
 */
export function printedPlanDetailsNumbersList(printed: string | null | undefined, query: NumbersListQuery) {
  if (!printed || query.fresh) return null;
  const held = parseJson(printed) as { query?: Record<string, unknown>; answer?: unknown } | undefined;
  const asked = Object.entries(listFields(query));
  if (!held?.query || asked.some(([key, value]) => String(held.query![key]) !== String(value))) return null;
  try {
    return settle({ status: 200, body: held.answer }, PlanDetailsNumbersListSchema);
  } catch {
    return null;
  }
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
  return attempt(() =>
    client.ajax(
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
    ),
  );
}

export interface SearchNumbersRequest {
  pattern: string;
  serviceType: ServiceType;
  pageSize: number;
  pageIndex?: number;
  vanityLevel?: string;
}

/** Contract §7.2 search through the module (the number page itself lists by plan-details-numbers-list). */
export function searchNumbers(client: BridgeClient, request: SearchNumbersRequest) {
  return attempt(async () => {
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
  });
}
