// Helpers for the browser journeys (the browser and its shoppers are ./fixture.ts's): URLs of the
// demo shop, a screenshot of every step under artefacts/screenshots/, axe-core, the test host's
// settings and clock.
import type { Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

export const baseUrl = (process.env.WHL_BASE_URL ?? 'http://127.0.0.1:8091').replace(/\/$/, '');
export type Lang = 'en' | 'ar';

/** A URL of the demo shop in the given language (lang=ar appended for Arabic, 000 §2.1). */
export function shopUrl(path: string, lang: Lang): string {
  const url = new URL(path, baseUrl + '/');
  if (lang === 'ar') url.searchParams.set('lang', 'ar');
  return url.toString();
}

/** The two sizes every step is looked at in: a phone and a laptop. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
export type Size = keyof typeof VIEWPORTS;

/** The next two frames: what the page draws after a change. */
export function frames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const steps = new Map<string, number>();
/**
 * Screenshots of one step under artefacts/screenshots/<journey>/<lang>/ (`NN-name.<size>.png`), at
 * both sizes unless `sizes` says otherwise; the page is left at the size it had. `fullPage: false`
 * keeps what the viewport shows (states that depend on the scroll position); `javaScript: false`
 * for a context without it (no animation frames to wait for).
 */
export async function snap(
  page: Page,
  journey: string,
  lang: Lang,
  name: string,
  { sizes = ['phone', 'desktop'], fullPage = true, javaScript = true }: { sizes?: Size[]; fullPage?: boolean; javaScript?: boolean } = {},
): Promise<void> {
  const dir = join(__dirname, '../../artefacts/screenshots', journey, lang);
  mkdirSync(dir, { recursive: true });
  const step = (steps.get(dir) ?? 0) + 1;
  steps.set(dir, step);
  // A tab behind another may get no animation frame (Chromium's headless shell under load held one
  // for the whole test timeout): the shopper looks at the tab they photograph, so it comes first.
  await page.bringToFront();
  const original = page.viewportSize();
  for (const size of sizes) {
    if (page.viewportSize()?.width !== VIEWPORTS[size].width) await page.setViewportSize(VIEWPORTS[size]);
    if (javaScript) await frames(page);
    await page.screenshot({ path: join(dir, `${String(step).padStart(2, '0')}-${name}.${size}.png`), fullPage });
  }
  if (original && page.viewportSize()?.width !== original.width) await page.setViewportSize(original);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in the page (once), for its rules and its colour tools (`axe.commons.color`). */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
}

/**
 * axe-core's WCAG 2.1 A/AA violations within `selector` (the whole document by default), the
 * widgets' open shadow roots included, as `rule: [targets]` lines.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(async (include) => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'], // only violations are read: axe skips detailing the rest
    });
    return r.violations.map(
      (v: { id: string; nodes: { target: unknown }[] }) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  }, selector ?? null);
}

/**
 * Changes the bridge's settings on the test host (as an administrator would on its settings
 * screen), through WordPress itself. Returns the previous settings to restore afterwards.
 */
export function setBridgeSettings(changes: Record<string, unknown>): Record<string, unknown> {
  const out = wordpressPhp(
    `$old = get_option('whl_bridge_settings', []); $old = is_array($old) ? $old : [];
     update_option('whl_bridge_settings', array_merge($old, json_decode($argv[2], true)));
     echo json_encode((object) $old);`,
    [JSON.stringify(changes)],
  );
  return JSON.parse(out) as Record<string, unknown>;
}

export function restoreBridgeSettings(previous: Record<string, unknown>): void {
  wordpressPhp(`update_option('whl_bridge_settings', json_decode($argv[2], true));`, [JSON.stringify(previous)]);
}

/**
 * Runs PHP with the test host's WordPress loaded, arguments after the code: without its plugins
 * (WP_INSTALLING) unless `plugins`, for code that calls the bridge's classes or hooks.
 */
export function wordpressPhp(code: string, args: string[] = [], { plugins = false }: { plugins?: boolean } = {}): string {
  const wpDir = process.env.WHL_WP_DIR;
  if (!wpDir) throw new Error('WHL_WP_DIR is not set: run the browser tests through npm test');
  const php = `${plugins ? '' : "define('WP_INSTALLING', true); "}$_SERVER['HTTP_HOST'] = 'localhost'; require $argv[1] . '/wp-load.php'; ${code}`;
  return execFileSync('php', ['-r', php, wpDir, ...args], { encoding: 'utf8' });
}

/**
 * Moves the bridge's clock on the test host forward by `seconds` (holds, sessions and captcha tokens
 * run out as if the time had passed), through the option whl_test_clock_offset, which only a test
 * host honours (php-bridge/src/Infrastructure/Time/SiteClock.php; demo-host/lib/host.mjs startHost({ test: true })).
 */
export function shiftClock(seconds: number): void {
  wordpressPhp(
    `if (!(defined('WHL_TEST_CLOCK') && WHL_TEST_CLOCK === true && wp_get_environment_type() === 'local')) {
       fwrite(STDERR, 'the test host must define WHL_TEST_CLOCK (startHost({ test: true }))'); exit(1);
     }
     update_option('whl_test_clock_offset', (int) get_option('whl_test_clock_offset', 0) + (int) $argv[2]);`,
    [String(Math.round(seconds))],
  );
}

/** Puts the bridge's clock on the test host back to the real time. */
export function resetClock(): void {
  wordpressPhp(`delete_option('whl_test_clock_offset');`);
}

/**
 * Time passes for the shopper and the shop alike: the bridge's clock (shiftClock) and the page's
 * (page.clock, see newShopper's `clock`), whose due timers run.
 */
export async function moveTime(page: Page, seconds: number): Promise<void> {
  shiftClock(seconds);
  await page.clock.fastForward(seconds * 1000);
}

/** The test host's database read timeout in seconds (WHL_DB_READ_TIMEOUT in its wp-config, else the bridge's 2 s, dropins/db.php). */
export function dbReadTimeoutSeconds(): number {
  return Number(wordpressPhp(`echo defined('WHL_DB_READ_TIMEOUT') ? (int) WHL_DB_READ_TIMEOUT : 2;`));
}

/** The test host's administrator password (demo-host/lib/host.mjs writes it). */
export function adminPassword(): string {
  return readFileSync(join(process.env.WHL_STATE_DIR ?? '', 'admin-password.txt'), 'utf8').trim();
}
