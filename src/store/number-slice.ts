// 000 §2.7 number selection (contract §4.3, §7.2): the plan's numbers page by page, the search.
import type { PhoneNumberOutput, PlanDetailsOutput } from '../schemas/numbers';
import type { ServiceType } from '../domain/routes';
import { fetchPlanDetailsNumbersList, printedPlanDetailsNumbersList } from '../api/numbers';
import { done, ok, type Result } from '../api/result';
import { PURCHASE_STATE } from './purchase-state';
import type { Remote, SliceCreator } from './types';

export interface NumbersList {
  urlKey: string;
  plan: PlanDetailsOutput;
  serviceType: ServiceType;
  /** pages 1 … pageIndex, in the order they came */
  free: PhoneNumberOutput[];
  paid: PhoneNumberOutput[];
  /** the search pattern these numbers answer (000 §2.7 search page), null for the recommended list */
  pattern: string | null;
  /** the last page_index loaded (from 1, 000 §9) */
  pageIndex: number;
  /** contract §7.2: the next page_index has numbers in this group */
  hasMore: { free: boolean; paid: boolean };
}

export interface NumberSlice {
  numbers: Remote<NumbersList>;
  /**
   * page 1 of the plan's numbers, or of a search when `pattern` is given; failures become the list's
   * error. `fresh`: past the browser's cache (after a number of the list proved taken). `printed`:
   * what the number page's element holds (`script.whl-first-page`), used instead of asking when it
   * answers this very request.
   */
  loadNumbers(urlKey: string, pattern?: string | null, fresh?: boolean, printed?: string | null): Promise<Result>;
  /** 000 §2.7 search: page 1 for a pattern; the list shown stays on failure (e.g. validation_error with its field) */
  searchNumbers(pattern: string): Promise<Result>;
  /** contract §7.2 'more numbers': the next page_index, added to the numbers shown; the list stays on failure */
  loadMoreNumbers(): Promise<Result>;
}

export const createNumberSlice: SliceCreator<NumberSlice> = (set, get) => {
  /** Only the latest request may change the list (a slow answer to an older search is dropped: null). */
  let latest = 0;

  async function fetchPage(
    urlKey: string,
    pattern: string | null,
    pageIndex: number,
    fresh = false,
    printed: string | null = null,
  ): Promise<Result<NumbersList | null>> {
    const request = ++latest;
    const { env } = get();
    const query = {
      urlKey,
      lang: env.config.lang,
      pageSize: env.config.limits.numbersPageSize,
      pageIndex,
      pattern: pattern ?? undefined,
      fresh,
    };
    // the first page the element holds answers this very request: no need to ask again (contract §6)
    const held = printedPlanDetailsNumbersList(printed, query);
    const answered = held ? ok(held) : await fetchPlanDetailsNumbersList(env.client, query);
    if (!answered.ok) return answered;
    if (request !== latest) return ok(null);
    const answer = answered.value;
    return ok({
      urlKey,
      plan: answer.response_plan_details,
      serviceType: answer.service_type,
      free: answer.response_numbers.free,
      paid: answer.response_numbers.paid,
      pattern,
      pageIndex,
      hasMore: answer.has_more,
    });
  }

  return {
    numbers: PURCHASE_STATE.numbers,
    async loadNumbers(urlKey, pattern = null, fresh = false, printed = null) {
      const { numbers } = get();
      set({ numbers: { status: 'loading', data: numbers.status === 'ready' ? numbers.data : undefined } });
      const page = await fetchPage(urlKey, pattern, 1, fresh, printed);
      if (!page.ok) {
        set({ numbers: { status: 'error', error: page.code } });
        return page;
      }
      if (page.value) set({ numbers: { status: 'ready', data: page.value } });
      return done;
    },
    async searchNumbers(pattern) {
      const { numbers } = get();
      if (numbers.status !== 'ready') return done;
      const page = await fetchPage(numbers.data.urlKey, pattern, 1);
      if (page.ok && page.value) set({ numbers: { status: 'ready', data: page.value } });
      return page.ok ? done : page;
    },
    async loadMoreNumbers() {
      const { numbers } = get();
      if (numbers.status !== 'ready') return done;
      const shown = numbers.data;
      const answer = await fetchPage(shown.urlKey, shown.pattern, shown.pageIndex + 1);
      if (!answer.ok) return answer;
      const page = answer.value;
      if (!page) return done;
      // a number freed or taken between two pages can shift one onto the next page: list it once
      const add = (old: PhoneNumberOutput[], next: PhoneNumberOutput[]) => [
        ...old,
        ...next.filter((n) => !old.some((o) => o.msisdn === n.msisdn)),
      ];
      set({ numbers: { status: 'ready', data: { ...page, free: add(shown.free, page.free), paid: add(shown.paid, page.paid) } } });
      return done;
    },
  };
};
