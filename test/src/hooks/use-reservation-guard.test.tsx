// The reservation guard as the personal-info, delivery and payment steps will mount it: a test
// step stands in for them (NEXT and BACK through the guard, its popup rendered as a step would).
import { act, fireEvent, screen } from '@testing-library/react';
import { useReservationGuard } from '../../../src/hooks/use-reservation-guard';
import { NumberExpiredPopup } from '../../../src/checkout/NumberExpiredPopup';
import type { GuardedStep } from '../../../src/domain/reservation-guard';
import { fakeBridge } from '../support/fake-bridge';
import { testStore } from '../support/store';
import { renderScreen } from '../support/render';
import { configFor } from '../support/fixtures';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const LIMIT_MS = 15 * 60_000; // fixtures: blockNumberMinutes 15

function TestStep({ step, orderType, onNext, onBack }: { step: GuardedStep; orderType: string; onNext(): void; onBack(): void }) {
  const guard = useReservationGuard({ step, orderType, serviceType: 'prepaid', planUrlKey: 'hala-5' });
  return (
    <section>
      <button type="button" onClick={guard.guarded(onBack)}>
        Back
      </button>
      <button type="button" onClick={guard.guarded(onNext)}>
        Next
      </button>
      {guard.popup && <NumberExpiredPopup {...guard.popup} />}
    </section>
  );
}

let clock = NOW;
beforeEach(() => {
  clock = NOW;
  sessionStorage.clear();
  localStorage.clear();
});

function mountStep(
  step: GuardedStep,
  { blockedTime, orderType = 'prepaid', lang = 'en' }: { blockedTime: number | null; orderType?: string; lang?: 'en' | 'ar' },
) {
  if (blockedTime !== null) localStorage.setItem('number_blocked_time', String(blockedTime));
  const page = testStore({ client: fakeBridge({}).client, config: configFor(lang), now: () => clock });
  const onNext = jest.fn();
  const onBack = jest.fn();
  renderScreen(<TestStep step={step} orderType={orderType} onNext={onNext} onBack={onBack} />, lang);
  return { ...page, onNext, onBack };
}

describe('000 §4.3 reservation guard: checked on load of personal info, delivery and payment', () => {
  test.each([
    ['personal-info', 'The selected number has been expired...'],
    ['payment', 'The selected number has been expired...'],
    ['delivery', 'Selected number has expired'],
  ] as const)('%s with no number_blocked_time: the number-expired popup reads %p', (step, message) => {
    mountStep(step, { blockedTime: null });
    const dialog = screen.getByRole('dialog', { name: message });
    expect(dialog.textContent).toContain('Please choose another number to continue.');
  });

  test.each(['personal-info', 'delivery', 'payment'] as const)('%s with an expired reservation shows the popup on load', (step) => {
    mountStep(step, { blockedTime: NOW - LIMIT_MS });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test.each(['personal-info', 'delivery', 'payment'] as const)('%s with a running reservation shows nothing', (step) => {
    mountStep(step, { blockedTime: NOW - LIMIT_MS + 1000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in Arabic the popup reads the Arabic message and its link keeps lang=ar', () => {
    mountStep('payment', { blockedTime: null, lang: 'ar' });
    const dialog = screen.getByRole('dialog', { name: 'انتهت صلاحية الرقم المختار...' });
    expect(dialog.querySelector('a')!.getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number&lang=ar',
    );
  });
});

describe('000 §4.3 reservation guard: the popup links back to number selection, ignores Escape, blocks the action', () => {
  test('the only way on is the link to number selection; Escape leaves the popup open', () => {
    mountStep('delivery', { blockedTime: null });
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('a')!.getAttribute('href')).toBe(
      'https://shop.example/prepaid-recommended-numbers/?plan=hala-5&method=change-number',
    );
    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test.each(['personal-info', 'delivery', 'payment'] as const)('an expired reservation blocks NEXT and BACK on %s', (step) => {
    const { onNext, onBack } = mountStep(step, { blockedTime: NOW - 60_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    clock = NOW - 60_000 + LIMIT_MS; // the hold runs out while the shopper fills the step in
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back', hidden: true }));
    expect(onBack).not.toHaveBeenCalled();
  });

  test('a reservation cleared in another tab blocks the next action', () => {
    const { onNext, store } = mountStep('payment', { blockedTime: NOW });
    act(() => store.setState({ blockedTime: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'The selected number has been expired...' })).toBeTruthy();
  });

  test('NEXT and BACK go on while the reservation runs', () => {
    const { onNext, onBack } = mountStep('delivery', { blockedTime: NOW - 60_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('000 §4.3 reservation guard: device and device-installment orders skip the checks', () => {
  test.each(['devices', 'device-installment'])('%s: no popup on load, NEXT and BACK go on without a reservation', (orderType) => {
    const { onNext, onBack } = mountStep('payment', { blockedTime: null, orderType });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test.each(['prepaid', 'postpaid', 'port-in', ''])('%p orders are checked', (orderType) => {
    mountStep('delivery', { blockedTime: null, orderType });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('000 §4.5, §4.3 reservation guard: after a login, the load check waits for the cart merge to settle', () => {
  /** A cart read as the bridge answers it while a login's merge settles (pending) or after it. */
  const cartRead = (pending: boolean) => ({
    status: 'ready' as const,
    data: { items: [], cart_items_count: 1, cart_merge_pending: pending },
  });

  test('no popup while the merge is pending (the guest number it releases); checked on the cart read after it', () => {
    const page = testStore({ client: fakeBridge({}).client, config: configFor('en'), now: () => clock });
    page.store.setState({ cart: cartRead(true) } as never);
    renderScreen(<TestStep step="delivery" orderType="prepaid" onNext={jest.fn()} onBack={jest.fn()} />, 'en');
    expect(screen.queryByRole('dialog')).toBeNull();

    // the merge kept the account's cart, whose hold runs
    act(() => page.store.setState({ cart: cartRead(false), blockedTime: NOW - 60_000 } as never));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a cart read after the merge with no hold shows the popup', () => {
    const page = testStore({ client: fakeBridge({}).client, config: configFor('en'), now: () => clock });
    page.store.setState({ cart: cartRead(true) } as never);
    renderScreen(<TestStep step="delivery" orderType="prepaid" onNext={jest.fn()} onBack={jest.fn()} />, 'en');
    act(() => page.store.setState({ cart: cartRead(false) } as never));
    expect(screen.getByRole('dialog', { name: 'Selected number has expired' })).toBeTruthy();
  });
});
