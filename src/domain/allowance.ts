// A plan's allowances as its card, the number page's summary and the cart's selected-plan popup
// list them (000 §3.3 custom_attribute): quota and unit, null when the plan gives no quota.

export interface Allowance {
  quota: string;
  units: string;
}

/** 000 §9 Display: 'Default data unit: GB'. */
export const DEFAULT_DATA_UNIT = 'GB';

/** A data allowance, in GB when the plan names no unit. */
export const dataAllowance = (quota: string, units: string): Allowance | null =>
  quota ? { quota, units: units.trim() || DEFAULT_DATA_UNIT } : null;

/** A voice allowance as the plan gives it. */
export const voiceAllowance = (quota: string, units: string): Allowance | null => (quota ? { quota, units } : null);
