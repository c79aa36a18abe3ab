// 000 §9 Display: a multiple of 7 days is shown in weeks; 1 day as '24 hours'; otherwise days.
export type ValidityUnit = 'hours' | 'days' | 'weeks';

export interface Validity {
  unit: ValidityUnit;
  count: number;
}

export function validityOf(days: number): Validity {
  if (days === 1) return { unit: 'hours', count: 24 };
  if (days > 0 && days % 7 === 0) return { unit: 'weeks', count: days / 7 };
  return { unit: 'days', count: days };
}
