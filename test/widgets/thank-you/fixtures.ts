// The thank-you read as contract §4.17 shows it (000 §3.15), with overrides per variant.
import { CONFIG } from '../../src/support/fixtures';
import type { PageConfig } from '../../../src/schemas/config';

type Json = Record<string, unknown>;

export const THANK_YOU_ROUTES = {
  ...CONFIG.routes,
  '{service_type}-thank-you': '/{service_type}-thank-you/',
  'tourist-pack-thank-you': '/tourist-pack-thank-you/',
  'pre-to-post-thank-you': '/pre-to-post-thank-you/',
  'recharge-bill-payment-receipt-export': '/recharge-bill-payment-receipt-export/',
  online_payment: '/online_payment/',
};

export const thankYouConfig = (lang: 'en' | 'ar'): PageConfig => ({ ...CONFIG, lang, routes: THANK_YOU_ROUTES });

export function line(overrides: Json = {}, attributes: Json = {}): Json {
  return {
    sku: 'PRE-HALA-5',
    name: 'Hala 5',
    qty_ordered: 1,
    price: '5.000',
    price_incl_tax: '5.250',
    extension_attributes: {
      simtype_sku: 'activation',
      msisdn: '96891234567',
      type_product: 'Prepaid',
      service_type: 'x^prepaid',
      ...attributes,
    },
    product_option: { extension_attributes: { custom_options: [{ option_id: 'amount', option_value: '5.250' }] } },
    ...overrides,
  };
}

/** The read of contract §4.17: `order` overrides api_response.items[0], the rest the top level. */
export function thankYou({ order = {}, ...top }: { order?: Json } & Json = {}): Json {
  return {
    responseCode: 'success',
    service_type: 'prepaid',
    order_type: 'prepaid',
    sub_category: '',
    api_response: {
      items: [
        {
          increment_id: '100000042',
          status: 'success',
          store_id: 1,
          created_at: '2026-11-23T18:00:00+04:00',
          payment: { method: 'eshoppayment' },
          billing_address: { email: 'a@b.om', firstname: '', lastname: '', telephone: '96891234567' },
          subtotal: '12.000',
          tax_amount: '0.600',
          grand_total: '12.600',
          order_currency_code: 'OMR',
          extension_attributes: {
            wilaya: 'Bawshar',
            governorate: 'Muscat',
            landmark: 'Near the mosque',
            shipping_assignments: [
              {
                shipping: {
                  method: 'doordelivery',
                  address: { street: ['Way 123', 'Villa 45', 'Al Khuwair North'], city: 'Al Khuwair' },
                },
              },
            ],
          },
          items: [line(), line({ sku: 'SIM-FEE', name: 'SIM card', price: '7.000', price_incl_tax: '7.350' }, { msisdn: '' })],
          ...order,
        },
      ],
    },
    any_store_pickup: false,
    any_store_pickup_date: '',
    store: null,
    esim_status: false,
    show_port_in_section: false,
    port_in_new_msisdn: '',
    shipping_type: 'Doordelivery',
    selfServiceActivationStatus: false,
    selectedMsisdn: '96891234567',
    subCategoryType: '',
    sim_price_next_bill_status: false,
    payment_retry_url: '',
    gtm: {
      currency: 'OMR',
      value: 12.0,
      tax: 0.6,
      transaction_id: '100000042',
      items: [{ item_id: 'PRE-HALA-5', item_name: 'Hala 5', item_category: 'prepaid', price: 5.0, quantity: 1 }],
    },
    ...top,
  };
}

/** Contract §4.16: an approved return. */
export const PAYMENT_RETURN = {
  responseCode: 'success',
  orderid: '100000042',
  status: 'success',
  payment_status: 'approved',
  amount: '12.600',
  currency: 'OMR',
  reference: 'SBX123',
  data: 'orderid=100000042&status=success&payment_status=approved&amount=12.600&currency=OMR&reference=SBX123',
};
