// 000 §2.7 the number page's first screen: the bridge prints the plan and its first numbers in the
// element (WordPress\Html\NumberPreview, whose rendering PHPUnit's PlanDetailsNumbersListTest covers); the
// widget shows it through its slot until its own list is in, then takes it over: the number chosen
// there, what was typed in its search box and the focus carry over, and the printed screen goes.
import { act, waitFor, within } from '@testing-library/react';
import { NumberPickerScreen } from '../../../widgets/number-picker/Screen';
import { deferred, fakeBridge } from '../../src/support/fake-bridge';
import { testStore } from '../../src/support/store';
import { renderInElement } from '../../src/support/render';
import { configFor, numbersList } from '../../src/support/fixtures';

const PAGE = 'https://shop.example/prepaid-recommended-numbers/?plan=hala-5';
const PRINTED = `<div class="whl-numbers"><form role="search"><label>Search for a number<input type="search"></label></form>
<fieldset><legend>Free numbers</legend><label><input type="radio" name="msisdn" value="91234567">9123 4567</label>
<label><input type="radio" name="msisdn" value="91234568">9123 4568</label></fieldset>
<fieldset><legend>Paid numbers</legend><label><input type="radio" name="msisdn" value="99000222">9900 0222</label></fieldset></div>`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The widget on a number page whose element holds `printed`; `answer()` lets its list request answer `list`. */
function setup({ printed = PRINTED, list = numbersList() }: { printed?: string; list?: ReturnType<typeof numbersList> } = {}) {
  const gate = deferred();
  const bridge = fakeBridge({ 'plan-details-numbers-list': gate.handler });
  const page = testStore({ client: bridge.client, url: PAGE, config: configFor('en') });
  const { host, shadow } = renderInElement('whl-number-picker', printed, <NumberPickerScreen serviceType="prepaid" mode="recommended" />);
  return { ...page, host, shadow, answer: () => act(async () => gate.release({ body: list })) };
}

/** contract §6: what the bridge prints after the first screen: the widget's first request and its answer */
const firstPage = (query: Record<string, string | number>, answer: unknown = numbersList()) =>
  `<script type="application/json" class="whl-first-page">${JSON.stringify({ query, answer }).replace(/</g, '\\u003C')}</script>`;
const FIRST_REQUEST = { type: 'url_key', key: 'hala-5', vanity_level: '', msisdn_pattern: '*', page_size: 3, page_index: 1, lang: 'en' };

const printedRadio = (host: Element, msisdn: string) => host.querySelector<HTMLInputElement>(`input[value="${msisdn}"]`)!;

describe('000 §2.7 the number page: the first screen the bridge printed, then the widget', () => {
  test('while its list loads the widget shows the printed screen through its slot, placeholders only without one', async () => {
    const { shadow, answer } = setup();
    // the slot shows the element's children; its own children (the placeholders) show only when there are none
    const slot = shadow.querySelector('slot')!;
    expect(slot.querySelector('[role="status"]')).not.toBeNull();
    expect(shadow.querySelector('.picker')).toBeNull();
    await answer();
    await waitFor(() => expect(shadow.querySelector('.picker')).not.toBeNull());
    expect(shadow.querySelector('slot')).toBeNull();
  });

  test('the number chosen and the digits typed on the printed screen carry over; the printed screen goes', async () => {
    const { host, shadow, store, answer } = setup();
    act(() => {
      printedRadio(host, '99000222').click();
      host.querySelector<HTMLInputElement>('input[type="search"]')!.value = '٩٩٠';
    });
    await answer();
    const radio = await within(shadow).findByRole<HTMLInputElement>('radio', { name: /9900 0222/ });
    await waitFor(() => expect(radio.checked).toBe(true));
    expect(store.getState().selectedNumber).toEqual({ msisdn: '99000222', label: 'GOLD' });
    expect(within(shadow).getByRole<HTMLInputElement>('searchbox').value).toBe('٩٩٠');
    expect(host.childElementCount).toBe(0);
  });

  test('the focus moves from the printed radio to the same number of the widget (a keyboard shopper keeps their place)', async () => {
    const { host, shadow, answer } = setup();
    act(() => printedRadio(host, '91234568').focus());
    expect(document.activeElement).toBe(printedRadio(host, '91234568'));
    await answer();
    const radio = await within(shadow).findByRole<HTMLInputElement>('radio', { name: /9123 4568/ });
    await waitFor(() => expect(host.shadowRoot!.activeElement).toBe(radio));
  });

  test('a printed number no longer listed (held meanwhile) is not chosen, and nothing else is', async () => {
    const list = numbersList();
    list.response_numbers.paid = list.response_numbers.paid.filter((n) => n.msisdn !== '99000222');
    const { host, shadow, store, answer } = setup({ list });
    act(() => printedRadio(host, '99000222').click());
    await answer();
    const radios = await within(shadow).findAllByRole<HTMLInputElement>('radio');
    expect(store.getState().selectedNumber).toBeNull();
    expect(radios.filter((r) => r.checked)).toEqual([]);
    expect(host.childElementCount).toBe(0);
  });

  test('without a printed screen (a plan the bridge could not read) the placeholders show, then the list', async () => {
    const { shadow, answer } = setup({ printed: '' });
    expect(within(shadow).getByRole('status').textContent).toBe('Loading…');
    await answer();
    await waitFor(() => expect(shadow.querySelector('.picker')).not.toBeNull());
  });
});

describe('contract §6, issue 30: the first page the element holds is not asked for again', () => {
  test('the printed answer of the very first request: the widget starts from it, with no request', async () => {
    const { shadow, bridge } = setupHeld(PRINTED + firstPage(FIRST_REQUEST));
    await waitFor(() => expect(shadow.querySelector('.picker')).not.toBeNull());
    expect(within(shadow).getByRole('radio', { name: /9900 0222/ })).toBeTruthy();
    expect(bridge.callsTo('plan-details-numbers-list')).toEqual([]);
  });

  test.each([
    ['another page size', { ...FIRST_REQUEST, page_size: 5 }, numbersList()],
    ['another plan', { ...FIRST_REQUEST, key: 'hala-10' }, numbersList()],
    ['another language', { ...FIRST_REQUEST, lang: 'ar' }, numbersList()],
    ['an answer that does not read as the route does', FIRST_REQUEST, { responseCode: 'success', response_numbers: 'nope' }],
    ['a refusal', FIRST_REQUEST, { responseCode: 'not_found' }],
  ])('%s: the widget asks as usual', async (_case, query, answer) => {
    const { shadow, bridge } = setupHeld(PRINTED + firstPage(query, answer));
    await waitFor(() => expect(shadow.querySelector('.picker')).not.toBeNull());
    expect(bridge.callsTo('plan-details-numbers-list')).toHaveLength(1);
  });

  test('a script that is not JSON: the widget asks as usual', async () => {
    const { shadow, bridge } = setupHeld(`${PRINTED}<script type="application/json" class="whl-first-page">{not json</script>`);
    await waitFor(() => expect(shadow.querySelector('.picker')).not.toBeNull());
    expect(bridge.callsTo('plan-details-numbers-list')).toHaveLength(1);
  });
});

/** The widget on a number page whose element holds `printed`; its list request, if it makes one, answers at once. */
function setupHeld(printed: string) {
  const bridge = fakeBridge({ 'plan-details-numbers-list': { body: numbersList() } });
  testStore({ client: bridge.client, url: PAGE, config: configFor('en') });
  const { host, shadow } = renderInElement('whl-number-picker', printed, <NumberPickerScreen serviceType="prepaid" mode="recommended" />);
  return { host, shadow, bridge };
}
