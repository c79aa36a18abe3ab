// The cap on the numbers one client may hold at once (issue 6 finding 1; contract §3 hold_limit),
// as a shopper meets it on the number page (000 §4.3), in English and Arabic: a second shopper from
// the same address presses NEXT, the bridge refuses with 429 hold_limit, and the picker says why
// and what to do, keeping the chosen number. The cap is set the way an administrator would (the
// plugin's hold_limits setting) and restored afterwards; the first shopper's hold is released.
// Screenshots of every step: artefacts/screenshots/numbers-hold-limit/<lang>/.
import type { Page, Response } from 'playwright-core';
import { axeViolations, restoreBridgeSettings, setBridgeSettings, snap, type Lang } from '../support';
import { chooseFirstFreeNumber, nextButton, openNumberPage, reserveAndGoToCart, numberPicker, widget } from '../journeys';
import { removeFromCart } from '../cart/cart-journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'numbers-hold-limit';
const HALA_5 = '/prepaid-recommended-numbers/?plan=hala-5';

/** What the shopper reads (locales/{en,ar}/messages.po). */
const TEXT = inEachLanguage((say) => ({
  title: say('Number not reserved'),
  body: say('You are holding the most numbers we allow at once. Complete or remove your cart, or try again in a few minutes.'),
  ok: say('OK'),
  next: say('Next'),
}));

const picker = (page: Page) => numberPicker(page);
/** Page errors, leaving out the browser's note of the 429 answer the test asks for. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 429/.test(error));
/** The answers admin-ajax gives the page from now on (the form bodies are streamed: the request does not show them). */
const ajaxAnswers = (page: Page) => {
  const answers: Response[] = [];
  page.on('response', (response) => void (response.url().includes('/admin-ajax.php') && answers.push(response)));
  return answers;
};
/** Text of the element focused inside the number picker's shadow root. */
const focusedInPicker = (page: Page) =>
  widget(page, 'number-picker').evaluate((el) => el.shadowRoot?.activeElement?.textContent?.trim() ?? null);

describe('000 §4.3 / issue 6 finding 1 the hold cap on the number page', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    const text = TEXT[lang];

    it(`${lang}: a second shopper from the same address, over the cap, reads why NEXT did not reserve and what to do; the chosen number is kept`, async () => {
      const first = await newShopper();
      let reserved = false;
      let previous: Record<string, unknown> | null = null;
      try {
        await openNumberPage(first.page, HALA_5, lang);
        await chooseFirstFreeNumber(first.page, lang);
        await reserveAndGoToCart(first.page, lang, JOURNEY);
        reserved = true;
        // Every shopper of the test host comes from one address, and earlier journeys may still hold
        // numbers from it (the host lifts the cap for them): the cap of one is set once the first
        // shopper holds a number, so the address is at the cap whatever came before.
        previous = setBridgeSettings({ hold_limits: { per_session: 0, per_ip: 1 } });

        const second = await newShopper();
        await openNumberPage(second.page, HALA_5, lang);
        const msisdn = await chooseFirstFreeNumber(second.page, lang);
        const answers = ajaxAnswers(second.page);
        await nextButton(second.page).click();
        const popup = picker(second.page).getByRole('dialog', { name: text.title, exact: true });
        await popup.waitFor();
        // NEXT's reservation was refused by the cap (after the captcha token, which is answered 200)
        const refused = answers.filter((response) => response.status() !== 200);
        expect(refused.map((response) => response.status())).toEqual([429]);
        expect(await refused[0]!.json()).toMatchObject({ responseCode: 'hold_limit' });
        expect(Number(refused[0]!.headers()['retry-after'])).toBeGreaterThan(0);
        expect(await popup.innerText()).toContain(text.body);
        // the dialog takes the focus, on its only button
        expect(await focusedInPicker(second.page)).toBe(text.ok);
        expect({ popup: 'hold-limit', v: await axeViolations(second.page) }).toEqual({ popup: 'hold-limit', v: [] });
        await snap(second.page, JOURNEY, lang, 'hold-limit-popup');

        await popup.getByRole('button', { name: text.ok, exact: true }).click();
        expect(await popup.count()).toBe(0);
        // the focus goes back to NEXT, where the shopper can try again
        expect(await focusedInPicker(second.page)).toBe(text.next);
        expect(await picker(second.page).locator(`input[type="radio"][value="${msisdn}"]`).isChecked()).toBe(true);
        expect(await second.page.evaluate(() => sessionStorage.getItem('currentSelectedNo'))).toBe(msisdn);
        expect(await nextButton(second.page).isEnabled()).toBe(true);
        expect(new URL(second.page.url()).pathname).toBe('/prepaid-recommended-numbers/');
        await snap(second.page, JOURNEY, lang, 'hold-limit-dismissed-choice-kept');
        expect(unexpected(second.errors)).toEqual([]);
        expect(first.errors).toEqual([]);
      } finally {
        if (previous) restoreBridgeSettings(previous);
        // the first shopper's hold ends with their cart
        if (reserved) {
          await removeFromCart(first.page, lang);
          await first.page.waitForURL(/\/empty-cart\//);
        }
      }
    });
  }
});
