// Accessibility bar (issue 10): a keyboard-only shopper buys a plan from the homepage to the
// thank-you page (000 §2.3–§2.12, §5) — Tab and Shift+Tab to move, Enter to follow a link or press
// a button, Space to tick a box or choose a radio, arrow keys in the number radio group, the
// tabs (mirrored in Arabic) and the closed selects of the delivery cascade, the keyboard to type.
// No mouse, no fill: page.keyboard only. At every Tab stop the focus must be visible (the shop's
// :focus-visible ring, or the theme's), and where a step changes inside a widget (a part opens, an
// answer replaces the button that asked for it) the focus must not fall back to <body>.
// The existing customer 90000001 (the Sandbox's eligible prepaid customer) is the shortest
// personal step; its passcode is read from the demo outbox page in another tab, as a shopper
// reads an SMS. English, on a laptop: home delivery through the cascade (NEXT empty first: the
// focus goes to the first invalid field, 000 §5); Arabic, on a phone: the address search (a
// combobox: type, ArrowDown, Enter), then store pickup. Cash on delivery, CONFIRM before the terms
// (the focus goes to the box), the terms with Space, CONFIRM with Enter: the thank-you success
// view with the order id, which axe finds no violation on.
import type { Page } from 'playwright-core';
import { arabicDigits, latestPasscode, PERSONAL_TEXT } from './personal-info/personal-info-journeys';
import { axeViolations, shopUrl, VIEWPORTS, type Lang } from './support';
import { widget, widgetText, digitsOf, numberPicker } from './journeys';
import { newShopper } from './fixture';
import { inEachLanguage } from './catalogs';

const CUSTOMER = '90000001'; // the Sandbox's eligible Omani prepaid customer (contract §4.9)

/** The address the shopper types. */
const TYPED = {
  en: { area: 'Al Khuwair North', landmark: 'Near the Grand Mosque' },
  ar: { area: 'الخوير الشمالية', landmark: 'بجانب الجامع الأكبر' },
} as const;
const TEXT = inEachLanguage((say, lang) => ({ ...TYPED[lang], thanks: say('Thank you for your order!') }));

type Focus = {
  /** false when the focus is on <body> (or nowhere) */
  some: boolean;
  tag: string;
  type: string;
  name: string;
  id: string;
  role: string;
  part: string;
  href: string;
  value: string;
  text: string;
  label: string;
  selected: string;
  disabled: boolean;
  checked: boolean;
  /** a focus ring shows: :focus-visible with an outline (or the theme's box-shadow) on it or a box around it */
  ring: boolean;
  /** where it is: the widget's tag, or 'page' */
  where: string;
};

/** What has focus, looking through open shadow roots. */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let where = 'page';
    while (el?.shadowRoot?.activeElement) {
      where = el.tagName.toLowerCase();
      el = el.shadowRoot.activeElement;
    }
    const some = el !== null && el !== document.body && el !== document.documentElement;
    const input = el as HTMLInputElement | null;
    const labelledBy = el?.getAttribute('aria-labelledby');
    const root = el?.getRootNode() as Document | ShadowRoot | undefined;
    const label =
      el?.getAttribute('aria-label') ??
      (labelledBy ? (root?.getElementById(labelledBy)?.textContent ?? '') : (input?.labels?.[0]?.textContent ?? ''));
    // the ring on the element, or on a box around it that draws it (e.g. a number's card, `:has(:focus-visible)`)
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const line = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return line && box.width > 0 && box.height > 0;
    };
    let ring = false;
    // and the element within the page's width (not in an off-canvas menu)
    const at = el?.getBoundingClientRect();
    const across = at !== undefined && at.right > 0 && at.left < window.innerWidth;
    if (el && some && across && el.matches(':focus-visible')) {
      for (let node: Element | null = el, up = 0; node && up < 4 && !ring; node = node.parentElement, up++) ring = drawn(node);
    }
    return {
      some,
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      name: el?.getAttribute('name') ?? '',
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? '',
      part: el?.getAttribute('part') ?? '',
      href: el?.getAttribute('href') ?? '',
      value: input?.value ?? '',
      text: el?.textContent?.trim() ?? '',
      label: label.trim(),
      selected: el?.getAttribute('aria-selected') ?? '',
      disabled: input?.disabled ?? false,
      checked: input?.checked ?? false,
      ring,
      where,
    };
  });
}

const named = (f: Focus) =>
  `${f.where} ${f.tag}${f.id ? '#' + f.id : ''}${f.name ? `[name=${f.name}]` : ''} "${(f.label || f.text).slice(0, 40)}"`;

/** One shopper's keyboard: every key press goes through here, and every Tab stop is looked at. */
class Keyboard {
  /** Tab stops without a visible focus ring */
  readonly unseen = new Set<string>();
  /** where the focus fell to <body> after a change inside a widget */
  readonly lost: string[] = [];
  constructor(readonly page: Page) {}

  async press(key: string): Promise<Focus> {
    await this.page.keyboard.press(key);
    const now = await focused(this.page);
    if (now.some && !now.ring) this.unseen.add(named(now));
    return now;
  }

  /** A key that leaves the page (Enter on a link, or on a button that goes on): nothing to look at before the next page. */
  async leave(key: string, to: RegExp): Promise<void> {
    await Promise.all([this.page.waitForURL(to), this.page.keyboard.press(key)]);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  /** Tab (or Shift+Tab with `back`) until the focus is on what `match` recognises; fails after `max` presses. */
  async tabTo(what: string, match: (f: Focus) => boolean, { back = false, max = 80 } = {}): Promise<Focus> {
    for (let i = 0; i < max; i++) {
      const now = await this.press(back ? 'Shift+Tab' : 'Tab');
      if (match(now)) return now;
    }
    throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${what}`);
  }

  /** After a change inside a widget: the focus must still be somewhere (`step` names the change). */
  async kept(step: string): Promise<Focus> {
    const now = await focused(this.page);
    if (!now.some) this.lost.push(step);
    else if (!now.ring) this.unseen.add(named(now));
    return now;
  }

  /**
   * A closed <select> with the focus: ArrowDown (then ArrowUp) moves through its options, as on
   * Windows and Linux, until `value` is chosen; each move is a change (the cascade reloads).
   */
  async choose(name: string, value: string): Promise<void> {
    const select = this.page.locator(`whl-delivery select[name="${name}"]`);
    await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
    for (const key of ['ArrowDown', 'ArrowUp']) {
      for (let i = 0; i < 60; i++) {
        if ((await focused(this.page)).value === value) return;
        await this.press(key);
      }
    }
    throw new Error(`the arrow keys never chose ${value} in ${name}`);
  }
}

const isButton = (text: RegExp) => (f: Focus) => f.tag === 'button' && !f.disabled && text.test(f.text);
const isField = (name: string) => (f: Focus) => f.name === name;

/** Homepage → a prepaid plan → a number (arrow keys, Space) → Next → the cart. Returns the number. */
async function toCart(keys: Keyboard, lang: Lang): Promise<string> {
  const { page } = keys;
  await page.goto(shopUrl('/', lang));
  await widget(page, 'plan-cards').locator('li.whl-plan').first().waitFor();

  await keys.tabTo('a prepaid plan buy link', (f) => f.tag === 'a' && f.href.includes('prepaid-recommended-numbers'));
  await keys.leave('Enter', /prepaid-recommended-numbers/);
  await numberPicker(page).locator('input[type="radio"]').first().waitFor({ state: 'attached' });

  // the radio group is one Tab stop; the arrow keys move within it (and choose), Space chooses
  await keys.tabTo('the first number', (f) => f.tag === 'input' && f.type === 'radio');
  const first = (await focused(page)).value;
  const second = (await keys.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight')).value;
  expect(second).not.toBe(first);
  await keys.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
  await keys.press('Space');
  const chosen = await focused(page);
  expect(chosen).toMatchObject({ value: first, checked: true });
  expect(chosen.value).toMatch(/^[79]\d{7}$/);

  await keys.tabTo('the enabled Next button', isButton(/next|التالي/i));
  await keys.leave('Enter', /\/my_cart\//);
  await widget(page, 'cart').locator('[role="timer"]').waitFor();
  expect(digitsOf(await widgetText(page, 'cart'))).toContain(chosen.value);
  return chosen.value;
}

/** The cart's Checkout → the personal step as the existing customer: passcode, contact, terms, NEXT. */
async function personalStep(keys: Keyboard, lang: Lang): Promise<void> {
  const { page } = keys;
  const text = PERSONAL_TEXT[lang];
  await keys.tabTo('the Checkout link', (f) => f.tag === 'a' && f.href.includes('-personal-info'));
  await keys.leave('Enter', /-personal-info\//);
  const step = widget(page, 'personal-info');
  await step.locator('[name="user_email"]').waitFor();

  await keys.tabTo('the existing-customer button', isButton(new RegExp(text.existingCustomer.replace(/[?]/g, '\\?'))));
  await keys.press('Enter');
  await step.locator('[part="existing-customer"] input[inputmode="numeric"]').waitFor();
  await keys.kept('the existing-customer section opened');
  await keys.tabTo('the customer number', (f) => f.label === text.customerNumber);
  await keys.type(CUSTOMER);
  await keys.tabTo('Get passcode', isButton(new RegExp(text.getPasscode)));
  await keys.press('Enter');
  const boxes = step.locator('[part="passcode"]');
  await boxes.waitFor();
  // the outbox is another tab of the same browser: the shopper reads the SMS there
  const { msisdn, code } = await latestPasscode(page.context(), lang);
  expect(msisdn).toBe(CUSTOMER);
  await page.bringToFront();
  // 000 §5.8: the first box of "Digit 1 of 6" (its accessible name)
  const firstBox = (f: Focus) => f.where === 'whl-personal-info' && f.tag === 'input' && /(^|\D)1(\D|$)|١/.test(f.label);
  const afterGet = await keys.kept('Get passcode → the passcode boxes');
  if (!firstBox(afterGet)) await keys.tabTo('the first passcode box', firstBox);
  await keys.type(code); // a full box moves on to the next (000 §5.8)
  await keys.tabTo('Verify', isButton(new RegExp(`^${text.verify}$`)));
  await keys.press('Enter');
  await step.locator('[part="existing-customer"] [role="status"]').waitFor();
  await keys.kept('Verify → the verified notice');

  const email = `keyboard.${lang}@example.com`;
  await keys.tabTo('the e-mail', isField('user_email'));
  await keys.type(email);
  await keys.tabTo('the e-mail again', isField('confirm_email'));
  await keys.type(email);
  await keys.tabTo('the contact number', isField('user_phone_number'));
  await keys.type(CUSTOMER);
  await keys.tabTo('the terms', (f) => f.id === 'terms-main');
  await keys.press('Space');
  expect((await focused(page)).checked).toBe(true);
  await keys.tabTo('NEXT', (f) => f.tag === 'button' && f.type === 'submit' && !f.disabled);
  await keys.leave('Enter', /\/prepaid-delivery\//);
}

/** 000 §2.10 home delivery: the cascade with the arrow keys, the way (an Arabic keyboard's digits in ar), the villa, the landmark. */
async function homeDelivery(keys: Keyboard, lang: Lang): Promise<void> {
  // NEXT with nothing filled: the errors, and the focus on the first invalid field (000 §5)
  await keys.tabTo('NEXT', (f) => f.part === 'next' && !f.disabled);
  await keys.press('Enter');
  await keys.page.locator('whl-delivery [data-field="governorate"] .error').waitFor();
  expect(await keys.kept('NEXT with the address empty')).toMatchObject({ name: 'governorate' });
  await keys.choose('governorate', '1');
  await keys.tabTo('the wilayat', isField('wilayat'));
  await keys.choose('wilayat', '12');
  await keys.tabTo('the city', isField('city'));
  await keys.choose('city', '113');
  await keys.tabTo('the area', isField('area'));
  await keys.choose('area', TEXT[lang].area);
  await keys.tabTo('the way number', isField('way_no'));
  await keys.type(lang === 'ar' ? arabicDigits('345') : '345');
  await keys.tabTo('the villa', isField('apt_no'));
  await keys.type('12');
  await keys.tabTo('the landmark', isField('landmark'));
  await keys.type(TEXT[lang].landmark);
}

/**
 * 000 §2.10 the address search (a combobox): the place typed, ArrowDown to the first found, Enter
 * chooses it (the form is not sent) and fills the cascade; the focus stays in the field.
 */
async function addressSearch(keys: Keyboard, lang: Lang): Promise<void> {
  const delivery = keys.page.locator('whl-delivery');
  await keys.tabTo('the address search', (f) => f.role === 'combobox');
  await keys.type(lang === 'ar' ? 'الخوير' : 'Khuwair');
  await delivery.locator('[role="option"]').first().waitFor();
  await keys.press('ArrowDown');
  expect(await delivery.locator('#place-search').getAttribute('aria-activedescendant')).toBe('place-0');
  expect(await keys.press('Enter')).toMatchObject({ role: 'combobox' });
  await delivery.locator('[role="listbox"]').waitFor({ state: 'hidden' });
  const value = (name: string) => delivery.locator(`select[name="${name}"]`).inputValue();
  expect([await value('governorate'), await value('wilayat'), await value('city')]).toEqual(['1', '12', '113']);
  expect(keys.page.url()).toMatch(/\/prepaid-delivery\//);
}

/** 000 §2.10 store pickup: back to the tabs (Shift+Tab), the tab with the arrow key (mirrored in Arabic), the first store with Space. */
async function storePickup(keys: Keyboard, lang: Lang): Promise<void> {
  await keys.tabTo('the selected delivery tab', (f) => f.role === 'tab' && f.selected === 'true', { back: true });
  const pickup = await keys.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  expect(pickup).toMatchObject({ role: 'tab', id: 'store-pickup-tab', selected: 'true' });
  await keys.tabTo('the first store', (f) => f.name === 'store_id');
  await keys.press('Space');
  expect((await focused(keys.page)).checked).toBe(true);
}

describe('Keyboard-only purchase from the homepage to the thank-you page (000 §2.3–§2.12, §5; issue 10)', () => {
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`Tab, Shift+Tab, arrows, Space and Enter only: plan, number, cart, personal, delivery, payment, thank-you (${lang})`, async () => {
      const { page } = await newShopper();
      // English on a laptop, Arabic on a phone (the theme's header folds into a menu there)
      await page.setViewportSize(VIEWPORTS[lang === 'en' ? 'desktop' : 'phone']);
      const keys = new Keyboard(page);
      await toCart(keys, lang);
      await personalStep(keys, lang);

      // step 2, delivery (000 §2.10)
      const delivery = widget(page, 'delivery');
      await delivery.locator('[role="tab"]').first().waitFor();
      if (lang === 'en') await homeDelivery(keys, lang);
      else {
        await addressSearch(keys, lang);
        await storePickup(keys, lang);
      }
      await keys.tabTo('NEXT', (f) => f.part === 'next' && !f.disabled);
      await keys.leave('Enter', /\/prepaid-payment\//);

      // step 3, payment (000 §2.11, §5.7): the method tabs with the arrow keys, cash on delivery
      const payment = widget(page, 'payment');
      await payment.locator('[role="tab"]').first().waitFor();
      await keys.tabTo('the selected payment tab', (f) => f.role === 'tab' && f.selected === 'true');
      expect((await focused(page)).id).toBe('online-tab');
      const cash = await keys.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      expect(cash).toMatchObject({ role: 'tab', id: 'cashondelivery-tab', selected: 'true' });
      // CONFIRM before the terms: the error, and the focus on the box to tick (000 §5)
      await keys.tabTo('CONFIRM', (f) => f.part === 'place' && !f.disabled);
      await keys.press('Enter');
      await payment.locator('[data-field="terms"] .error').waitFor();
      expect(await keys.kept('CONFIRM without the terms')).toMatchObject({ id: 'payment-terms', checked: false });
      await keys.press('Space');
      expect((await focused(page)).checked).toBe(true);
      // back to the method once with Shift+Tab (the panel, then the tab), and on to CONFIRM again
      await keys.tabTo('the cash-on-delivery tab', (f) => f.id === 'cashondelivery-tab', { back: true, max: 5 });
      await keys.tabTo('CONFIRM', (f) => f.part === 'place' && !f.disabled);
      await keys.leave('Enter', /\/prepaid-thank-you\/\?(.*&)?orderid=\d+/);

      // the order's end (000 §2.12, §4.12): the success view with the order id
      const orderId = new URL(page.url()).searchParams.get('orderid')!;
      const thankYou = widget(page, 'thank-you');
      await thankYou.getByRole('heading', { name: TEXT[lang].thanks, level: 2 }).waitFor();
      expect(await thankYou.locator('[part="order-id"]').textContent()).toContain(orderId);
      // and the page goes on by keyboard: Continue shopping is reached
      await keys.tabTo('Continue shopping', (f) => f.where === 'whl-thank-you' && f.part === 'home');

      // the cash-on-delivery success view (the address in en, the store in ar): no axe violations at either size
      for (const size of ['phone', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[size]);
        expect({ size, v: await axeViolations(page) }).toEqual({ size, v: [] });
      }
      // the focus is never lost to the page: each step moves it where the shopper goes on
      expect({ lost: keys.lost, unseen: [...keys.unseen] }).toEqual({ lost: [], unseen: [] });
    });
  }
});
