// 000 §2.7 number selection (contract §4.3).
import { bridgeErrorCode } from '../api/client';
import { fetchPlanDetailsNumbersList } from '../api/numbers';
import { searchNumbers } from '../api/postpaid-prepaid-module';
import type { PhoneNumberOutput, PlanDetailsOutput } from '../schemas/numbers';
import type { ServiceType } from '../domain/routes';
import type { Remote, SliceCreator } from './types';

export interface NumbersList {
  urlKey: string;
  plan: PlanDetailsOutput;
  serviceType: ServiceType;
  free: PhoneNumberOutput[];
  paid: PhoneNumberOutput[];
  /** the search pattern these numbers answer (000 §2.7 search page), null for the recommended list */
  pattern: string | null;
}

/** The chosen number and its label (its vanity level), 000 §2.7 / §3.17. */
export interface SelectedNumber {
  msisdn: string;
  label: string;
}

export interface NumberSlice {
  numbers: Remote<NumbersList>;
  selectedNumber: SelectedNumber | null;
  loadNumbers(urlKey: string): Promise<void>;
  /** 000 §2.7 search: re-runs the list with a pattern (throws BridgeError, e.g. validation_error) */
  searchNumbers(pattern: string): Promise<void>;
  selectNumber(number: SelectedNumber): void;
  clearSelection(): void;
}

export const createNumberSlice: SliceCreator<NumberSlice> = (set, get) => ({
  numbers: { status: 'idle' },
  selectedNumber: null,
  async loadNumbers(urlKey) {
    const { env, numbers } = get();
    set({ numbers: { status: 'loading', data: numbers.status === 'ready' ? numbers.data : undefined } });
    try {
      const answer = await fetchPlanDetailsNumbersList(env.client, {
        urlKey,
        lang: env.config.lang,
        pageSize: env.config.limits.numbersPageSize,
      });
      set({
        numbers: {
          status: 'ready',
          data: {
            urlKey,
            plan: answer.response_plan_details,
            serviceType: answer.service_type,
            free: answer.response_numbers.free,
            paid: answer.response_numbers.paid,
            pattern: null,
          },
        },
      });
    } catch (error) {
      set({ numbers: { status: 'error', error: bridgeErrorCode(error) } });
    }
  },
  async searchNumbers(pattern) {
    const { env, numbers } = get();
    if (numbers.status !== 'ready') return;
    const found = await searchNumbers(env.client, {
      pattern,
      serviceType: numbers.data.serviceType,
      pageSize: env.config.limits.numbersPageSize,
    });
    const current = get().numbers;
    if (current.status === 'ready') set({ numbers: { status: 'ready', data: { ...current.data, free: found.free, paid: found.paid, pattern } } });
  },
  selectNumber: (selectedNumber) => set({ selectedNumber }),
  clearSelection: () => set({ selectedNumber: null }),
});
