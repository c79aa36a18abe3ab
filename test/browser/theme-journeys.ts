// Helpers of the demo theme's checks (test/browser/theme.test.ts); the browser, URLs, screenshots
// and axe are support.ts's.
import type { Locator, Page } from 'playwright-core';
import { snap as snapStep, type Lang, type Size } from './support';

export { axeViolations, baseUrl, frames, launchBrowser, shopUrl, VIEWPORTS, type Lang, type Size } from './support';
export const LANGS: readonly Lang[] = ['en', 'ar'];

/** Screenshots of one state under artefacts/screenshots/theme/<lang>/ (support.ts snap). */
export function snap(
  page: Page,
  lang: Lang,
  name: string,
  options: { sizes?: Size[]; fullPage?: boolean; javaScript?: boolean } = {},
): Promise<void> {
  return snapStep(page, 'theme', lang, name, options);
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
