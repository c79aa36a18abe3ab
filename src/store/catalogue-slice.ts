// 000 §2.3–§2.5 plan cards (contract §4.2).
import { bridgeErrorCode } from '../api/client';
import { fetchHomepagePlans } from '../api/catalogue';
import type { PlanCardOutput } from '../schemas/catalogue';
import type { Remote, SliceCreator } from './types';

export type PlanFilter = 'prepaid' | 'postpaid' | 'all';

export interface CatalogueSlice {
  plans: Partial<Record<PlanFilter, Remote<PlanCardOutput[]>>>;
  loadPlans(filter: PlanFilter): Promise<void>;
}

export const createCatalogueSlice: SliceCreator<CatalogueSlice> = (set, get) => {
  const put = (filter: PlanFilter, value: Remote<PlanCardOutput[]>) => set((s) => ({ plans: { ...s.plans, [filter]: value } }));
  return {
    plans: {},
    async loadPlans(filter) {
      const { env, plans } = get();
      if (plans[filter]?.status === 'loading') return;
      put(filter, { status: 'loading' });
      try {
        const answer = await fetchHomepagePlans(env.client, {
          lang: env.config.lang,
          serviceType: filter === 'all' ? undefined : filter,
        });
        // the bridge narrows by service_type; filter again so a wide answer never shows the wrong family
        put(filter, { status: 'ready', data: answer.plans.filter((plan) => filter === 'all' || plan.service_type === filter) });
      } catch (error) {
        put(filter, { status: 'error', error: bridgeErrorCode(error) });
      }
    },
  };
};
