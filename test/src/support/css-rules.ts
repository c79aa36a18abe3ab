// The check of a primitive's style sheet, shared by the primitives' tests.
/**
 * The rules the sheet's declarations break, as jsdom's CSSOM parsed them: a colour or size literal
 * (test/browser/theme.test.ts's check of the widgets' sheets in Chromium) or a physical property; every
 * rule a style rule (no breakpoint).
 */
export function brokenRules(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = Array.from(style.sheet!.cssRules);
  style.remove();
  const colour = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(transparent|white|black|red|green|blue|gr[ae]y)\b/i;
  const size = /(^|[\s(,*/+-])(?![0.]+[a-z])\d*\.?\d+(px|r?em|ex|ch|vh|vw|vmin|vmax|[dsl]vh|[dsl]vw|cm|mm|in|pt|pc|q)\b/i;
  const physical = /^(?!line-height)([a-z-]*-)?(left|right|top|bottom|width|height)(-[a-z]+)?$/;
  const styled = rules.filter((rule) => rule instanceof CSSStyleRule);
  const declared = styled.flatMap(({ selectorText, style: block }) =>
    Array.from({ length: block.length }, (_, at) => [selectorText, block[at]!, block.getPropertyValue(block[at]!)] as const),
  );
  expect(declared.length).toBeGreaterThan(rules.length);
  return [
    ...rules.filter((rule) => !styled.includes(rule as CSSStyleRule)).map((rule) => rule.cssText),
    ...declared
      .filter(([, property, value]) => colour.test(value) || size.test(value) || physical.test(property) || /^(left|right)$/.test(value))
      .map(([selector, property, value]) => `${selector} { ${property}: ${value} }`),
  ];
}
