import { useLingui } from '@lingui/react/macro';
import { MoneyText } from '../../../src/components/MoneyText';
import { parseOmr } from '../../../src/domain/money';
import type { PersonalInfoTalon } from '../use-personal-info';

/**
 * 000 §2.9, §4.8 the increase-credit-limit / security-deposit section, shown when the bridge answers
 * security_deposit: UPLOAD INCOME PROOF (when a salary range is given) or PAY SECURITY DEPOSIT;
 * PROVIDE INCOME PROOF LATER stays hidden, as specified. Choosing the income proof asks for its
 * upload (the documents part).
 */
export function Deposit({ step, error }: { step: PersonalInfoTalon; error: string | null }) {
  const { t } = useLingui();
  const deposit = step.facts.deposit;
  if (!deposit) return null;
  const amount = parseOmr(deposit.creditLimit);
  const options = [
    ...(deposit.salaryRange
      ? [
          {
            value: 'income_proof' as const,
            label: t({ message: 'UPLOAD INCOME PROOF', comment: '000 §2.9 deposit option (as specified, in capitals)' }),
            description: t({
              message: 'Upload proof of your income and we review your credit limit.',
              comment: '000 §2.9 the income-proof option’s description',
            }),
          },
        ]
      : []),
    {
      value: 'deposit' as const,
      label: t({ message: 'PAY SECURITY DEPOSIT', comment: '000 §2.9 deposit option (as specified, in capitals)' }),
      description: t({
        message: 'Pay the deposit upfront with your order.',
        comment: '000 §2.9 the deposit option’s description (pay upfront)',
      }),
    },
  ];
  return (
    <fieldset className="card" data-field="security_deposit_type" part="deposit" aria-describedby={error ? 'deposit-error' : undefined}>
      <legend>{t({ message: 'Increase credit limit', comment: '000 §2.9 the security-deposit section' })}</legend>
      {amount !== null && (
        <p>
          {t({ message: 'Security deposit', comment: '000 §4.8 credit_limit_money' })}: <MoneyText baisa={amount} />
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name="security_deposit_type"
            value={option.value}
            checked={step.facts.depositChoice === option.value}
            onChange={() => step.setDepositChoice(option.value)}
            aria-invalid={Boolean(error)}
            disabled={step.busy}
          />
          <span>
            <strong>{option.label}</strong>
            <br />
            <span className="muted">{option.description}</span>
          </span>
        </label>
      ))}
      {error && (
        <span className="error" id="deposit-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
