import { screen, within } from '@testing-library/react';
import { STEPPER_CSS, Stepper } from '../../../src/checkout/Stepper';
import { renderScreen } from '../support/render';
import { brokenRules } from '../support/css-rules';

// 000 §4.1: personal info → delivery → payment
const STEPS = { en: ['Personal information', 'Delivery', 'Payment'], ar: ['المعلومات الشخصية', 'التوصيل', 'الدفع'] };

/** Each step: its text (the hidden one with it), whether it is current, whether it is marked done. */
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((step) => ({
      text: step.textContent,
      current: step.getAttribute('aria-current'),
      done: step.classList.contains('done'),
    }));

describe('issue 8 primitives: the checkout progress, 000 §4.1 and §2.9–§2.11 checkout steps', () => {
  test('done steps marked and said to be completed, the current one aria-current="step", the next ones plain', () => {
    renderScreen(<Stepper steps={STEPS.en} current={1} />);
    expect(steps()).toEqual([
      { text: 'Personal information completed', current: null, done: true },
      { text: 'Delivery', current: 'step', done: false },
      { text: 'Payment', current: null, done: false },
    ]);
    expect(screen.getByText('completed').className).toBe('sr');
    expect(screen.getByRole('list').getAttribute('part')).toBe('stepper');
    expect(screen.getAllByRole('listitem').map((step) => step.getAttribute('part'))).toEqual(['step', 'step', 'step']);
  });

  test('a hidden "Step 2 of 3" in English', () => {
    renderScreen(<Stepper steps={STEPS.en} current={1} />);
    expect(screen.getByText('Step 2 of 3').className).toBe('sr');
  });

  test('the first step: none done', () => {
    renderScreen(<Stepper steps={STEPS.en} current={0} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(steps().map(({ current, done }) => [current, done])).toEqual([
      ['step', false],
      [null, false],
      [null, false],
    ]);
  });

  test('in Arabic: the hidden texts in the page language', () => {
    renderScreen(<Stepper steps={STEPS.ar} current={1} />, 'ar');
    expect(screen.getByText('الخطوة 2 من 3').className).toBe('sr');
    expect(steps()).toEqual([
      { text: 'المعلومات الشخصية مكتملة', current: null, done: true },
      { text: 'التوصيل', current: 'step', done: false },
      { text: 'الدفع', current: null, done: false },
    ]);
  });

  test('its rules hold no colour or size literal and no physical property', () => {
    expect(brokenRules(STEPPER_CSS)).toEqual([]);
  });
});
