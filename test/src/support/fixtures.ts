// Bridge answers as contract §4 shows them, and the page configuration of contract §1.
import type { PageConfig } from '../../../src/schemas/config';

export const CONFIG: PageConfig = {
  ajaxUrl: 'https://shop.example/wp-admin/admin-ajax.php',
  restRoot: 'https://shop.example/wp-json/wp-rest/v1/',
  siteUrl: 'https://shop.example',
  lang: 'en',
  build: 'preact',
  routes: {
    homepage: '/',
    'prepaid-plan-page': '/prepaid-plan-page/',
    postpaid: '/postpaid/',
    recommended_numbers: '/recommended_numbers/',
    search_number: '/search_number/',
    '{service_type}-recommended-numbers': '/{service_type}-recommended-numbers/',
    '{service_type}-search-number': '/{service_type}-search-number/',
    my_cart: '/my_cart/',
    'empty-cart': '/empty-cart/',
    '{service_type}-personal-info': '/{service_type}-personal-info/',
  },
  limits: { blockNumberMinutes: 15, numbersPageSize: 3 },
  captcha: { provider: 'sandbox', siteKey: 'sandbox-site-key' },
  brand: { name: 'Sahel Telecom' },
  personal: {
    blockedContactNumbers: ['99887766'],
    depositMessage: '',
    uploads: { imageMaxMb: 5, pdfMaxMb: 5, maxWidth: 1600, maxHeight: 1600, invalidTypeMessage: '' },
  },
};

export const configFor = (lang: 'en' | 'ar'): PageConfig => ({ ...CONFIG, lang });

export const phoneNumber = (msisdn: string, level = 'FREE', amount = '0.000') => ({ msisdn, VANITY_LEVEL: level, amount });

export function numbersList(
  free = [phoneNumber('91234567'), phoneNumber('91234568'), phoneNumber('91234569')],
  paid = [
    phoneNumber('99000111', 'SILVER', '10.000'),
    phoneNumber('99000222', 'GOLD', '25.000'),
    phoneNumber('99000333', 'PLATINUM', '50.500'),
  ],
  /** contract §7.2 has_more per group (left out: an older bridge) */
  hasMore?: { free: boolean; paid: boolean },
) {
  return {
    responseCode: 'success',
    response_plan_details: {
      name: 'Hala 5',
      sku: 'PRE-HALA-5',
      url_key: 'hala-5',
      validity: 28,
      price: '5.000',
      price_incl_vat: '5.250',
      service_type: 'prepaid',
      custom_attribute: { data_quota: '10', data_units: 'GB', voice_quota: '300', voice_units: 'Minutes' },
    },
    service_type: 'prepaid',
    response_numbers: { free, paid },
    ...(hasMore ? { has_more: hasMore } : {}),
    gtm: { item_id: 'PRE-HALA-5', item_name: 'Hala 5', price: '5.000' },
  };
}

export const reservation = (remaining = 899, overrides: Record<string, unknown> = {}) => ({
  msisdn: '91234567',
  vanity_level: 'FREE',
  remaining_seconds: remaining,
  limit_seconds: 900,
  expired: remaining <= 0,
  ...overrides,
});

export const addToCartSuccess = (remaining = 900) => ({
  responseCode: 'success',
  quote_id: 'Vx12',
  cart_items_count: 1,
  reservation: reservation(remaining),
});

export function cartSummary(remaining: number | null = 899) {
  return {
    responseCode: 'success',
    orderDetails: '<table></table>',
    items: [
      {
        item_id: 1,
        sku: 'PRE-HALA-5',
        name: 'Hala 5',
        product_type: 'plan',
        service_type: 'prepaid',
        msisdn: '91234567',
        vanity_level: 'FREE',
        price: '5.000',
        number_price: '0.000',
        qty: 1,
      },
    ],
    totals: { subtotal: '5.000', vat: '0.250', grand_total: '5.250', vat_percent: 5 },
    reservation: remaining === null ? null : reservation(remaining),
    upfrontAmount: '5.250',
    cart_items_count: 1,
    selected_order_type: 'prepaid',
    urlKey: 'hala-5',
    shipping_options: { storepickup: '1', doordelivery: '1', pay_online: '1', pay_later: '1' },
  };
}

export const emptyCart = () => ({
  responseCode: 'success',
  orderDetails: '',
  items: [],
  totals: null,
  reservation: null,
  upfrontAmount: '',
  cart_items_count: 0,
  selected_order_type: '',
  urlKey: '',
});

export const currentNonce = (nonce = 'n0nce', count = 0) => ({
  responseCode: 'success',
  data: {
    current_nonce: nonce,
    cart_restart: { cart_restart_status: false, redirection_url: '', lang: 'en' },
    orderType: count ? 'prepaid' : '',
    selected_order_sub_category_type: '',
    loggedin_user_info: null,
    store_code: 'en',
    quote_id: count ? 'Vx12' : '',
    language: 'en',
    cart_items_count: count,
  },
});

export const failure = (responseCode: string, status: number, extra: Record<string, unknown> = {}) => ({
  status,
  body: { responseCode, message: responseCode, ...extra },
});

export const freeDevice = (sku: string, name: string, price = '0.000', regularPrice = '120.000') => ({
  sku,
  name,
  brand: 'Samsung',
  colour: 'Black',
  storage: '128 GB',
  regular_price: regularPrice,
  price,
});

/** Contract §4.8 verify-otp-existing-customer-number: the Sandbox's eligible Omani customer 90000001, verified. */
export const existingCustomer = (overrides: Record<string, unknown> = {}) => ({
  body: {
    responseCode: 'success',
    productType: 'Prepaid',
    msisdn: '90000001',
    nationalityId: 'OM',
    customerIdType: '1',
    customerEligibilityStatus: 'true',
    customerName: 'Salim Al-Rawahi',
    idExpiryStatus: 'valid',
    otherNationalityStatus: 'false',
    securityDepositStatus: 'false',
    creditLimitMoney: '',
    salaryRange: null,
    ...overrides,
  },
});
