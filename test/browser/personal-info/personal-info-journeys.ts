// The shopper's steps on checkout step 1, the personal-information page (000 §2.9, §4.6–§4.9,
// §5.2–§5.5, §5.8), used by the journeys of this folder. Locators pierce the widget's open shadow
// root; every journey ends on what the bridge RECORDED for the shopper's quote (contract §4.8),
// read from the test host's database.
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { baseUrl, shopUrl, snap, wordpressPhp, type Lang, type Size } from '../support';
import { chooseFirstFreeNumber, openNumberPage, reserveAndGoToCart, widget } from '../journeys';
import { inEachLanguage } from '../catalogs';

/** The sample documents a shopper picks (small real JPEG, PNG and PDF files). */
export const DOCUMENTS = {
  idFront: join(__dirname, '../../fixtures/documents/id-front.jpg'),
  idBack: join(__dirname, '../../fixtures/documents/id-back.png'),
  selfie: join(__dirname, '../../fixtures/documents/selfie.jpg'),
  passport: join(__dirname, '../../fixtures/documents/passport.jpg'),
  visa: join(__dirname, '../../fixtures/documents/visa.jpg'),
  incomeProof: join(__dirname, '../../fixtures/documents/income-proof.pdf'),
} as const;

/** What the step says, in the shop's two languages (the widget's catalogs under locales/). */
export const PERSONAL_TEXT = inEachLanguage((say) => ({
  checkout: say('Checkout'),
  title: say('Personal information'),
  startScan: say('Start the scan'),
  testDocument: say('Test document (Sandbox)'),
  continue: say('Continue'),
  verified: say('Your identity is verified.'),
  scanFailed: say('We could not verify your identity by the scan. Please enter your details and upload your ID documents below.'),
  existingCustomer: say('Already our customer? Verify your number'),
  customerNumber: say('Mobile or fixed-line number'),
  getPasscode: say('Get passcode'),
  verify: say('Verify'),
  saved: say('Your details are saved.'),
  civilId: say('Civil ID'),
  passport: say('Passport'),
  passportNumber: say('{typeName} Number', { typeName: say('Passport') }),
  uploadIdFront: say('Upload ID front'),
  uploadIdBack: say('Upload ID back'),
  uploadPassport: say('Upload passport data page *'),
  uploadVisa: say('Upload visa copy'),
  uploadIncomeProof: say('UPLOAD INCOME PROOF'),
  esim: say('eSIM'),
  confirmEsim: say('Confirm your eSIM'),
  customerNotFound: say('Customer not found'),
}));

/** The plans a journey starts from: their number pages (000 §2.7, either route form of §2.2). */
export type Plan = 'prepaid' | 'postpaid' | 'tourist';
const NUMBER_PAGES: Record<Plan, string> = {
  prepaid: '/prepaid-recommended-numbers/?plan=hala-5',
  postpaid: '/postpaid-recommended-numbers/?plan=shahry-endless-12',
  // the seeded tourist pack (sku PRE-FIFA-TOURIST, sub-category fifa_tourist_pack)
  tourist: '/prepaid-recommended-numbers/?plan=fifa-tourist-pack',
};

export const personalInfo = (page: Page) => widget(page, 'personal-info');
/** An input of the step by its personal_details name (000 §3.8). */
export const field = (page: Page, name: string) => personalInfo(page).locator(`[name="${name}"]`);
export const nextButton = (page: Page) => personalInfo(page).locator('button[type="submit"]');
/** The upload slot of one personal_details key (ID_doc_front_image_path, ID_doc_back_image_path, income_proof_docs). */
export const uploadSlot = (page: Page, key: string) => personalInfo(page).locator(`[data-field="${key}"]`);

/**
 * The plan's number page → the first free number → Next reserves it → the cart's Checkout → the
 * personal-information step, its form ready. Returns the reserved number.
 */
export async function reachPersonalInfo(page: Page, lang: Lang, plan: Plan, journey?: string): Promise<string> {
  await openNumberPage(page, NUMBER_PAGES[plan], lang);
  const msisdn = await chooseFirstFreeNumber(page, lang);
  await reserveAndGoToCart(page, lang);
  await widget(page, 'cart').getByRole('link', { name: PERSONAL_TEXT[lang].checkout }).click();
  await page.waitForURL(/-personal-info\//);
  await field(page, 'user_email').waitFor();
  if (journey) await snapStep(page, journey, lang, 'personal-info-step');
  return msisdn;
}

/**
 * A whole-page screenshot of the step (support.ts snap), taken from the top: a page scrolled down
 * would show the theme's sticky header in the middle of the picture.
 */
export async function snapStep(page: Page, journey: string, lang: Lang, name: string, options: { sizes?: Size[] } = {}): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await snap(page, journey, lang, name, options);
}

/** The contact part (000 §5.2): the e-mail twice (typed: copy and paste are blocked) and the contact number. */
export async function fillContact(page: Page, { email, phone }: { email: string; phone: string }): Promise<void> {
  await field(page, 'user_email').fill(email);
  await field(page, 'confirm_email').fill(email);
  await field(page, 'user_phone_number').fill(phone);
}

/** Ticks the terms checkbox of the form (its copy in the summary follows, 000 §2.9). */
export async function agreeToTerms(page: Page): Promise<void> {
  await personalInfo(page).locator('#terms-main').check();
}

type Answer = Record<string, unknown>;

/**
 * The next answer of the bridge's ajax (a POST to admin-ajax.php) that `isIt` recognises. The
 * request's form body is not visible to the test (the page streams it), so an answer is known by
 * what it carries, e.g. the personal submit's `current_nonce` (contract §4.8).
 */
export async function ajaxAnswer(page: Page, isIt: (body: Answer) => boolean): Promise<{ status: number; body: Answer }> {
  // read through a route, not from the response event: an accepted submit navigates on to the
  // delivery page at once (000 §4.1), and the browser drops a left page's response bodies
  const glob = '**/admin-ajax.php';
  let settle: (() => void) | null = null;
  const answer = new Promise<{ status: number; body: Answer }>((resolve, reject) => {
    const handler = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      await route.fulfill({ response });
      // never the captcha's token, fetched before each protected call
      if (settle === null || typeof body !== 'object' || body === null || 'token' in body || !isIt(body as Answer)) return;
      settle();
      resolve({ status: response.status(), body: body as Answer });
    };
    const timer = setTimeout(() => {
      settle?.();
      reject(new Error('no matching ajax answer within 15 s'));
    }, 15_000);
    settle = () => {
      settle = null;
      clearTimeout(timer);
      void page.unroute(glob, handler).catch(() => undefined);
    };
    void page.route(glob, handler);
  });
  return answer;
}

/** The personal submit's answer (contract §4.8, §4.10, §4.11): the ajax answer NEXT brings after its captcha token. */
const isCaptureAnswer = (body: Answer) => 'responseCode' in body;

/**
 * NEXT (000 §2.9): the personal submit's answer from the bridge. When the step finds something wrong
 * itself it sends nothing and shows why: that fails at once, with what it shows.
 */
export async function submitDetails(page: Page): Promise<{ status: number; body: Answer }> {
  const answer = ajaxAnswer(page, isCaptureAnswer);
  const refused = personalInfo(page).locator('.error, .upload-error').first().waitFor({ timeout: 15_000 });
  answer.catch(() => undefined);
  refused.catch(() => undefined);
  await nextButton(page).click();
  const first = await Promise.race([answer, refused.then(() => null)]);
  if (first) return first;
  throw new Error(`NEXT sent nothing; the step shows: ${JSON.stringify(await shownErrors(page))}`);
}

/** The errors the step shows (field errors and toasts), as `name: text`. */
export function shownErrors(page: Page): Promise<string[]> {
  return personalInfo(page).evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('.error, .upload-error, [part="toast"]')].map(
      (node) => `${node.closest('[data-field]')?.getAttribute('data-field') ?? 'step'}: ${node.textContent ?? ''}`,
    ),
  );
}

/** The step says the details are saved (the delivery page does not exist yet, 000 §4.1). */
export async function detailsSaved(page: Page, lang: Lang): Promise<void> {
  // 000 §4.1: the step goes on to the delivery page where the site has one; else (the eSIM's way
  // to a payment page that does not exist yet) it says the details are saved
  const DELIVERY_PATH = /\/(prepaid|postpaid)-delivery\/(?:[?#]|$)/;
  const saved = personalInfo(page).locator('[part="saved"]');
  const arrived = await Promise.race([
    page.waitForURL(DELIVERY_PATH).then(() => 'delivery' as const),
    saved.waitFor().then(() => 'saved' as const),
  ]);
  if (arrived === 'delivery') return;
  expect((await saved.textContent())!.trim()).toBe(PERSONAL_TEXT[lang].saved);
}

/** How a scan ended; after a failure, the message the scanner showed (000 §8 'Identity scan results'). */
export type ScanOutcome = { result: 'success' } | { result: 'failed'; message: string };

export type TestDocument =
  | 'valid'
  | 'face_retry'
  | 'not_recognized'
  | 'expired'
  | 'front_back_mismatch'
  | 'age_15'
  | 'age_17'
  | 'face_not_live'
  | 'face_no_match'
  | 'provider_error'
  | 'session_timeout';

/**
 * The eKYC scan (000 §4.6, contract §4.13): 'Start the scan' opens the scanner; the Sandbox's test
 * document decides the result; the shopper gives the document's front (and back when the scanner
 * asks for it), then a selfie, until the scan is over. A successful scan closes the dialog and
 * prefills the identity; a failed one shows why (returned) and Continue leaves it for the manual fields.
 */
export async function runScan(
  page: Page,
  lang: Lang,
  testDocument: TestDocument,
  { journey, front = DOCUMENTS.idFront }: { journey?: string; front?: string } = {},
): Promise<ScanOutcome> {
  const text = PERSONAL_TEXT[lang];
  const step = personalInfo(page);
  await step.getByRole('button', { name: text.startScan }).click();
  const dialog = step.getByRole('dialog');
  const picker = dialog.getByLabel(text.testDocument);
  await picker.waitFor();
  await picker.selectOption(testDocument);
  if (journey) await snap(page, journey, lang, 'scan-dialog', { sizes: ['phone'], fullPage: false });

  const file = dialog.locator('input[type="file"]');
  let next: unknown = 'front';
  for (let call = 0; call < 6 && (next === 'front' || next === 'back' || next === 'face'); call++) {
    const provider = page.waitForResponse((r) => /action=whl_sbx_idv_(document|face)/.test(r.url()));
    await file.setInputFiles(next === 'face' ? DOCUMENTS.selfie : next === 'back' ? DOCUMENTS.idBack : front);
    const answer = (await (await provider).json()) as { responseCode: string; next?: string; final?: boolean };
    if (answer.responseCode === 'success') next = answer.next;
    else next = answer.final ? 'failed' : next; // a face attempt that may be tried again: the same again
    // the scanner takes the next file once it has read this answer
    if (next !== 'failed' && next !== 'done') await dialog.locator('input[type="file"]:enabled').waitFor({ state: 'attached' });
  }
  if (next === 'done') {
    await step.getByRole('status').filter({ hasText: text.verified }).waitFor();
    return { result: 'success' };
  }
  expect(next).toBe('failed');
  const cont = dialog.getByRole('button', { name: text.continue });
  await cont.waitFor();
  const message = (await dialog.getByRole('alert').locator('p').first().textContent())!.trim();
  if (journey) await snap(page, journey, lang, 'scan-failed', { sizes: ['phone'], fullPage: false });
  await cont.click();
  await dialog.waitFor({ state: 'detached' });
  return { result: 'failed', message };
}

/** Picks a file for an upload slot (000 §4.10) and waits until the slot shows it uploaded. */
export async function upload(page: Page, key: string, file: string): Promise<void> {
  const slot = uploadSlot(page, key);
  await slot.locator('input[type="file"]').setInputFiles(file);
  await slot.locator('.upload-done').waitFor();
}

/** The latest message the Sandbox "sent" to this browser (the demo outbox page, in a tab of the same context). */
export async function latestPasscode(context: BrowserContext, lang: Lang): Promise<{ msisdn: string; code: string; message: string }> {
  const tab = await context.newPage();
  try {
    await tab.goto(shopUrl('/demo-outbox/', lang));
    const latest = tab.locator('.whl-demo-outbox__list li').first();
    const message = (await latest.locator('[data-outbox-message]').textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(message)?.[1];
    if (!code) throw new Error(`no passcode in the outbox's latest message: ${message}`);
    return { msisdn: (await latest.locator('span[dir="ltr"]').textContent())!.trim(), code, message: message.trim() };
  } finally {
    await tab.close();
  }
}

/** Types a 6-digit passcode into the boxes of a group (000 §5.8: a full box moves on to the next). */
export async function typePasscode(boxes: Locator, code: string): Promise<void> {
  await boxes.locator('input').first().click();
  await boxes.page().keyboard.type(code);
}

/**
 * 000 §5.8 the existing-customer check: the section's button, the number, Get passcode, the passcode
 * from the demo outbox, Verify. Leaves the step with the verified notice.
 */
export async function verifyExistingCustomer(
  page: Page,
  context: BrowserContext,
  lang: Lang,
  number: string,
  journey?: string,
): Promise<void> {
  const text = PERSONAL_TEXT[lang];
  const section = personalInfo(page).locator('[part="existing-customer"]');
  await section.getByRole('button', { name: text.existingCustomer }).click();
  await section.getByLabel(text.customerNumber).fill(number);
  const sent = ajaxAnswer(page, (body) => 'expires_in' in body || body.responseCode !== 'success');
  await section.getByRole('button', { name: text.getPasscode }).click();
  expect(await sent).toMatchObject({ status: 200, body: { responseCode: 'success', expires_in: 300 } });
  const boxes = section.locator('[part="passcode"]');
  await boxes.waitFor();
  const { msisdn, code } = await latestPasscode(context, lang);
  expect(msisdn).toBe(number); // the passcode went to the customer's own number
  await typePasscode(boxes, code);
  if (journey) await snap(page, journey, lang, 'existing-customer-passcode', { sizes: ['phone'] });
  const verified = ajaxAnswer(page, (body) => 'customerEligibilityStatus' in body || body.responseCode !== 'success');
  await section.getByRole('button', { name: text.verify, exact: true }).click();
  expect(await verified).toMatchObject({ status: 200, body: { responseCode: 'success' } });
  await section.getByRole('status').waitFor();
}

/** The device is in Muscat and the page may read its position (the eSIM check, 000 §4.9, contract §4.10). */
export async function inMuscat(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin: baseUrl });
  await context.setGeolocation({ latitude: 23.588, longitude: 58.3829 });
}

/**
 * The personal details the bridge recorded on the quote holding `msisdn` (the Sandbox's quotes
 * table, column personal_details; the latest quote that reserved it), null when none is recorded.
 */
export function recordedDetails(msisdn: string): Record<string, string> | null {
  const json = wordpressPhp(
    `global $wpdb; $p = $wpdb->prefix;
     echo (string) $wpdb->get_var($wpdb->prepare(
       "SELECT q.personal_details FROM {$p}whl_sbx_quotes q JOIN {$p}whl_sbx_quote_items i ON i.quote_id = q.quote_id
        WHERE i.options LIKE %s ORDER BY q.quote_id DESC LIMIT 1",
       '%"msisdn":"' . $argv[2] . '"%'
     ));`,
    [msisdn],
  );
  return json === '' ? null : (JSON.parse(json) as Record<string, string>);
}

/** A date `years` from today as the step takes it, dd/mm/yyyy. */
export function dateInYears(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** Latin digits written with an Arabic keyboard's (٠–٩), as a shopper in Arabic may type them (000 §5.3). */
export const arabicDigits = (latin: string): string => latin.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

/**
 * The page's errors without the browser's own log lines of the bridge's 4xx answers: in these
 * journeys a refusal is an expected answer (a failed scan 422, the deposit 409, an unknown customer 404).
 */
export const unexpectedErrors = (errors: string[]): string[] =>
  errors.filter((error) => !/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(error));
