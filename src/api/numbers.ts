// Contract §4.3 / 000 §7.2: plan-details-numbers-list, public and cacheable (numbers held by any
// cart are not listed).
import { PlanDetailsNumbersListSchema } from '../schemas/numbers';
import type { BridgeClient } from './client';
import type { Lang } from '../domain/lang';

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

export function fetchPlanDetailsNumbersList(client: BridgeClient, query: NumbersListQuery) {
  return client.rest(
    'plan-details-numbers-list',
    {
      type: 'url_key',
      key: query.urlKey,
      vanity_level: query.vanityLevel ?? '',
      msisdn_pattern: query.pattern ?? '*',
      page_size: query.pageSize,
      page_index: query.pageIndex ?? 1,
      lang: query.lang,
    },
    PlanDetailsNumbersListSchema,
    { fresh: query.fresh ?? false },
  );
}
