<?php

/**
 * The bridge's endpoints, for the drop-ins: they run before any plugin is loaded, so they cannot
 * ask Plugin::AJAX_ACTIONS or RestController::NAMESPACE (a test keeps the lists equal).
 */

declare(strict_types=1);

namespace Whl\Bridge\DropIns;

defined('ABSPATH') || exit;

return [
    'ajax_actions' => [
        'wpb_return_current_nonce',
        'whl_session_getItem',
        'whl_session_addItem',
        'whl_session_removeItem',
        'wp_js_error_logger',
        'wp_get_quote_id',
        'wpb_esb_unreserve_number',
        'whl_captcha_token',
        'wp_postpaid_prepaid_module',
    ],
    'rest_namespace' => 'wp-rest/v1',
];
