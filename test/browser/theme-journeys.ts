// Helpers of the demo theme's checks (test/browser/theme.test.ts): the browser, URLs, screenshots
// and axe, as support.ts and accessibility.test.ts have them, kept here so that this file depends on
// nothing those files may change.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const baseUrl = (process.env.WHL_BASE_URL ?? 'http://127.0.0.1:8091').replace(/\/$/, '');
export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

/** The two sizes every state is looked at in: a phone and a laptop. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
export type Size = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
}

/** A URL of the demo shop in the given language (lang=ar appended for Arabic, 000 §2.1). */
export function shopUrl(path: string, lang: Lang): string {
  const url = new URL(path, baseUrl + '/');
  if (lang === 'ar') url.searchParams.set('lang', 'ar');
  return url.toString();
}

/** The next two frames: what the page draws after a change. */
export function frames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const steps = new Map<string, number>();
/**
 * Screenshots of one state under artefacts/screenshots/theme/<lang>/ (`NN-name.<size>.png`), at
 * the given sizes (both by default); the page is left at the size it had. `fullPage: false` keeps
 * what the viewport shows, for states that depend on the scroll position; `javaScript: false` for a
 * context without it.
 */
export async function snap(
  page: Page,
  lang: Lang,
  name: string,
  { sizes = ['phone', 'desktop'], fullPage = true, javaScript = true }: { sizes?: Size[]; fullPage?: boolean; javaScript?: boolean } = {},
): Promise<void> {
  const dir = join(__dirname, '../../artefacts/screenshots/theme', lang);
  if (!steps.has(dir)) rmSync(dir, { recursive: true, force: true }); // this run's screenshots only
  mkdirSync(dir, { recursive: true });
  const step = (steps.get(dir) ?? 0) + 1;
  steps.set(dir, step);
  const original = page.viewportSize();
  for (const size of sizes) {
    if (original?.width !== VIEWPORTS[size].width) await page.setViewportSize(VIEWPORTS[size]);
    if (javaScript) await frames(page); // (a page without JavaScript draws no animation frames to wait for)
    await page.screenshot({ path: join(dir, `${String(step).padStart(2, '0')}-${name}.${size}.png`), fullPage });
  }
  if (original && page.viewportSize()?.width !== original.width) await page.setViewportSize(original);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A/AA violations within `selector` (the whole document by default), the
 * widgets' open shadow roots included, as `rule: [targets]` lines.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (include) => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map(
      (v: { id: string; nodes: { target: unknown }[] }) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  }, selector ?? null);
}

/** Links of Chromium's own accessibility tree (what a screen reader gets) whose name matches. */
export async function accessibleLinks(page: Page, name: RegExp): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes.filter((n) => !n.ignored && n.role?.value === 'link' && name.test(n.name?.value ?? '')).map((n) => n.name!.value);
  } finally {
    await cdp.detach();
  }
}

/** The box of a locator, which must be drawn. */
export async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`not drawn: ${String(locator)}`);
  return b;
}
