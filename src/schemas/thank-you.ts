// Contract §4.17 / 000 §3.15, 001 §3.3: the thank-you read (wpb_thank_you_order_summary_details), and
// contract §4.16 decryptPayonlineDetails. Read leniently: a real back end (Magento behind the
// bridge) leaves fields out or sends null, so every field but the order's id has a default, and
// amounts that are not OMR strings read as null (the summary then leaves them out).
import * as v from 'valibot';
import { parseOmr, type Baisa } from '../domain/money';

const text = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
  ),
  '',
);
const flag = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);
const count = (fallback: number) =>
  v.nullish(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
        return Number.isFinite(number) ? number : fallback;
      }),
    ),
    fallback,
  );
/** An OMR amount ("5.250", or a number from a back end that sends one) as baisa, null when absent or unreadable. */
const money = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value): Baisa | null =>
      typeof value === 'string' ? parseOmr(value) : typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 1000) : null,
    ),
  ),
  null,
);
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), []);
const AmountsSchema = v.object({ subtotal: money, tax_amount: money, grand_total: money });
/** An order's amounts block (contract §4.17 due_today, monthly); null when absent, unreadable or without a subtotal. */
const amounts = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const read = v.safeParse(AmountsSchema, value);
      return read.success && read.output.subtotal !== null ? read.output : null;
    }),
  ),
  null,
);
/** An object whose fields all have defaults: absent, null or not an object, it reads as all defaults. */
const record = <T extends v.ObjectEntries>(entries: T) => {
  const object = v.object(entries);
  return v.pipe(
    v.nullish(v.unknown(), {}),
    // {} always reads (every field has its default)
    v.transform((value) => {
      const read = v.safeParse(object, value);
      return (read.success ? read : v.safeParse(object, {})).output as v.InferOutput<typeof object>;
    }),
  );
};

export const OrderLineSchema = v.object({
  sku: text,
  name: text,
  qty_ordered: count(1),
  price: money,
  price_incl_tax: money,
  /** contract §4.17: 'monthly' for a postpaid plan (its price is its monthly charge), 'once' otherwise */
  billing: text,
  /** the fee of the line's number, without VAT and with it (contract §4.6, §4.17) */
  number_price: money,
  number_price_incl_tax: money,
  extension_attributes: record({
    simtype_sku: text,
    msisdn: text,
    type_product: text,
    /** formatted like 'x^4g' (000 §3.15) */
    service_type: text,
  }),
  product_option: record({
    extension_attributes: record({
      custom_options: list(v.object({ option_id: text, option_value: text })),
    }),
  }),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

export const OrderSchema = v.object({
  increment_id: v.pipe(
    text,
    v.check((id) => id.length > 0),
  ),
  status: text,
  store_id: count(1),
  created_at: text,
  payment: record({ method: text }),
  billing_address: record({ email: text, firstname: text, lastname: text, telephone: text }),
  subtotal: money,
  tax_amount: money,
  grand_total: money,
  /** contract §4.17 (§4.6): what is paid now (online) or on delivery, and what a postpaid plan charges monthly */
  due_today: amounts,
  monthly: amounts,
  order_currency_code: text,
  extension_attributes: record({
    wilaya: text,
    governorate: text,
    landmark: text,
    shipping_assignments: list(
      v.object({
        shipping: record({
          method: text,
          address: record({ street: list(text), city: text }),
        }),
      }),
    ),
  }),
  items: list(OrderLineSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;

const GtmItemSchema = v.object({
  item_id: text,
  item_name: text,
  item_category: v.nullish(v.string()),
  price: count(0),
  quantity: count(1),
});

/** GA4's ecommerce object as the bridge builds it (docs/analytics.md); null when it sent none. */
export const GtmSchema = v.nullish(
  v.object({
    value: count(0),
    tax: v.nullish(v.number()),
    transaction_id: v.nullish(v.string()),
    items: list(GtmItemSchema),
  }),
  null,
);

export const ThankYouSchema = v.object({
  service_type: text,
  order_type: text,
  sub_category: text,
  api_response: v.object({
    items: v.pipe(
      v.array(OrderSchema),
      v.check((orders) => orders.length > 0),
    ),
  }),
  any_store_pickup: flag,
  any_store_pickup_date: text,
  store: v.nullish(v.object({ id: text, name: text, address: text }), null),
  esim_status: flag,
  show_port_in_section: flag,
  port_in_new_msisdn: text,
  shipping_type: text,
  selfServiceActivationStatus: flag,
  selectedMsisdn: text,
  subCategoryType: text,
  sim_price_next_bill_status: flag,
  payment_retry_url: text,
  gtm: GtmSchema,
});
export type ThankYou = v.InferOutput<typeof ThankYouSchema>;

/** Contract §4.16: the gateway's return, read once. */
export const PaymentReturnSchema = v.object({
  orderid: v.pipe(
    text,
    v.check((id) => id.length > 0),
  ),
  status: text,
  payment_status: text,
  amount: text,
  currency: text,
  reference: text,
});
export type PaymentReturn = v.InferOutput<typeof PaymentReturnSchema>;
