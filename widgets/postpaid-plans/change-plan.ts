// 000 §4.2 change-plan mode (contract §7.1 wp_change_plan_update_cart): the chosen plan replaces the
// cart's; loaded on the first choice, since only a listing opened with ?method=change-plan sends it.
import * as v from 'valibot';
import type { BridgeClient } from '../../src/api/client';

const ChangePlanSchema = v.object({ redirection_url: v.nullish(v.string(), '') });

export function changePlan(client: BridgeClient, sku: string): Promise<unknown> {
  return client.ajax('wp_postpaid_prepaid_module', { sku, service_type: 'postpaid' }, ChangePlanSchema, {
    subAction: 'wp_change_plan_update_cart',
  });
}
