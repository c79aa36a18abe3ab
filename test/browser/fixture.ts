// The browser journeys' one fixture (test/browser/jest.config.mjs `setupFilesAfterEnv`): one
// Chromium per test file, launched when a test first asks for it and closed after the file; a fresh
// context (cookies and storage) per shopper, with its page's errors watched. A context opened in a
// test is closed after that test, pass or fail; one opened in a beforeAll lives until the file ends.
// Test files never launch or close anything themselves.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { baseUrl, VIEWPORTS } from './support';

let launched: Promise<Browser> | null = null;
/** Contexts opened by the running test (closed after it), else by a beforeAll (closed with the browser). */
let openedInTest: Set<BrowserContext> | null = null;

/**
 * The file's browser: Debian's Chromium headless shell (the build Playwright itself runs headless),
 * the same engine as the browser without its user interface, at well under half the CPU of
 * `chromium --headless`.
 */
export function browser(): Promise<Browser> {
  launched ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return launched;
}

/** A fresh browser context (a laptop's viewport unless `options` say otherwise), closed by the fixture. */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await (await browser()).newContext({ viewport: VIEWPORTS.desktop, ...options });
  const owner = openedInTest;
  owner?.add(context);
  context.on('close', () => owner?.delete(context));
  return context;
}

/** What went wrong in a page: its uncaught errors and console errors, in order. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * A shopper in a fresh context, their page's errors watched. With `clock`, the page's time is
 * Playwright's (page.clock, installed before the first page loads): it flows as usual until a test
 * moves it with moveTime().
 */
export async function newShopper({ clock = false, ...options }: { clock?: boolean } & BrowserContextOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await newContext(options);
  if (clock) await context.clock.install();
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A browser context logged in to WordPress (wp-login.php) as `user`, on the wp-admin page it lands on. */
export async function logInToWordPress(user: string, password: string): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await newContext();
  const tab = await context.newPage();
  // WordPress's login is the tests' precondition, not their subject: one more try when WordPress
  // answers its form again (seen once in a loaded clean-clone run), with its error kept if that fails too
  for (let attempt = 1; ; attempt++) {
    await tab.goto(`${baseUrl}/wp-login.php`);
    await tab.locator('#user_login').fill(user);
    await tab.locator('#user_pass').fill(password);
    await tab.locator('#wp-submit').click(); // waits for the navigation it starts: the dashboard, or the form again
    await tab.waitForLoadState();
    if (new URL(tab.url()).pathname.startsWith('/wp-admin/')) return { context, tab };
    const error =
      (
        await tab
          .locator('#login_error')
          .textContent()
          .catch(() => null)
      )?.trim() ?? 'no #login_error';
    if (attempt === 2) throw new Error(`wp-login.php refused ${user} twice: ${error}`);
  }
}

beforeEach(() => {
  openedInTest = new Set();
});

afterEach(async () => {
  const opened = [...(openedInTest ?? [])];
  openedInTest = null;
  await Promise.all(opened.map((context) => context.close()));
});

afterAll(async () => {
  const done = launched;
  launched = null;
  if (done) await (await done).close();
});
