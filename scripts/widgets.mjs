// One description per widget: widgets/<name>/widget.json (README "Adding a widget"). Rollup takes
// its entries and the checkout flag from here, `npm run size` the budgets, and the build writes
// widgets.json beside each manifest for the bridge (its widget list and shortcode attributes).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/** The purchase units (unit → module), named once (src/store/purchase-units.json). */
const PURCHASE_UNITS = JSON.parse(readFileSync(new URL('../src/store/purchase-units.json', import.meta.url), 'utf8'));

const Text = v.object({ en: v.string(), ar: v.string() });
const Attribute = v.object({ type: v.literal('string'), enum: v.array(v.string()), default: v.nullable(v.string()) });
const Widget = v.pipe(
  v.object({
    tag: v.pipe(v.string(), v.regex(/^whl-[a-z]+(-[a-z]+)*$/)),
    title: Text,
    description: v.string(),
    attributes: v.record(v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/)), Attribute),
    checkout: v.boolean(),
    /** the purchase units a checkout widget calls, loaded with it (src/store/purchase.ts) */
    purchase: v.optional(v.array(v.picklist(Object.keys(PURCHASE_UNITS))), []),
    /** a widget whose own texts are many: they form a catalog of this name, only its pages load it */
    catalog: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/))),
    /**
     * widgets of one family of pages (e.g. `shop`: devices, accessories, gift cards; `steps`: the
     * checkout steps): code two or more of them (three or more checkout widgets) load at start goes to
     * a chunk of that name, not to the shared chunk every page loads (rollup.config.mjs)
     */
    group: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+$/))),
    /** sub-folders loaded on need, each with its own catalog `<catalog>-<part>` (src/i18n/use-catalog.ts) */
    parts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/))), []),
    budget: v.object({ preact: v.number(), react: v.number() }),
    routes: v.array(v.string()),
    /**
     * what the bridge prints inside the element: the HTML of one of its REST routes (`printer`, the
     * route's path, php-bridge WordPress\Composition\Pages), the element's whole content (`whole`: a catalogue
     * listing) or its first screen until the widget's own is ready
     */
    firstScreen: v.optional(v.object({ printer: v.pipe(v.string(), v.regex(/^[a-z]+([-_][a-z]+)*$/)), whole: v.boolean() })),
  }),
  v.check((w) => Object.values(w.attributes).every((a) => a.default === null || a.enum.includes(a.default)), 'a default outside its enum'),
  v.check(
    (w) => w.catalog === undefined || !['storefront', 'checkout', 'site', 'session-expiry', 'cart-restore'].includes(w.catalog),
    'an own catalog is named apart from the shared ones',
  ),
);

/** The widgets of the project, by folder name; throws on a description that does not hold. */
export function readWidgets(root) {
  const dir = join(root, 'widgets');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'widget.json')))
    .sort()
    .map((name) => {
      const parsed = v.safeParse(Widget, JSON.parse(readFileSync(join(dir, name, 'widget.json'), 'utf8')));
      if (!parsed.success) throw new Error(`widgets/${name}/widget.json: ${v.summarize(parsed.issues)}`);
      if (parsed.output.tag !== `whl-${name}`) throw new Error(`widgets/${name}/widget.json: the tag must be whl-${name}`);
      return { name, ...parsed.output };
    });
}
