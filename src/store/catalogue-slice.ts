// 000 §2.3–§2.5 plan cards (contract §4.2).
import { fetchHomepagePlans } from '../api/catalogue';
import type { PlanCardOutput } from '../schemas/catalogue';
import { attempt, done, type Result } from './result';
import type { Remote, SliceCreator } from './types';

export type PlanFilter = 'prepaid' | 'postpaid' | 'all';

export interface CatalogueSlice {
  plans: Partial<Record<PlanFilter, Remote<PlanCardOutput[]>>>;
  /** one request per filter at a time (a second call while one runs answers at once) */
  loadPlans(filter: PlanFilter): Promise<Result>;
}

export const createCatalogueSlice: SliceCreator<CatalogueSlice> = (set, get) => {
  const put = (filter: PlanFilter, value: Remote<PlanCardOutput[]>) => set((s) => ({ plans: { ...s.plans, [filter]: value } }));
  return {
    plans: {},
    async loadPlans(filter) {
      const { env, plans } = get();
      if (plans[filter]?.status === 'loading') return done;
      put(filter, { status: 'loading' });
      const answer = await attempt(() =>
        fetchHomepagePlans(env.client, { lang: env.config.lang, serviceType: filter === 'all' ? undefined : filter }),
      );
      if (!answer.ok) {
        put(filter, { status: 'error', error: answer.code });
        return answer;
      }
      // the bridge narrows by service_type; filter again so a wide answer never shows the wrong family
      put(filter, { status: 'ready', data: answer.value.plans.filter((plan) => filter === 'all' || plan.service_type === filter) });
      return done;
    },
  };
};
