<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Settings;

defined('ABSPATH') || exit;

/** contract §1: the shop's pages, route name => path relative to the site URL (the setting `routes`). */
final class Routes
{
    public const DEFAULTS = [
        'homepage' => '/',
        'prepaid-plan-page' => '/prepaid-plan-page/',
        'postpaid' => '/postpaid/',
        // 000 §2.2, §2.6 (issue 12): the shop's catalogue pages
        'devices' => '/devices/',
        'device-details' => '/device-details/',
        'accessories' => '/accessories/',
        'gift-card-details' => '/gift-card-details/',
        'recommended_numbers' => '/recommended_numbers/',
        'search_number' => '/search_number/',
        '{service_type}-recommended-numbers' => '/{service_type}-recommended-numbers/',
        '{service_type}-search-number' => '/{service_type}-search-number/',
        'my_cart' => '/my_cart/',
        'empty-cart' => '/empty-cart/',
        '{service_type}-personal-info' => '/{service_type}-personal-info/',
        '{service_type}-delivery' => '/{service_type}-delivery/',
        '{service_type}-payment' => '/{service_type}-payment/',
        'tourist-pack-payment' => '/tourist-pack-payment/',
        '{service_type}-thank-you' => '/{service_type}-thank-you/',
        'tourist-pack-thank-you' => '/tourist-pack-thank-you/',
        'pre-to-post-thank-you' => '/pre-to-post-thank-you/',
        'recharge-bill-payment-receipt-export' => '/recharge-bill-payment-receipt-export/',
        // contract §4.16: where the payment gateway sends the browser back (000 §4.11 "online payment pages")
        'online_payment' => '/online_payment/',
        // 001 §2.2, §2.4 (their pages are to come): the header back button's rules from and to them (000 §2.1)
        'trackorder' => '/trackorder/',
        'my-orders' => '/my-orders/',
    ];
}
