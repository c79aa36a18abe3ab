// A widget's attributes are described once, in widgets/<name>/widget.json; the schema the element
// parses them with is built from that description, as the bridge builds its shortcode from the
// same description (widgets.json beside the manifest).
import * as v from 'valibot';

/** widget.json `attributes`: name as in HTML (kebab-case) → its values and its default (null: none). */
export type AttributeDescriptions = Readonly<Record<string, { readonly enum: readonly string[]; readonly default: string | null }>>;

/** 'service-type' → 'serviceType', the prop r2wc passes for the attribute. */
export const propName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** contract §1: each attribute one of its declared values; absent, its declared default. */
export function attributesSchema(attributes: AttributeDescriptions) {
  const entries = Object.entries(attributes).map(([name, spec]) => [
    propName(name),
    v.nullish(v.picklist(spec.enum), spec.default ?? undefined),
  ]);
  return v.object(
    Object.fromEntries(entries) as Record<string, v.NullishSchema<v.PicklistSchema<readonly string[], undefined>, string | undefined>>,
  );
}
