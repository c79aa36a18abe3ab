import { screen, within } from '@testing-library/react';
import { STEPPER_CSS, Stepper } from '../../../src/checkout/Stepper';
import { renderScreen } from '../support/render';

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

/**
 * The rules the sheet's declarations break, as jsdom's CSSOM parsed them: a colour or size literal
 * (test/browser/theme.test.ts's check of the widgets' sheets in Chromium) or a physical property; every
 * rule a style rule (no breakpoint).
 */
function brokenRules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = Array.from(style.sheet!.cssRules);
  style.remove();
  const colour = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(transparent|white|black|red|green|blue|gr[ae]y)\b/i;
  const size = /(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|vmin|vmax|[dsl]vh|[dsl]vw|cm|mm|in|pt|pc|q)\b/i;
  const physical = /^(?!line-height)([a-z-]*-)?(left|right|top|bottom|width|height)(-[a-z]+)?$/;
  const styled = rules.filter((rule) => rule instanceof CSSStyleRule);
  const declared = styled.flatMap(({ selectorText, style: block }) =>
    Array.from({ length: block.length }, (_, at) => [selectorText, block[at]!, block.getPropertyValue(block[at]!)] as const),
  );
  expect(declared.length).toBeGreaterThan(rules.length);
  return [
    ...rules.filter((rule) => !styled.includes(rule as CSSStyleRule)).map((rule) => rule.cssText),
    ...declared
      .filter(([, property, value]) => colour.test(value) || size.test(value) || physical.test(property) || /^(left|right)$/.test(value))
      .map(([selector, property, value]) => `${selector} { ${property}: ${value} }`),
  ];
}

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
