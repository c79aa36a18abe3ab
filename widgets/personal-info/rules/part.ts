// The rules part (widget.json `parts`): the form's checks and their texts, loaded on the shopper's
// first action (use-personal-info.ts), with their catalog (locales/<lang>/personal-info-rules.po).
import { loadCatalog } from '../../../src/i18n';
import type { Lang } from '../../../src/domain/lang';

const RULES_CATALOG = {
  en: () => import('../../../locales/en/personal-info-rules'),
  ar: () => import('../../../locales/ar/personal-info-rules'),
};

export { formErrors, personalDetails } from './form-check';
export { personalMessageFor } from './messages';

/** Resolves once the rules' texts of `lang` are in. */
export const loadRulesCatalog = (lang: Lang) => loadCatalog(lang, [RULES_CATALOG]);
