// Contract §4.15: a refused placement that another step fixes (src/checkout/place-order.ts stepFixOf),
// shown where the order was placed — the payment step, the delivery step's place-order mode — with
// the link back to that step.
import { useLingui } from '@lingui/react/macro';
import { LinkButton } from '../components/Button';
import type { StepFix } from './place-order';

export function StepFixNotice({ fix }: { fix: StepFix }) {
  const { t } = useLingui();
  return (
    <div className="notice danger" role="alert" part="fix">
      <p>{t(fix.text)}</p>
      <LinkButton variant="secondary" href={fix.href}>
        {t({ message: 'Go back and complete it', comment: 'contract §4.15 the link back to the step that is missing' })}
      </LinkButton>
    </div>
  );
}
