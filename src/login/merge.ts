// 000 §4.5, §3.7, §3.17 the guest → customer cart merge after login (contract §4.21), loaded on
// demand: only a page whose current-nonce says `cart_merge: pending` imports it. The merge is asked
// with 'no' first; 'customer has already having item we cannot merge' keeps the account's cart
// (the bridge settled it): the caller raises the cart's merge-failure popup, which hides its
// countdown; otherwise 'yes' merges. The spec's session-storage flags record the outcome.
import { askCartMerge } from '../api/login';
import { ok, type Result } from '../api/result';
import type { BridgeClient } from '../api/client';

/** 000 §8: the back end's words for a refused merge (the bridge answers them verbatim). */
export const MERGE_REFUSED = 'customer has already having item we cannot merge';

/** merged: the guest cart joined the account's; refused: the account's cart was kept (the failure popup's case) */
export type MergeOutcome = { merged: boolean; refused: boolean; count: number };

function remember(storage: Storage | null, flags: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(flags)) storage?.setItem(key, value);
  } catch {
    // storage refused (private mode, full): the popup shows for this page only
  }
}

/**
 * Runs the merge once; a second tab doing the same gets the bridge's settled answer. A failed call
 * records nothing more (the next page load asks again while the bridge says pending).
 */
export async function mergeAfterLogin(client: BridgeClient, sessionStorage: Storage | null): Promise<Result<MergeOutcome>> {
  remember(sessionStorage, { cart_merge: 'true' });
  const asked = await askCartMerge(client, 'no');
  if (!asked.ok) return asked;
  const probe = asked.value;
  if (!probe.status && probe.message === MERGE_REFUSED) {
    remember(sessionStorage, { cart_merge_status: 'false', cart_merge_item_exists: 'true', cart_merge_done: 'true' });
    return ok({ merged: false, refused: true, count: probe.cart_items_count });
  }
  const answer = await askCartMerge(client, 'yes');
  if (!answer.ok) return answer;
  const merged = answer.value;
  remember(sessionStorage, {
    cart_merge_status: String(merged.status),
    cart_merge_item_exists: 'false',
    cart_merge_done: 'true',
  });
  // refused here: another tab's cart filled the account meanwhile, the same outcome as a refused probe
  const refused = !merged.status && merged.message === MERGE_REFUSED;
  if (refused) remember(sessionStorage, { cart_merge_item_exists: 'true' });
  return ok({ merged: merged.status, refused, count: merged.cart_items_count });
}
