// Every sheet of the widgets (src/**/*.css, widgets/**/*.css, each a string where it is imported:
// scripts/css-text.mjs) against docs/tokens.md's rules: no colour or size literal but a token's
// default, logical properties only, and the private names (--_x) read the tokens they are named after.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COLOUR, SIZE, declarations } from '../support/css-rules';

const ROOT = join(__dirname, '../../..');
const sheets = ['src', 'widgets'].flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => {
      const path = join(ROOT, folder, file);
      return { file: relative(ROOT, path), declared: declarations(readFileSync(path, 'utf8')) };
    }),
);
const all = sheets.flatMap(({ file, declared }) => declared.map(([selector, property, value]) => ({ file, selector, property, value })));
const show = ({ file, selector, property, value }: (typeof all)[number]) => `${file} ${selector} { ${property}: ${value} }`;

/** `value` without its `var(…)`s: a token's default goes with it (it is the token's, not the rule's). */
function withoutVars(value: string): string {
  let rest = value;
  for (let at = rest.indexOf('var('); at >= 0; at = rest.indexOf('var(')) {
    let [depth, end] = [1, at + 4];
    for (; end < rest.length && depth > 0; end++) depth += rest[end] === '(' ? 1 : rest[end] === ')' ? -1 : 0;
    rest = `${rest.slice(0, at)}${rest.slice(end)}`;
  }
  return rest;
}

describe("docs/tokens.md (issue 8, issue 30): the widgets' sheets", () => {
  test('are the .css files of src/ and widgets/, every one parsed', () => {
    expect(sheets.map(({ file }) => file)).toEqual(expect.arrayContaining(['src/components/styles.css', 'widgets/cart/styles.css']));
    expect(sheets.filter(({ declared }) => declared.length === 0).map(({ file }) => file)).toEqual([]);
    expect(all.length).toBeGreaterThan(400);
  });

  test("hold no colour or size literal but a token's default, private names included", () => {
    // transparent and currentColor are no theme's colour: the spinner's gap and its text's colour
    const literal = (value: string) => withoutVars(value).replace(/\b(transparent|currentcolor)\b/gi, '');
    expect(all.filter((d) => COLOUR.test(literal(d.value)) || SIZE.test(literal(d.value))).map(show)).toEqual([]);
  });

  test('use logical properties only, so Arabic mirrors by itself', () => {
    const physical = /^(?!line-height)([a-z-]*-)?(left|right|top|bottom)(-[a-z]+)?$|^(min-|max-)?(width|height)$/;
    expect(all.filter((d) => physical.test(d.property) || /\b(left|right)\b/.test(d.value)).map(show)).toEqual([]);
  });

  test('name each private name after the token it reads (--_x: var(--whl-x, default)), and use no other', () => {
    const privates = all.filter((d) => d.property.startsWith('--_'));
    expect(privates.length).toBeGreaterThan(20);
    const misnamed = privates.filter(
      (d) => d.value.trim().startsWith('var(--whl-') && !d.value.trim().startsWith(`var(--whl-${d.property.slice(3)},`),
    );
    expect(misnamed.map(show)).toEqual([]);
    const named = new Set(privates.map((d) => d.property));
    const used = all.flatMap((d) => [...d.value.matchAll(/var\((--_[\w-]+)/g)].map(([, name]) => ({ ...d, name: name! })));
    expect(used.filter((d) => !named.has(d.name)).map((d) => `${show(d)}: ${d.name} is declared nowhere`)).toEqual([]);
  });

  test('read only the tokens docs/tokens.md documents', () => {
    const documented = readFileSync(join(ROOT, 'docs/tokens.md'), 'utf8');
    const tokens = new Set(all.flatMap((d) => [...d.value.matchAll(/var\((--whl-[\w-]+)/g)].map(([, token]) => token!)));
    expect(tokens.size).toBeGreaterThan(20);
    expect([...tokens].filter((token) => !documented.includes(`| \`${token}\``))).toEqual([]);
  });
});
