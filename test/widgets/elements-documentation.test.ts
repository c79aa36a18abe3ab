// Issue 14: the integrators' element reference names every element the build has, every attribute of
// its description (widgets/<name>/widget.json) and every value the attribute accepts. Issue 30: each
// element's reference is its folder's README.md (docs/elements.md points there), so a new widget
// touches only its folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const doc = readFileSync(join(root, 'docs/elements.md'), 'utf8');
type Description = { tag: string; attributes?: Record<string, { enum?: string[]; default?: string | null }> };
const folders = readdirSync(join(root, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const widgets: Description[] = folders.map(
  (entry) => JSON.parse(readFileSync(join(root, 'widgets', entry.name, 'widget.json'), 'utf8')) as Description,
);

/** The element's reference: its folder's README.md, which opens with the element's name. */
function section(tag: string): string {
  const file = join(root, 'widgets', tag.replace(/^whl-/, ''), 'README.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return text.startsWith(`# \`${tag}\``) ? text : '';
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

  test('the elements page points to the folders and documents no element itself', () => {
    expect(doc).toContain('widgets/<name>/README.md');
    expect([...doc.matchAll(/^#+ `(whl-[a-z-]+)`/gm)]).toEqual([]);
  });
});
