// The checks of the widgets' style sheets, shared by the primitives' tests and the sheets' test.

/** A colour or a size literal (test/browser/theme.test.ts's check of the widgets' sheets in Chromium). */
export const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(transparent|white|black|red|green|blue|gr[ae]y)\b/i;
export const SIZE = /(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|vmin|vmax|[dsl]vh|[dsl]vw|cm|mm|in|pt|pc|q)\b/i;

/** [selector, property, value] of every declaration of `css` as jsdom's CSSOM parsed it, in @media and @keyframes too. */
export function declarations(css: string): (readonly [string, string, string])[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const found: (readonly [string, string, string])[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      // a style rule, or a keyframe (jsdom has no CSSKeyframeRule global)
      if ('style' in rule) {
        const { style: block } = rule as CSSStyleRule;
        const selector = rule instanceof CSSStyleRule ? rule.selectorText : (rule as CSSKeyframeRule).keyText;
        for (let at = 0; at < block.length; at++) found.push([selector, block[at]!, block.getPropertyValue(block[at]!)] as const);
      }
      if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
    }
  };
  walk(style.sheet!.cssRules);
  style.remove();
  return found;
}

/**
 * The rules the sheet's declarations break, as jsdom's CSSOM parsed them: a colour or size literal
 * or a physical property; every rule a style rule (no breakpoint).
 */
export function brokenRules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = Array.from(style.sheet!.cssRules);
  style.remove();
  const physical = /^(?!line-height)([a-z-]*-)?(left|right|top|bottom|width|height)(-[a-z]+)?$/;
  const styled = rules.filter((rule) => rule instanceof CSSStyleRule);
  const declared = declarations(css);
  expect(declared.length).toBeGreaterThan(rules.length);
  return [
    ...rules.filter((rule) => !styled.includes(rule as CSSStyleRule)).map((rule) => rule.cssText),
    ...declared
      .filter(([, property, value]) => COLOUR.test(value) || SIZE.test(value) || physical.test(property) || /^(left|right)$/.test(value))
      .map(([selector, property, value]) => `${selector} { ${property}: ${value} }`),
  ];
}
