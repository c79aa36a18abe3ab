// Styles go into each shadow root once: constructable stylesheets shared by every instance
// where the browser has them, a <style> element otherwise.
const sheets = new Map<string, CSSStyleSheet>();

export function canAdoptStyles(root: unknown): root is ShadowRoot {
  return (
    typeof ShadowRoot !== 'undefined' &&
    root instanceof ShadowRoot &&
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = cssTexts.map((css) => {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    return sheet;
  });
}
