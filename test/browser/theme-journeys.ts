// Helpers of the demo themes' checks (test/browser/theme.test.ts, test/browser/retheming.test.ts); the
// browser, URLs, screenshots and axe are support.ts's.
import type { Locator, Page } from 'playwright-core';
import { snap as snapStep, type Lang, type Size } from './support';

export { axeViolations, baseUrl, frames, shopUrl, VIEWPORTS, type Lang, type Size } from './support';
export { LANGS } from '../../src/domain/lang';

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

export interface Declaration {
  /** 'theme' (its style.css) or the widget's tag (its shadow root's sheets) */
  sheet: string;
  /** a theme's sheet: its theme's folder, e.g. 'whl-demo-nour' */
  theme?: string;
  selector: string;
  property: string;
  value: string;
}

/** The declarations as the browser parsed them: the theme's style.css and every widget's shadow-root sheets. */
export function parsedDeclarations(page: Page): Promise<Declaration[]> {
  return page.evaluate(() => {
    const found: Declaration[] = [];
    const walk = (rules: CSSRuleList, sheet: string, theme?: string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          // cssText keeps a shorthand whose value holds var() (its longhands read as empty)
          for (const declaration of rule.style.cssText.split('; ')) {
            const at = declaration.indexOf(':');
            const value = declaration.slice(at + 1).trim();
            if (at > 0)
              found.push({
                sheet,
                ...(theme ? { theme } : {}),
                selector: rule.selectorText,
                property: declaration.slice(0, at).trim(),
                value: value.endsWith(';') ? value.slice(0, -1) : value,
              });
          }
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, sheet, theme); // @media, nesting
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      const theme = /\/themes\/([^/]+)\//.exec(sheet.href ?? '')?.[1];
      if (theme) walk(sheet.cssRules, 'theme', theme);
    }
    // the bridge's own rules for what it prints (the blocks, the catalogue listings): the same tokens, the same defaults
    const bridge = document.getElementById('whl-blocks-inline-css') as HTMLStyleElement | null;
    if (bridge?.sheet) walk(bridge.sheet.cssRules, 'bridge');
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const shadow = element.shadowRoot;
      if (!shadow) continue;
      for (const sheet of [...shadow.adoptedStyleSheets, ...Array.from(shadow.querySelectorAll('style'), (style) => style.sheet!)]) {
        walk(sheet.cssRules, element.localName);
      }
    }
    return found;
  });
}

/** A colour as r,g,b,a (0–255, alpha 0–1 to two places), from the browser's computed forms: rgb(), rgba(), color(srgb …). */
export function canonicalColour(value: string): string | null {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  const parts = rgb ?? srgb;
  if (!parts) return null;
  const scale = srgb ? 255 : 1;
  const alpha = parts[4] === undefined ? 1 : parts[4].endsWith('%') ? parseFloat(parts[4]) / 100 : parseFloat(parts[4]);
  return [1, 2, 3].map((i) => Math.round(parseFloat(parts[i]!) * scale)).join(',') + ',' + alpha.toFixed(2);
}

/**
 * Every colour the page paints, the widgets' shadow roots included, as the browser computed it:
 * text (of elements holding text, and controls), backgrounds and their gradients, drawn borders,
 * outlines, shadows, underlines, SVG fills and strokes, the accent of checkboxes, ::before/::after, the
 * backdrop of an open popup.
 * Elements not drawn are left out. `where` names the element (its widget, tag, part or class).
 */
export function paintedColours(page: Page): Promise<{ colour: string; where: string }[]> {
  return page.evaluate(() => {
    const found = new Map<string, { colour: string; where: string }>();
    const add = (colour: string, where: string) => {
      if (!colour || colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour) || colour.endsWith('/ 0)')) return;
      found.set(`${colour}|${where}`, { colour, where });
    };
    const colours = (value: string) => value.match(/(rgba?|color)\([^)]*\)/g) ?? [];
    const name = (el: Element) => {
      const root = el.getRootNode();
      const host = root instanceof ShadowRoot ? `${root.host.localName} ` : '';
      const part = el.getAttribute('part');
      return host + el.localName + (part ? `[part=${part}]` : el.classList.length ? `.${[...el.classList].join('.')}` : '');
    };
    const paint = (cs: CSSStyleDeclaration, where: string, text: boolean) => {
      if (text) add(cs.color, `${where} color`);
      add(cs.backgroundColor, `${where} background`);
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        if (cs[`border${side}Style`] !== 'none' && parseFloat(cs[`border${side}Width`]) > 0)
          add(cs[`border${side}Color`], `${where} border`);
      }
      if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) add(cs.outlineColor, `${where} outline`);
      if (cs.boxShadow !== 'none') colours(cs.boxShadow).forEach((c) => add(c, `${where} shadow`));
      if (cs.backgroundImage !== 'none') colours(cs.backgroundImage).forEach((c) => add(c, `${where} gradient`));
      if (text && cs.textDecorationLine !== 'none') add(cs.textDecorationColor, `${where} underline`);
      if (cs.accentColor !== 'auto') add(cs.accentColor, `${where} accent`);
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (['style', 'script', 'head', 'title', 'meta', 'link', 'template', 'noscript'].includes(el.localName)) continue;
        if (el.getClientRects().length === 0) continue;
        const cs = getComputedStyle(el);
        if (cs.visibility === 'hidden') continue;
        const where = name(el);
        if (el instanceof SVGGraphicsElement && !(el instanceof SVGSVGElement) && el.localName !== 'g') {
          if (cs.fill !== 'none') add(cs.fill, `${where} fill`);
          if (cs.stroke !== 'none') add(cs.stroke, `${where} stroke`);
          continue;
        }
        const text = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        // a checkbox's or radio's own drawing ignores `color` (its accent is checked below)
        const box = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && cs.appearance !== 'none';
        paint(cs, where, text || (['input', 'select', 'textarea', 'button'].includes(el.localName) && !box));
        // what lies behind an open popup or dialog
        if (el.matches(':popover-open, dialog[open]')) add(getComputedStyle(el, '::backdrop').backgroundColor, `${where}::backdrop`);
        for (const pseudo of ['::before', '::after']) {
          const ps = getComputedStyle(el, pseudo);
          if (ps.content !== 'none' && ps.content !== 'normal') paint(ps, `${where}${pseudo}`, ps.content !== '""');
        }
      }
    };
    visit(document);
    return [...found.values()];
  });
}

/** The words the page shows or says, the widgets' shadow roots included: text, alt, title, aria-label, placeholder. */
export function shownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const words: string[] = [document.title];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          for (const attribute of ['alt', 'title', 'aria-label', 'placeholder']) words.push(node.getAttribute(attribute) ?? '');
        } else if (!['STYLE', 'SCRIPT'].includes(node.parentElement?.tagName ?? '')) words.push(node.textContent ?? '');
      }
    };
    visit(document);
    return words.join(' ');
  });
}
