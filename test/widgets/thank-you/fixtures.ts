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
    billing: 'once',
    number_price: '0.000',
    number_price_incl_tax: '0.000',
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
          due_today: { subtotal: '12.000', tax_amount: '0.600', grand_total: '12.600' },
          monthly: null,
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

/**
 * Contract §4.17, 000 §9: a postpaid plan (12.000 a month + VAT) with a SILVER number (a 5.000 fee
 * + VAT) paid cash on delivery, in the page's language: the plan monthly, the fee due today; the
 * order's totals sum both (17.850), what is paid now is 5.250.
 */
export function postpaidSilver(lang: 'en' | 'ar' = 'en', top: Json = {}): Json {
  const name = lang === 'ar' ? 'شهري اللامحدود 12' : 'Shahry Endless 12';
  return thankYou({
    service_type: 'postpaid',
    order_type: 'postpaid',
    selectedMsisdn: '96893665588',
    order: {
      status: 'pending',
      store_id: lang === 'ar' ? 2 : 1,
      payment: { method: 'cashondelivery' },
      subtotal: '17.000',
      tax_amount: '0.850',
      grand_total: '17.850',
      due_today: { subtotal: '5.000', tax_amount: '0.250', grand_total: '5.250' },
      monthly: { subtotal: '12.000', tax_amount: '0.600', grand_total: '12.600' },
      items: [
        line(
          {
            sku: 'POST-ENDLESS-12',
            name,
            price: '12.000',
            price_incl_tax: '12.600',
            billing: 'monthly',
            number_price: '5.000',
            number_price_incl_tax: '5.250',
            product_option: { extension_attributes: { custom_options: [{ option_id: 'amount', option_value: '12.600' }] } },
          },
          { msisdn: '96893665588', type_product: 'Postpaid', service_type: 'x^postpaid' },
        ),
      ],
    },
    gtm: {
      currency: 'OMR',
      value: 5.0,
      tax: 0.25,
      transaction_id: '100000042',
      items: [{ item_id: 'POST-ENDLESS-12', item_name: name, item_category: 'postpaid', price: 12.0, quantity: 1 }],
    },
    ...top,
  });
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
