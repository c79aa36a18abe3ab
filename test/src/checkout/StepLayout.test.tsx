import { act, fireEvent, screen } from '@testing-library/react';
import { STEP_LAYOUT_CSS, StepLayout } from '../../../src/checkout/StepLayout';
import { renderScreen } from '../support/render';
import { brokenRules } from '../support/css-rules';

/**
 * jsdom lays nothing out: the columns' places are given here. Wide, the summary's top is the
 * content's (side by side); narrow, the flex line wrapped and the content starts below the summary.
 */
let wide = true;
beforeEach(() => {
  wide = true;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = !wide && this.classList.contains('step-main') ? 120 : 0;
    return { top, bottom: top, left: 0, right: 0, x: 0, y: top, width: 0, height: 0, toJSON: () => ({}) };
  });
});
afterEach(() => jest.restoreAllMocks());

/** A ResizeObserver the test triggers (jsdom has none): `resize` calls back those observing an element. */
const observers = new Set<FakeResizeObserver>();
class FakeResizeObserver {
  private observed = 0;
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this);
  }
  observe() {
    this.observed += 1;
  }
  unobserve() {
    this.observed -= 1;
  }
  disconnect() {
    observers.delete(this);
  }
  changed() {
    if (this.observed > 0) this.callback([], this);
  }
}
function resize(toWide: boolean) {
  wide = toWide;
  act(() => observers.forEach((observer) => observer.changed()));
}

/** What a browser does with a key on a focused <button> and jsdom does not: Enter clicks on keydown, Space on keyup, unless a handler prevents it. */
function press(button: HTMLElement, key: 'Enter' | ' ') {
  expect(button.tagName).toBe('BUTTON'); // the native activation the toggle relies on
  const down = fireEvent.keyDown(button, { key });
  if (key === 'Enter' && down) fireEvent.click(button);
  if (key === ' ' && fireEvent.keyUp(button, { key }) && down) fireEvent.click(button);
}

const step = () =>
  renderScreen(
    <StepLayout summary={<p>Hala 5, OMR 5.250</p>} summaryTitle="Order summary">
      <h2>Personal information</h2>
    </StepLayout>,
  );
const summaryShown = () => !screen.getByText('Hala 5, OMR 5.250').closest('[hidden]');

describe('issue 8 primitives: the checkout step layout, 000 §2.9–§2.11 checkout steps', () => {
  test('wide: the summary beside the content, under its heading, always open (no toggle)', () => {
    step();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.getAttribute('part')).toBe('step-summary');
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(summaryShown()).toBe(true);
    const main = screen.getByRole('heading', { name: 'Personal information' }).parentElement!;
    expect([main.getAttribute('part'), main.parentElement?.getAttribute('part')]).toEqual(['step-main', 'step-layout']);
    // first in the document: above the content once the columns wrap, at their inline end beside it (row-reverse)
    expect(summary.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('narrow: the summary above the content, its heading a button that shows and hides it, closed at first', () => {
    wide = false;
    step();
    const toggle = screen.getByRole('button', { name: 'Order summary' });
    expect(toggle.closest('h2')).toBe(screen.getByRole('heading', { name: 'Order summary' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body?.contains(screen.getByText('Hala 5, OMR 5.250'))).toBe(true);
    expect(summaryShown()).toBe(false);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), summaryShown()]).toEqual(['true', true]);
  });

  test('narrow, by keyboard: Enter opens the summary, Space closes it, the focus stays on the toggle', () => {
    wide = false;
    step();
    const toggle = screen.getByRole('button', { name: 'Order summary' });
    toggle.focus();
    press(toggle, 'Enter');
    expect([toggle.getAttribute('aria-expanded'), summaryShown()]).toEqual(['true', true]);
    press(toggle, ' ');
    expect([toggle.getAttribute('aria-expanded'), summaryShown()]).toEqual(['false', false]);
    expect(document.activeElement).toBe(toggle);
  });

  test('follows the layout when it changes size: a toggle once the columns wrap, none once they fit again; stops on unmount', () => {
    const before = globalThis.ResizeObserver;
    globalThis.ResizeObserver = FakeResizeObserver;
    try {
      const { unmount } = step();
      expect(screen.queryByRole('button')).toBeNull();
      resize(false);
      expect(screen.getByRole('button', { name: 'Order summary' }).getAttribute('aria-expanded')).toBe('false');
      expect(summaryShown()).toBe(false);
      resize(true);
      expect(screen.queryByRole('button')).toBeNull();
      expect(summaryShown()).toBe(true);
      unmount();
      expect(observers.size).toBe(0);
    } finally {
      globalThis.ResizeObserver = before;
    }
  });

  test('its rules hold no colour or size literal, no physical property and no breakpoint', () => {
    expect(brokenRules(STEP_LAYOUT_CSS)).toEqual([]);
  });
});
