// Issue 14: the integrators' element reference (docs/elements.md) names every element the build has,
// every attribute of its description (widgets/<name>/widget.json) and every value the attribute
// accepts, in the element's own section; and it documents no element that does not exist.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const doc = readFileSync(join(root, 'docs/elements.md'), 'utf8');
type Description = { tag: string; attributes?: Record<string, { enum?: string[]; default?: string | null }> };
const widgets: Description[] = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => JSON.parse(readFileSync(join(root, 'widgets', entry.name, 'widget.json'), 'utf8')) as Description);

/** The text of the element's section: from its heading to the next one. */
function section(tag: string): string {
  const start = doc.indexOf(`### \`${tag}\``);
  if (start < 0) return '';
  const next = doc.indexOf('\n### ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

describe('issue 14 (contract §6): every element, attribute and value is documented for integrators', () => {
  test('the build has elements to document', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(13);
  });

  test.each(widgets.map((w) => [w.tag, w] as const))(
    '%s has its section with each attribute, its values and its default',
    (tag, widget) => {
      const text = section(tag);
      expect(text).not.toBe('');
      for (const [name, spec] of Object.entries(widget.attributes ?? {})) {
        const row = text.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
        expect({ attribute: name, documented: row !== undefined }).toEqual({ attribute: name, documented: true });
        const [, , values = '', defaults = '', what = ''] = row!.split('|');
        for (const value of spec.enum ?? [])
          expect({ attribute: name, value, listed: values.includes(`\`${value}\``) }).toEqual({ attribute: name, value, listed: true });
        expect(defaults.trim()).toBe(spec.default ? `\`${spec.default}\`` : 'none');
        expect(what.trim()).not.toBe('');
      }
      if (Object.keys(widget.attributes ?? {}).length === 0) expect(text).toContain('Attributes: none.');
    },
  );

  test('no section documents an element the build does not have', () => {
    const documented = [...doc.matchAll(/^### `(whl-[a-z-]+)`/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(widgets.map((w) => w.tag).sort());
  });
});
