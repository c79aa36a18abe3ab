<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

/**
 * The admin-ajax actions and sub_actions of the bridge (000 §7, contract §4.4, §4.5, §7.1): their
 * wire names, and one table of what answers each (action, sub_action). The AjaxController, the
 * hook registration, the drop-ins' list of actions (dropins/bridge-endpoints.php, which loads this
 * file before any plugin) and the tests all read this table.
 *
 * Plain constants only: the drop-ins load this file without the plugin's autoloader.
 */
final class Actions
{
    // Actions (the `action` field).
    public const CURRENT_NONCE = 'wpb_return_current_nonce';
    public const SESSION_GET_ITEM = 'whl_session_getItem';
    public const SESSION_ADD_ITEM = 'whl_session_addItem';
    public const SESSION_REMOVE_ITEM = 'whl_session_removeItem';
    public const JS_ERROR_LOGGER = 'wp_js_error_logger';
    public const GET_QUOTE_ID = 'wp_get_quote_id';
    public const UNRESERVE_NUMBER = 'wpb_esb_unreserve_number';
    public const CAPTCHA_TOKEN = 'whl_captcha_token';
    public const POSTPAID_PREPAID_MODULE = 'wp_postpaid_prepaid_module';
    public const UPLOAD_DOCUMENT = 'wp_user_upload_document';
    public const UPLOAD_COMPRESSED_DOCUMENT = 'wp_user_upload_compressed_document';
    /** 000 §7.4 the country list (contract §4.12) */
    public const COUNTRY_LOOK_UP = 'wpb_countryLookUp';
    /** The Sandbox identity-verification provider's calls (contract §4.13), made by the browser with the whlidvToken */
    public const SANDBOX_IDV_DOCUMENT = 'whl_sbx_idv_document';
    public const SANDBOX_IDV_FACE = 'whl_sbx_idv_face';
    /** The delivery step's places: city list and stores (contract §4.14) */
    public const CITY_LIST = 'whl_city_list';
    /** 000 §7.5 the online-payment return, decoded and verified (contract §4.16) */
    public const DECRYPT_PAYONLINE_DETAILS = 'decryptPayonlineDetails';
    /** 000 §7.5 the thank-you page's order (contract §4.17) */
    public const THANK_YOU_ORDER_SUMMARY = 'wpb_thank_you_order_summary_details';
    /** The delivery step's places search (contract §4.19) */
    public const PLACE_SEARCH = 'whl_place_search';
    /** 000 §7.3, 001 §7 the Magento REST proxy: an allow-list of routes, the session's own cart (contract §4.20) */
    public const REST_API_CALL = 'wp_restAPICall';
    /** 000 §4.5, §7.3 the guest → customer cart merge after login (contract §4.21) */
    public const CART_MERGE = 'wpb_create_b2c_customerTokenAndCartMerge';
    /** 000 §7.4, 001 §7.3 the identity provider's user info and profile update ({idp} = keycloak; contract §4.21) */
    public const IDP_USER_INFO = 'keycloak_get_user_info_API';
    public const IDP_UPDATE_USER = 'wpb_keycloak_update_user_details';

    // Sub-actions of wp_postpaid_prepaid_module (the `sub_action` field).
    public const PLAN_DETAILS = 'wp_plan_details';
    public const SEARCH_NUMBERS = 'wp_search_numbers';
    public const PLAN_ADD_TO_CART = 'wp_plan_add_to_cart';
    /** contract §8.6 a device or accessory into the cart (000 §2.6) */
    public const DEVICE_ADD_TO_CART = 'wp_device_add_to_cart';
    /** contract §8.7 a gift card into the cart (000 §2.2) */
    public const GIFT_CARD_ADD_TO_CART = 'wp_gift_card_add_to_cart';
    public const CHANGE_PLAN_NUMBER = 'wp_change_plan_number';
    public const FULL_CLEAR_CART = 'wp_full_clear_cart';
    public const CHANGE_PLAN_UPDATE_CART = 'wp_change_plan_update_cart';
    public const FREE_DEVICE_LISTING = 'wp_FreeDeviceListing';
    /** 000 §7.4 (the spec's spelling) */
    public const PERSONAL_INFORMATION_CAPTURE = 'wp_postpaid_prepaid_personal_infomation_capture';
    /** 000 §7.4 the existing-customer check */
    public const EXISTING_CUSTOMER_GET_PASSCODE = 'verify-existing-customer-number';
    public const EXISTING_CUSTOMER_VERIFY_PASSCODE = 'verify-otp-existing-customer-number';
    public const EXISTING_CUSTOMER_RESEND_PASSCODE = 'resend-otp-existing-customer-number';
    /** 000 §7.4 the SIM type and the eSIM passcode (contract §4.10) */
    public const CHANGE_SIM_TYPE = 'wp_change_sim_type';
    public const ESIM_VERIFY_PASSCODE = 'wp_postpaid_prepaid_esim_otp_verify';
    public const ESIM_RESEND_PASSCODE = 'wp_resend_esim_otp';
    /** 000 §4.6, §7.4 eKYC: open a verification, hand its result back (contract §4.13) */
    public const EKYC_VERIFICATION_START = 'wp_ekyc_verification_start';
    public const EKYC_VERIFICATION_RESULT = 'wp_ekyc_verification_result';
    /** 000 §7.5 delivery and order placement (contract §4.14, §4.15) */
    public const DELIVERY_DETAILS_CAPTURE = 'wp_postpaid_prepaid_delivery_details_capture';
    public const PLACE_ORDER = 'wp_postpaid_prepaid_place_order';

    /** The `sub_action` key of an action that has none. */
    public const NO_SUB_ACTION = '';

    /** Captcha action name of the calls that reserve a number (000 §6). */
    private const NUMBER_RESERVATION = 'number_reservation';

    /**
     * action => sub_action (NO_SUB_ACTION for an action without) => what answers it:
     * - handler: [action group class, public method taking a Request]
     * - rate: the rate-limit group (WordPress\Settings\OptionSchema::RATE_GROUPS)
     * - get: GET accepted too (the spec marks the call GET; contract §2); POST always
     * - nonce: false for the calls that hand out the nonce
     * - captcha: the captcha action the call needs, in the field captcha_field (captcha-response unless named)
     * - sandbox: served only with the Sandbox adapters (the Sandbox captcha's own action)
     * - cache: seconds a public answer may be kept by browsers and page caches (no nonce, GET)
     *
     * An action without sub_actions ignores a sub_action field; an unknown sub_action of
     * wp_postpaid_prepaid_module is not found.
     */
    public const TABLE = [
        self::CURRENT_NONCE => [
            self::NO_SUB_ACTION => ['handler' => [Bootstrap::class, 'currentNonce'], 'rate' => 'bootstrap', 'nonce' => false],
        ],
        self::SESSION_GET_ITEM => [
            self::NO_SUB_ACTION => ['handler' => [SessionActions::class, 'getItem'], 'rate' => 'session', 'get' => true],
        ],
        self::SESSION_ADD_ITEM => [
            self::NO_SUB_ACTION => ['handler' => [SessionActions::class, 'addItem'], 'rate' => 'session'],
        ],
        self::SESSION_REMOVE_ITEM => [
            self::NO_SUB_ACTION => ['handler' => [SessionActions::class, 'removeItem'], 'rate' => 'session'],
        ],
        self::JS_ERROR_LOGGER => [
            self::NO_SUB_ACTION => ['handler' => [ErrorLogger::class, 'log'], 'rate' => 'js_error'],
        ],
        self::GET_QUOTE_ID => [
            self::NO_SUB_ACTION => ['handler' => [CartActions::class, 'quoteId'], 'rate' => 'session', 'get' => true],
        ],
        self::UNRESERVE_NUMBER => [
            self::NO_SUB_ACTION => ['handler' => [CartActions::class, 'unreserve'], 'rate' => 'cart', 'get' => true],
        ],
        self::CAPTCHA_TOKEN => [
            self::NO_SUB_ACTION => ['handler' => [CaptchaActions::class, 'token'], 'rate' => 'captcha', 'sandbox' => true],
        ],
        // 000 §5.5, §7.4: multipart POST (contract §4.7).
        self::UPLOAD_DOCUMENT => [
            self::NO_SUB_ACTION => ['handler' => [UploadActions::class, 'document'], 'rate' => 'upload'],
        ],
        self::UPLOAD_COMPRESSED_DOCUMENT => [
            self::NO_SUB_ACTION => ['handler' => [UploadActions::class, 'compressedDocument'], 'rate' => 'upload'],
        ],
        // 000 §7.4: the same list for everyone, cached with its language (contract §4.12).
        self::COUNTRY_LOOK_UP => [
            self::NO_SUB_ACTION => [
                'handler' => [CountryActions::class, 'lookUp'],
                'rate' => 'catalogue',
                'get' => true,
                'nonce' => false,
                'cache' => 3600, // a literal: the drop-ins read this table without the autoloader
            ],
        ],
        // contract §4.14: the same places for everyone, cached with their language
        self::CITY_LIST => [
            self::NO_SUB_ACTION => [
                'handler' => [OrderActions::class, 'cityList'],
                'rate' => 'catalogue',
                'get' => true,
                'nonce' => false,
                'cache' => 3600,
            ],
        ],
        // contract §4.13: the Sandbox provider, called with the whlidvToken (its credential) instead of the nonce
        self::SANDBOX_IDV_DOCUMENT => [
            self::NO_SUB_ACTION => ['handler' => [SandboxIdvProvider::class, 'document'], 'rate' => 'idv', 'nonce' => false, 'sandbox' => true],
        ],
        self::SANDBOX_IDV_FACE => [
            self::NO_SUB_ACTION => ['handler' => [SandboxIdvProvider::class, 'face'], 'rate' => 'idv', 'nonce' => false, 'sandbox' => true],
        ],
        // contract §4.16: read once; the cart's rate group (a few returns per order)
        self::DECRYPT_PAYONLINE_DETAILS => [
            self::NO_SUB_ACTION => ['handler' => [PaymentActions::class, 'decryptPayonlineDetails'], 'rate' => 'cart'],
        ],
        // contract §4.17: the session's own orders only; GET as the spec marks it
        self::THANK_YOU_ORDER_SUMMARY => [
            self::NO_SUB_ACTION => ['handler' => [ThankYouActions::class, 'orderSummary'], 'rate' => 'session', 'get' => true],
        ],
        // contract §4.19: public, as the city list; answers vary with the query, not the visitor
        self::PLACE_SEARCH => [
            self::NO_SUB_ACTION => [
                'handler' => [PlaceActions::class, 'search'],
                'rate' => 'catalogue',
                'get' => true,
                'nonce' => false,
                'cache' => 3600,
            ],
        ],
        // contract §4.20: POST only (post_method names the proxied call's method); the cart's rate group
        self::REST_API_CALL => [
            self::NO_SUB_ACTION => ['handler' => [ProxyActions::class, 'call'], 'rate' => 'cart'],
        ],
        self::CART_MERGE => [
            self::NO_SUB_ACTION => ['handler' => [AccountActions::class, 'merge'], 'rate' => 'cart'],
        ],
        self::IDP_USER_INFO => [
            self::NO_SUB_ACTION => ['handler' => [AccountActions::class, 'userInfo'], 'rate' => 'session', 'get' => true],
        ],
        self::IDP_UPDATE_USER => [
            self::NO_SUB_ACTION => ['handler' => [AccountActions::class, 'updateUser'], 'rate' => 'personal'],
        ],
        self::POSTPAID_PREPAID_MODULE => [
            self::PLAN_DETAILS => ['handler' => [PostpaidPrepaidModule::class, 'planDetails'], 'rate' => 'catalogue', 'get' => true],
            self::SEARCH_NUMBERS => ['handler' => [PostpaidPrepaidModule::class, 'searchNumbers'], 'rate' => 'catalogue'],
            self::PLAN_ADD_TO_CART => [
                'handler' => [PostpaidPrepaidModule::class, 'addToCart'],
                'rate' => 'reservation',
                'captcha' => self::NUMBER_RESERVATION,
            ],
            self::CHANGE_PLAN_NUMBER => [
                'handler' => [PostpaidPrepaidModule::class, 'changeNumber'],
                'rate' => 'reservation',
                'captcha' => self::NUMBER_RESERVATION,
            ],
            self::FULL_CLEAR_CART => ['handler' => [PostpaidPrepaidModule::class, 'clearCart'], 'rate' => 'cart'],
            self::DEVICE_ADD_TO_CART => ['handler' => [PostpaidPrepaidModule::class, 'addDevice'], 'rate' => 'cart'],
            self::GIFT_CARD_ADD_TO_CART => ['handler' => [PostpaidPrepaidModule::class, 'addGiftCard'], 'rate' => 'cart'],
            self::CHANGE_PLAN_UPDATE_CART => ['handler' => [PostpaidPrepaidModule::class, 'changePlan'], 'rate' => 'cart'],
            self::FREE_DEVICE_LISTING => ['handler' => [PostpaidPrepaidModule::class, 'freeDevices'], 'rate' => 'catalogue', 'get' => true],
            // 000 §7.4: these calls name the captcha field captcha_token
            self::PERSONAL_INFORMATION_CAPTURE => [
                'handler' => [PersonalInfoActions::class, 'capture'],
                'rate' => 'personal',
                'captcha' => 'personal_information_submit',
                'captcha_field' => 'captcha_token',
            ],
            self::EXISTING_CUSTOMER_GET_PASSCODE => [
                'handler' => [ExistingCustomerActions::class, 'getPasscode'],
                'rate' => 'passcode',
                'captcha' => 'existing_customer_get_otp',
                'captcha_field' => 'captcha_token',
            ],
            self::EXISTING_CUSTOMER_VERIFY_PASSCODE => [
                'handler' => [ExistingCustomerActions::class, 'verifyPasscode'],
                'rate' => 'personal',
                'captcha' => 'existing_customer_verify_otp',
                'captcha_field' => 'captcha_token',
            ],
            self::EXISTING_CUSTOMER_RESEND_PASSCODE => [
                'handler' => [ExistingCustomerActions::class, 'resendPasscode'],
                'rate' => 'passcode',
                'captcha' => 'existing_customer_resend_otp',
                'captcha_field' => 'captcha_token',
            ],
            // 000 §7.4: the eSIM calls share the personal step's rate group; the passcode's own 3 attempts guard the
            // verify; the resend, as the existing-customer passcodes, is in the passcode group and its captcha (each sends an SMS)
            self::CHANGE_SIM_TYPE => ['handler' => [EsimActions::class, 'changeSimType'], 'rate' => 'personal'],
            self::ESIM_VERIFY_PASSCODE => ['handler' => [EsimActions::class, 'verifyPasscode'], 'rate' => 'personal'],
            self::ESIM_RESEND_PASSCODE => [
                'handler' => [EsimActions::class, 'resendPasscode'],
                'rate' => 'passcode',
                'captcha' => 'resend_otp',
                'captcha_field' => 'captcha_token',
            ],
            self::EKYC_VERIFICATION_START => ['handler' => [IdentityVerificationActions::class, 'start'], 'rate' => 'idv'],
            self::EKYC_VERIFICATION_RESULT => ['handler' => [IdentityVerificationActions::class, 'result'], 'rate' => 'idv'],
            // 000 §5.6 "Captcha": named by the bridge (contract §5)
            self::DELIVERY_DETAILS_CAPTURE => [
                'handler' => [OrderActions::class, 'captureDelivery'],
                'rate' => 'delivery',
                'captcha' => 'delivery_details_submit',
                'captcha_field' => 'captcha_token',
            ],
            self::PLACE_ORDER => [
                'handler' => [OrderActions::class, 'placeOrder'],
                'rate' => 'order',
                'captcha' => 'place_order',
                'captcha_field' => 'captcha_token',
            ],
        ],
    ];

    /** @return list<string> every action name */
    public static function names(): array
    {
        return array_keys(self::TABLE);
    }

    /**
     * What answers $action with $subAction, or null when nothing does.
     *
     * @return array{handler: array{class-string<ActionGroup>, string}, rate: string, get?: bool, nonce?: bool, captcha?: string,
     *     sandbox?: bool, cache?: int}|null
     */
    public static function route(string $action, string $subAction): ?array
    {
        $subs = self::TABLE[$action] ?? [];
        return $subs[$subAction] ?? $subs[self::NO_SUB_ACTION] ?? null;
    }

    /** The endpoint's name in logs: "action" or "action:sub_action". */
    public static function endpointName(string $action, string $subAction): string
    {
        return isset(self::TABLE[$action][$subAction]) && $subAction !== self::NO_SUB_ACTION ? "{$action}:{$subAction}" : $action;
    }

    /** @return list<string> the actions served only with the Sandbox adapters */
    public static function sandboxOnly(): array
    {
        return array_keys(array_filter(self::TABLE, static fn (array $subs): bool => (bool) ($subs[self::NO_SUB_ACTION]['sandbox'] ?? false)));
    }
}
