import { useLingui } from '@lingui/react/macro';

export function PersonalInfoScreen() {
  const { t } = useLingui();
  return <h2 className="h">{t({ message: 'Personal information', comment: '000 §2.9 heading of checkout step 1' })}</h2>;
}
