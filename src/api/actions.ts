// Contract §4, §7: the bridge's admin-ajax action names, each written once. One constant each, not
// one object, so a page's bundle carries only the names its calls use.

/** Contract §4.4 ff.: the purchase flow's calls, told apart by their sub_action. */
export const POSTPAID_PREPAID_MODULE = 'wp_postpaid_prepaid_module';
/** Contract §4.5: a number's hold released. */
export const UNRESERVE_NUMBER = 'wpb_esb_unreserve_number';
/** Contract §4.5, §5: the Sandbox captcha's token. */
export const CAPTCHA_TOKEN = 'whl_captcha_token';
/** Contract §4.5, 000 §7.1: a page script error. */
export const JS_ERROR_LOGGER = 'wp_js_error_logger';
/** Contract §4.12: the countries (a public GET). */
export const COUNTRY_LOOKUP = 'wpb_countryLookUp';
/** Contract §4.14: the cities of the delivery step (a public GET). */
export const CITY_LIST = 'whl_city_list';
/** Contract §4.19: the delivery step's place search (a public GET). */
export const PLACE_SEARCH = 'whl_place_search';
/** Contract §4.7: the two document uploads. */
export const UPLOAD_DOCUMENT = 'wp_user_upload_document';
export const UPLOAD_COMPRESSED_DOCUMENT = 'wp_user_upload_compressed_document';
/** Contract §4.16: the payment gateway's return, read once. */
export const PAYMENT_RETURN = 'decryptPayonlineDetails';
/** Contract §4.17: the placed order as the thank-you page shows it. */
export const THANK_YOU_ORDER = 'wpb_thank_you_order_summary_details';
/** Contract §4.21, 000 §4.5: the guest cart and the account's after a login. */
export const CART_MERGE = 'wpb_create_b2c_customerTokenAndCartMerge';
/** Contract §4.5, §4.21: a session value removed (the logged-in user's, at logout). */
export const SESSION_REMOVE_ITEM = 'whl_session_removeItem';
