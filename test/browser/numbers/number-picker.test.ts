// Choosing a number (000 §2.7), as a shopper does it on the demo shop, in English and Arabic: the
// recommended and search pages in both route forms (000 §2.2), the search rules (000 §5.1), 'show
// more' and 'more numbers' (000 §9, contract §7.2), reserving (000 §4.2–§4.3), the popups of a
// busy cart and of a number someone else took (000 §8), the free-device offer, the back button.
// Screenshots of every step: artefacts/screenshots/numbers/<lang>/.
import type { Page } from 'playwright-core';
import { restoreBridgeSettings, setBridgeSettings, snap, type Lang } from '../support';
import {
  chooseFirstFreeNumber,
  chooseNumber,
  digitsOf,
  nextButton,
  numbersListed,
  openNumberPage,
  reserveFirstFreeNumber,
  reserveNumberAsAnotherShopper,
  searchNumbers,
  until,
  widget,
  widgetText,
  numberPicker,
} from '../journeys';
import { newShopper } from '../fixture';
import { inEachLanguage } from '../catalogs';

const JOURNEY = 'numbers';

/** What the shopper reads (the number picker's catalog, locales/<lang>/number-picker.po). */
const TEXT = inEachLanguage((say) => ({
  searchEmpty: say('Please enter at least 3 digits to search.'),
  notNumeric: say('Please enter digits only.'),
  tooLong: say('Please enter no more than 8 digits.'),
  chooseNumber: say('Please choose a phone number to proceed'),
  // issue 8: the group's own 'show more' says how many and of which group; the next page is a distinct 'suggest'
  showMore: say.anyCount('{0, plural, one {Show # more paid number} other {Show # more paid numbers}}'),
  moreNumbers: say('Suggest more numbers'),
  replaceTitle: say('Replace the plan in your cart?'),
  replaceConfirm: say('Replace plan'),
  failureTitle: say('Number not available'),
  ok: say('OK'),
  freeDevices: say('See the free devices'),
  devicesTitle: say('Free devices with this plan'),
  free: say('Free', undefined, 'price'),
  close: say('Close'),
  back: say('Back'),
  toSearch: say('Search for a specific number'),
  toRecommended: say('See recommended numbers'),
}));

const HALA_5 = '/prepaid-recommended-numbers/?plan=hala-5';
const picker = (page: Page) => numberPicker(page);
const listCalls = (page: Page) => {
  const urls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/plan-details-numbers-list')) urls.push(new URL(request.url()));
  });
  return urls;
};
/** Page errors, leaving out the browser's note of a 409 answer (cart_not_empty, number_unavailable: answers the shop expects). */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 409/.test(error));
/** The path and query of the page, lang included. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('000 §2.7 choosing a number: recommended numbers and number search', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    const text = TEXT[lang];

    describe(`000 §2.7 the number pages in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
      it('000 §5.1 the search box says what is wrong with a pattern, under the box, and keeps what was typed', async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, '/prepaid-search-number/?plan=hala-5', lang);
        const calls = listCalls(page);
        const box = picker(page).locator('input[type="search"]');
        for (const [typed, message, step] of [
          ['12', text.searchEmpty, 'search-too-short'],
          ['12a4', text.notNumeric, 'search-not-numeric'],
          ['123456789', text.tooLong, 'search-too-long'],
        ] as const) {
          await searchNumbers(page, typed);
          const error = picker(page).locator('form[role="search"] [role="alert"]');
          expect((await error.textContent())?.trim()).toBe(message);
          expect(await box.inputValue()).toBe(typed);
          expect(await box.getAttribute('aria-invalid')).toBe('true');
          // under the box: the error starts below the search field
          const [field, under] = [await box.boundingBox(), await error.boundingBox()];
          expect(under!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
          await snap(page, JOURNEY, lang, step);
        }
        expect(calls).toEqual([]); // nothing was sent
        expect(errors).toEqual([]);
      });

      it('000 §2.7 a search lists the numbers holding the typed digits (spaces around them ignored)', async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, '/prepaid-search-number/?plan=hala-5', lang);
        const [first] = await numbersListed(page, 'free');
        const digits = first!.slice(2, 6);
        const calls = listCalls(page);
        await searchNumbers(page, ` ${digits} `);
        await until(
          async () => calls.length,
          (n) => n === 1,
        );
        expect(calls[0]!.searchParams.get('msisdn_pattern')).toBe(digits);
        expect(
          (
            await until(
              () => numbersListed(page),
              (all) => all.every((n) => n.includes(digits)),
            )
          ).every((n) => n.includes(digits)),
        ).toBe(true);
        expect(await numbersListed(page)).toContain(first);
        expect(await picker(page).locator('input[type="search"]').inputValue()).toBe(` ${digits} `);
        expect(await picker(page).locator('form[role="search"] [role="alert"]').count()).toBe(0);
        await snap(page, JOURNEY, lang, 'search-results');
        expect(errors).toEqual([]);
      });

      it("000 §2.7 more than 5 numbers in a group: 'show more' reveals the rest, flagged as extra", async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, HALA_5, lang);
        const paid = picker(page).locator('fieldset').nth(1);
        expect(await paid.locator('input[type="radio"]').count()).toBe(5);
        const more = paid.getByRole('button', { name: text.showMore });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await more.click();
        // default page size 3 per vanity level: up to 9 paid numbers (contract §4.3)
        const labels = paid.locator('label');
        expect(
          await until(
            () => labels.count(),
            (n) => n > 5,
          ),
        ).toBeGreaterThan(5);
        const extra = await labels.evaluateAll((items) => items.map((item) => item.hasAttribute('data-extra')));
        expect(extra.slice(0, 5)).toEqual([false, false, false, false, false]);
        expect(extra.slice(5).every(Boolean)).toBe(true);
        await snap(page, JOURNEY, lang, 'show-more');
        expect(errors).toEqual([]);
      });

      it("contract §7.2 'more numbers' brings the next page, of the page size set in the plugin", async () => {
        const previous = setBridgeSettings({ numbers_page_size: 2 });
        const { page, errors } = await newShopper();
        try {
          const calls = listCalls(page);
          const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
          await openNumberPage(page, HALA_5, lang);
          // the first page comes with the page (contract §6), of the plugin's page size: no request for it
          const held = /<script type="application\/json" class="whl-first-page">(.*?)<\/script>/.exec(await (await document).text());
          expect(JSON.parse(held![1]!).query).toMatchObject({ page_size: 2, page_index: 1 });
          expect(calls).toEqual([]);
          const firstPage = await numbersListed(page, 'free');
          expect(firstPage).toHaveLength(2);
          await picker(page).getByRole('button', { name: text.moreNumbers, exact: true }).click();
          expect(
            await until(
              async () => (await numbersListed(page, 'free')).length,
              (n) => n === 4,
            ),
          ).toBe(4);
          expect(calls.map((call) => [call.searchParams.get('page_index'), call.searchParams.get('page_size')])).toEqual([['2', '2']]);
          const bothPages = await numbersListed(page, 'free');
          expect(bothPages.slice(0, 2)).toEqual(firstPage);
          expect(new Set(bothPages).size).toBe(4);
          await snap(page, JOURNEY, lang, 'more-numbers');
          expect(errors).toEqual([]);
        } finally {
          restoreBridgeSettings(previous);
        }
      });

      it('000 §2.7 / §4.3 choosing a number shows it in the footer and enables Next; Next reserves it (busy meanwhile) and opens the cart', async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, HALA_5, lang);
        const footer = picker(page).locator('.foot');
        expect(await nextButton(page).isDisabled()).toBe(true);
        expect(await footer.innerText()).toContain(text.chooseNumber);
        const [msisdn] = await numbersListed(page, 'paid');
        await chooseNumber(page, msisdn!);
        expect(await nextButton(page).isEnabled()).toBe(true);
        expect(digitsOf(await footer.innerText())).toContain(msisdn);
        const stored = await page.evaluate(() =>
          ['number_selected', 'currentSelectedNo', 'currentSelectedNoLabel'].map((key) => sessionStorage.getItem(key)),
        );
        expect(stored.slice(0, 2)).toEqual([`msisdn:${msisdn}`, msisdn]);
        expect(['SILVER', 'GOLD', 'PLATINUM']).toContain(stored[2]);
        await snap(page, JOURNEY, lang, 'number-chosen');
        // the reservation is held back a moment to see Next busy and disabled while it is in flight
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/admin-ajax.php', async (route) => {
          if (route.request().postData()?.includes('wp_plan_add_to_cart')) await held;
          await route.continue();
        });
        await nextButton(page).click();
        expect(
          await until(
            () => nextButton(page).getAttribute('aria-busy'),
            (busy) => busy === 'true',
          ),
        ).toBe('true');
        expect(await nextButton(page).isDisabled()).toBe(true);
        await snap(page, JOURNEY, lang, 'reserving');
        release();
        await page.waitForURL(/\/my_cart\//);
        await widget(page, 'cart').locator('[role="timer"]').waitFor();
        expect(digitsOf(await widgetText(page, 'cart'))).toContain(msisdn);
        expect(page.url().includes('lang=ar')).toBe(lang === 'ar');
        await snap(page, JOURNEY, lang, 'reserved-in-cart');
        expect(errors).toEqual([]);
      });

      it('000 §4.2 a second plan while one is in the cart: the replace-plan popup; confirmed, the cart holds the new plan and number', async () => {
        const { page, errors } = await newShopper();
        const first = await reserveFirstFreeNumber(page, lang);
        await openNumberPage(page, '/prepaid-recommended-numbers/?plan=hala-10', lang);
        const planName = (await picker(page).locator('h2').first().textContent())!.trim();
        const msisdn = await chooseFirstFreeNumber(page, lang);
        await nextButton(page).click();
        const popup = picker(page).getByRole('dialog', { name: text.replaceTitle, exact: true });
        await popup.waitFor();
        await snap(page, JOURNEY, lang, 'replace-plan-popup');
        await popup.getByRole('button', { name: text.replaceConfirm, exact: true }).click();
        await page.waitForURL(/\/my_cart\//);
        await widget(page, 'cart').locator('[role="timer"]').waitFor();
        const cart = await widgetText(page, 'cart');
        expect(cart).toContain(planName);
        expect(cart).not.toContain(first.planName);
        expect(digitsOf(cart)).toContain(msisdn);
        expect(digitsOf(cart)).not.toContain(first.msisdn);
        expect(await widget(page, 'cart-badge').locator('[part="badge"]').textContent()).toBe('1');
        await snap(page, JOURNEY, lang, 'cart-with-new-plan');
        expect(unexpected(errors)).toEqual([]);
      });

      it("000 §4.2 change number from the cart: method=change-number gives the cart's plan the new number", async () => {
        const { page, errors } = await newShopper();
        const first = await reserveFirstFreeNumber(page, lang);
        await widget(page, 'cart').locator('a[href*="method=change-number"]').click();
        await page.waitForURL(/method=change-number/);
        await picker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
        expect(new URL(page.url()).searchParams.get('plan')).toBeTruthy();
        const [msisdn] = await numbersListed(page, 'paid');
        await chooseNumber(page, msisdn!);
        await snap(page, JOURNEY, lang, 'change-number-chosen');
        await nextButton(page).click();
        await page.waitForURL(/\/my_cart\//);
        await widget(page, 'cart').locator('[role="timer"]').waitFor();
        const cart = digitsOf(await widgetText(page, 'cart'));
        expect(cart).toContain(msisdn);
        expect(cart).not.toContain(first.msisdn);
        expect(await widgetText(page, 'cart')).toContain(first.planName);
        expect(await widget(page, 'cart-badge').locator('[part="badge"]').textContent()).toBe('1');
        await snap(page, JOURNEY, lang, 'cart-with-changed-number');
        expect(errors).toEqual([]);
      });

      it('000 §8 a number someone else reserved meanwhile: the reservation-failure popup; OK clears the choice and reloads the list without it', async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, HALA_5, lang);
        const msisdn = await chooseFirstFreeNumber(page, lang);
        await reserveNumberAsAnotherShopper(HALA_5, msisdn, lang);
        await nextButton(page).click();
        const popup = picker(page).getByRole('dialog', { name: text.failureTitle, exact: true });
        await popup.waitFor();
        await snap(page, JOURNEY, lang, 'reservation-failure-popup');
        await popup.getByRole('button', { name: text.ok, exact: true }).click();
        expect(await popup.count()).toBe(0);
        expect(
          await until(
            () => numbersListed(page),
            (all) => !all.includes(msisdn),
          ),
        ).not.toContain(msisdn);
        expect(await nextButton(page).isDisabled()).toBe(true);
        expect(await picker(page).locator('.foot').innerText()).toContain(text.chooseNumber);
        expect(await page.evaluate(() => sessionStorage.getItem('number_selected'))).toBeNull();
        await snap(page, JOURNEY, lang, 'list-reloaded');
        expect(unexpected(errors)).toEqual([]);
      });

      it('000 §2.7 with the free-device offer, a popup lists the devices that come free', async () => {
        const { page, errors } = await newShopper();
        await openNumberPage(page, HALA_5, lang);
        expect(await picker(page).getByRole('button', { name: text.freeDevices, exact: true }).count()).toBe(0);
        await openNumberPage(page, `${HALA_5}&offer=free-device`, lang);
        await picker(page).getByRole('button', { name: text.freeDevices, exact: true }).click();
        const popup = picker(page).getByRole('dialog', { name: text.devicesTitle, exact: true });
        const devices = popup.getByRole('listitem');
        await devices.first().waitFor();
        expect(await devices.count()).toBeGreaterThan(1);
        const names = await devices.locator('h3').allTextContents();
        expect(names.every((name) => name.trim().length > 0)).toBe(true);
        expect(await devices.first().innerText()).toContain(text.free);
        await snap(page, JOURNEY, lang, 'free-devices');
        await popup.getByRole('button', { name: text.close, exact: true }).click();
        expect(await popup.count()).toBe(0);
        expect(errors).toEqual([]);
      });

      it('000 §2.7 the back button returns to the prepaid page, the postpaid page or home, according to the page, keeping the language', async () => {
        const { page, errors } = await newShopper();
        const ar = lang === 'ar' ? '?lang=ar' : '';
        for (const [path, back] of [
          [HALA_5, '/prepaid-plan-page/'],
          ['/postpaid-search-number/?plan=shahry-endless-12', '/postpaid/'],
          ['/recommended_numbers/?plan=hala-5', '/'],
        ] as const) {
          await openNumberPage(page, path, lang);
          await picker(page).getByRole('link', { name: text.back, exact: true }).click();
          await page.waitForURL((url) => url.pathname === back);
          expect(where(page)).toBe(back + ar);
        }
        await snap(page, JOURNEY, lang, 'back-to-home');
        expect(errors).toEqual([]);
      });

      it('000 §2.2 / §2.7 the recommended and search pages link to each other, in both route forms, keeping plan, method, type, offer and activation', async () => {
        const { page, errors } = await newShopper();
        const query = 'plan=hala-5&method=change-number&type=esim&offer=free-device&activation=self';
        const ar = lang === 'ar' ? '&lang=ar' : '';
        for (const [from, to, link] of [
          [`/prepaid-recommended-numbers/?${query}`, `/prepaid-search-number/?${query}`, text.toSearch],
          [`/prepaid-search-number/?${query}`, `/prepaid-recommended-numbers/?${query}`, text.toRecommended],
          [`/recommended_numbers/?${query}`, `/search_number/?${query}`, text.toSearch],
          [`/search_number/?${query}`, `/recommended_numbers/?${query}`, text.toRecommended],
        ] as const) {
          await openNumberPage(page, from, lang);
          await picker(page).getByRole('link', { name: link, exact: true }).click();
          await page.waitForURL((url) => url.pathname === to.split('?')[0]);
          expect(where(page)).toBe(to + ar);
          // the page reached lists the plan's numbers
          await picker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });
        }
        await snap(page, JOURNEY, lang, 'recommended-page-plain-route');
        expect(errors).toEqual([]);
      });
    });
  }
});
