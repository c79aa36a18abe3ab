// 000 §2.7 the number page's first screen: the bridge prints the plan and its first numbers in the
// element (light DOM, WordPress\Html\NumberPreview), shown through the widget's slot until its own screen is
// ready (docs/decisions/123-the-number-pages-first-screen.md). Then the widget takes it over: the number
// the shopper chose there and what they typed in its search box carry over, the focus moves to the
// same control of the widget's screen, and the printed screen goes.
import { useLayoutEffect, type RefObject } from 'react';
import { hostOf } from '../../src/shell/host';
import type { NumberPickerTalon } from './use-number-picker';

export function useTakeOverFirstScreen(screen: RefObject<HTMLElement | null>, picker: NumberPickerTalon): void {
  const ready = picker.plan !== null;
  useLayoutEffect(() => {
    const element = hostOf(screen.current);
    if (!ready || !element?.firstElementChild) return;
    const chosen = element.querySelector<HTMLInputElement>('input[name="msisdn"]:checked')?.value;
    const typed = element.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '';
    const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLInputElement) : null;
    // a number of the printed list no longer listed (held meanwhile) is not chosen
    const number = picker.groups.flatMap((group) => group.numbers).find((n) => n.msisdn === chosen);
    if (number) picker.select(number);
    if (typed) picker.search.setPattern(typed);
    element.replaceChildren();
    if (focused)
      [...(screen.current?.querySelectorAll('input') ?? [])]
        .find((input) => input.type === focused.type && (input.type !== 'radio' || input.value === focused.value))
        ?.focus();
    // once: when the widget's own screen first shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
