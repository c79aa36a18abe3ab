import { useLingui } from '@lingui/react/macro';

/**
 * Stepper's rules (a purchase-flow primitive, docs/tokens.md): each step's number in a ring before
 * its name; the current step's ring and name in the primary colour, a done step's ring filled with a
 * check mark. The marks are decoration (alternative text ""): the list's order and the hidden texts
 * say the same.
 */
export const STEPPER_CSS = `.stepper{display:flex;flex-wrap:wrap;gap:var(--_g) calc(var(--_g)*3);margin:0;padding:0;list-style:none;counter-reset:step}
.step{display:flex;align-items:center;gap:var(--_g);color:var(--_m);counter-increment:step}
.step:before{content:counter(step);content:counter(step)/"";display:grid;place-items:center;flex:none;inline-size:calc(var(--_c)*.75);block-size:calc(var(--_c)*.75);border:calc(var(--_l)*2) solid var(--_b);border-radius:50%;font-size:var(--_fs);font-weight:700;font-variant-numeric:tabular-nums}
.step[aria-current="step"]{color:var(--_p);font-weight:600}
.step[aria-current="step"]:before{border-color:var(--_p)}
.step.done{color:var(--_t)}
.step.done:before{content:"\\2713";content:"\\2713"/"";border-color:var(--_p);background:var(--_p);color:var(--_op)}`;

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
