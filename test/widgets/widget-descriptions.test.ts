// Issue 7 part 3: each widget is described once, in widgets/<name>/widget.json, which the build,
// the bridge (widgets.json beside the manifest), `npm run size` and the element's attribute schema
// (src/schemas/attributes.ts) read. That schema accepts exactly what the description declares.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { attributesSchema, propName } from '../../src/schemas/attributes';

interface Description {
  tag: string;
  catalog?: string;
  attributes: Record<string, { type: 'string'; enum: string[]; default: string | null }>;
}

const ROOT = join(__dirname, '../..');
const names = readdirSync(join(ROOT, 'widgets')).filter((name) => existsSync(join(ROOT, 'widgets', name, 'index.ts')));
const describe_ = (name: string) => JSON.parse(readFileSync(join(ROOT, 'widgets', name, 'widget.json'), 'utf8')) as Description;
describe('contract §6 / issue 7 one description per widget', () => {
  test.each(names)('%s has a widget.json whose tag is whl-<folder>', (name) => {
    expect(existsSync(join(ROOT, 'widgets', name, 'widget.json'))).toBe(true);
    expect(describe_(name).tag).toBe(`whl-${name}`);
  });

  test.each(names)('%s: the attribute schema accepts the declared values, refuses others, applies the declared default', (name) => {
    const { attributes } = describe_(name);
    const schema = attributesSchema(attributes);
    expect(Object.keys(v.parse(schema, {}))).toEqual(
      Object.entries(attributes).flatMap(([attribute, spec]) => (spec.default === null ? [] : [propName(attribute)])),
    );
    for (const [attribute, spec] of Object.entries(attributes)) {
      const key = propName(attribute);
      for (const value of spec.enum) expect(v.parse(schema, { [key]: value })).toMatchObject({ [key]: value });
      expect(v.safeParse(schema, { [key]: 'not-declared' }).success).toBe(false);
      const parsed = v.parse(schema, {}) as Record<string, unknown>;
      expect(parsed[key] ?? null).toBe(spec.default);
    }
  });

  // the definition refuses a description its code disagrees with (src/shell/define-widget.tsx); the loaders'
  // files are spelt out for rollup, so this is where their names are checked against the description
  test.each(names)('%s: its entry loads the catalogs its widget.json names, and no other', (name) => {
    const entry = readFileSync(join(ROOT, 'widgets', name, 'index.ts'), 'utf8');
    const { catalog } = describe_(name);
    const loaded = [...entry.matchAll(/import\('\.\.\/\.\.\/locales\/(\w+)\/([\w-]+)'\)/g)].map(([, lang, file]) => `${lang}/${file}`);
    expect(loaded).toEqual(catalog ? [`en/${catalog}`, `ar/${catalog}`] : []);
  });
});
