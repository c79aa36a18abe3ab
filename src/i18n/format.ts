// Texts built from domain values (000 §9 display rules); the rules stay in src/domain.
import type { Validity } from '../domain/validity';
import type { Translate } from './index';

export function validityText(t: Translate, validity: Validity): string {
  return t(`validity.${validity.unit}`, { count: validity.count });
}
