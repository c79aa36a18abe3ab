import { useLingui } from '@lingui/react/macro';

/** Stepper's rules (Stepper.css): each step's widget adopts them with the component (its styles.ts). */
export { default as STEPPER_CSS } from './Stepper.css';

export interface StepperProps {
  /** the steps' names, in order */
  steps: readonly string[];
  /** index of the current step (0 for the first) */
  current: number;
}

/**
 * 000 §4.1 the checkout's progress: personal info → delivery → payment. The steps before the
 * current one are done, the ones after it to come.
 */
export function Stepper({ steps, current }: StepperProps) {
  const { t } = useLingui();
  const position = current + 1;
  const total = steps.length;
  const done = t({ message: 'completed', comment: 'Checkout progress: read after the name of a step already done (hidden text)' });
  return (
    <>
      <p className="sr">
        {t({
          message: `Step ${position} of ${total}`,
          comment:
            'Checkout progress, hidden text before the list of steps: {position} is the current step, {total} how many there are (numbers, no counted noun follows)',
        })}
      </p>
      <ol className="stepper" part="stepper">
        {steps.map((name, index) => (
          <li
            key={name}
            className={index < current ? 'step done' : 'step'}
            part="step"
            aria-current={index === current ? 'step' : undefined}
          >
            <span>
              {name}
              {index < current && <span className="sr"> {done}</span>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
