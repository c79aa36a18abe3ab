// The delivery step's state (widgets/delivery/step-state.ts): what each event does to it.
import { deliveryReducer, INITIAL_DELIVERY, type DeliveryState } from '../../../widgets/delivery/step-state';
import { FLOW } from '../../../src/checkout/messages';
import { EMPTY_VALUES } from '../../../widgets/delivery/form';
import { failure } from '../../../src/i18n/messages';

const places = { cityList: [], stores: [{ id: 'SLL01', name: 'Muscat Grand Mall', address: '' }] };
const run = (...events: Parameters<typeof deliveryReducer>[1][]): DeliveryState => events.reduce(deliveryReducer, INITIAL_DELIVERY);

describe('000 §2.10 the delivery step: its state', () => {
  test('the places load, fail and are asked again (contract §4.14)', () => {
    expect(run({ type: 'places-loaded', data: places }).places).toEqual({ status: 'ready', data: places });
    const failed = run({ type: 'places-loaded', data: places }, { type: 'places-loading' }, { type: 'places-failed' });
    expect(failed.places).toEqual({ status: 'error', data: places }); // what was shown stays
    expect(run({ type: 'places-retried' }, { type: 'places-retried' }).placesTry).toBe(2);
  });

  test('another tab clears the errors shown', () => {
    const shown = run({ type: 'errors-shown', errors: { store_id: failure } }, { type: 'tab-selected', tab: 'pickup' });
    expect(shown).toMatchObject({ tab: 'pickup', errors: {} });
  });

  test('a field check sets or clears its error only; the same answer keeps the state', () => {
    const one = run(
      { type: 'errors-shown', errors: { city: failure, area: failure } },
      { type: 'field-checked', field: 'city', error: undefined },
    );
    expect(one.errors).toEqual({ area: failure });
    expect(deliveryReducer(one, { type: 'field-checked', field: 'area', error: failure })).toBe(one);
  });

  test('values keep the pin unless the event gives one (null drops it)', () => {
    const pinned = run({ type: 'values-changed', values: EMPTY_VALUES, pin: { latitude: 23.6, longitude: 58.4 } });
    expect(deliveryReducer(pinned, { type: 'values-changed', values: EMPTY_VALUES }).pin).toEqual({ latitude: 23.6, longitude: 58.4 });
    expect(deliveryReducer(pinned, { type: 'values-changed', values: EMPTY_VALUES, pin: null }).pin).toBeNull();
  });

  test('000 §5.7, §8 place-order mode without the terms: the message under the box and a warning toast; agreeing clears it', () => {
    const required = run({ type: 'terms-required' });
    expect(required).toMatchObject({ termsError: FLOW.termsRequired, toast: { text: FLOW.termsRequired, tone: 'warning' } });
    expect(deliveryReducer(required, { type: 'terms-changed', agreed: true })).toMatchObject({ terms: true, termsError: null });
    expect(deliveryReducer(required, { type: 'terms-changed', agreed: false }).termsError).toBe(FLOW.termsRequired);
  });

  test('NEXT: busy while it runs, then where the step goes on or the expired reservation (000 §4.1, §4.3)', () => {
    expect(run({ type: 'busy', busy: true }).busy).toBe(true);
    expect(run({ type: 'busy', busy: true }, { type: 'done', nextHref: '/payment/' })).toMatchObject({
      busy: true,
      done: { nextHref: '/payment/' },
    });
    expect(run({ type: 'reservation-expired' }).expired).toBe(true);
  });
});
