import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TABS_CSS, Tabs } from '../../../src/checkout/Tabs';
import { renderScreen } from '../support/render';
import { brokenRules } from '../support/css-rules';

// 000 §2.11: the payment page's three methods
const METHODS = [
  { id: 'online', label: 'Pay online', panel: <p>Card details</p> },
  { id: 'cash', label: 'Cash on delivery', panel: <p>Pay the courier in cash</p> },
  { id: 'card', label: 'Card on delivery', panel: <p>Pay the courier by card</p> },
];

function Harness() {
  const [selected, setSelected] = useState('online');
  return <Tabs label="Payment method" tabs={METHODS} selected={selected} onSelect={setSelected} />;
}

const tabs = () => screen.getAllByRole('tab');
/** The selected tab's name, and whether it has the focus and the one tab stop. */
function selected() {
  const tab = tabs().find((node) => node.getAttribute('aria-selected') === 'true');
  return { name: tab?.textContent, focused: document.activeElement === tab, tabStops: tabs().filter((node) => node.tabIndex === 0).length };
}

describe('issue 8 primitives: tabs, 000 §2.10 delivery (home / store pickup) and §2.11 payment methods', () => {
  test('a named tab list; each tab selected or not, controlling its labelled panel; one tab stop', () => {
    renderScreen(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Payment method' }).getAttribute('part')).toBe('tabs');
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex, tab.getAttribute('part')])).toEqual([
      ['Pay online', 'true', 0, 'tab'],
      ['Cash on delivery', 'false', -1, 'tab'],
      ['Card on delivery', 'false', -1, 'tab'],
    ]);
    for (const tab of tabs()) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect([panel?.getAttribute('role'), panel?.getAttribute('aria-labelledby'), panel?.tabIndex]).toEqual(['tabpanel', tab.id, 0]);
      expect(panel?.getAttribute('part')).toBe('tab-panel');
      expect(panel?.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
    }
    expect(screen.getByRole('tabpanel', { name: 'Pay online' }).textContent).toBe('Card details'); // the others are hidden
  });

  test('a click selects a tab and shows its panel', () => {
    renderScreen(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Card on delivery' }));
    expect(selected()).toMatchObject({ name: 'Card on delivery', tabStops: 1 });
    expect(screen.getByRole('tabpanel', { name: 'Card on delivery' }).textContent).toBe('Pay the courier by card');
  });

  test('left to right: Arrow Right selects and focuses the next tab, Arrow Left the previous (both wrap), Home and End the ends', () => {
    renderScreen(<Harness />);
    screen.getByRole('tab', { name: 'Pay online' }).focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    expect(press('ArrowRight')).toBe(false); // handled: the page does not scroll
    expect(selected()).toEqual({ name: 'Cash on delivery', focused: true, tabStops: 1 });
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toEqual({ name: 'Pay online', focused: true, tabStops: 1 });
    press('ArrowLeft');
    expect(selected()).toEqual({ name: 'Card on delivery', focused: true, tabStops: 1 });
    press('Home');
    expect(selected()).toEqual({ name: 'Pay online', focused: true, tabStops: 1 });
    press('End');
    expect(selected()).toEqual({ name: 'Card on delivery', focused: true, tabStops: 1 });
    expect(screen.getByRole('tabpanel', { name: 'Card on delivery' })).toBeTruthy();
  });

  test('right to left (ar): Arrow Left goes to the next tab, Arrow Right to the previous', () => {
    renderScreen(<Harness />, 'ar');
    screen.getByRole('tab', { name: 'Pay online' }).focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowLeft');
    expect(selected()).toEqual({ name: 'Cash on delivery', focused: true, tabStops: 1 });
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toEqual({ name: 'Card on delivery', focused: true, tabStops: 1 });
  });

  test('other keys and modified arrows are left to the browser (Tab leaves the list, Alt+Arrow goes back)', () => {
    renderScreen(<Harness />);
    const first = screen.getByRole('tab', { name: 'Pay online' });
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(first, { key: 'ArrowRight', altKey: true })).toBe(true);
    expect(selected()).toEqual({ name: 'Pay online', focused: true, tabStops: 1 });
  });

  test('its rules hold no colour or size literal and no physical property', () => {
    expect(brokenRules(TABS_CSS)).toEqual([]);
  });
});
