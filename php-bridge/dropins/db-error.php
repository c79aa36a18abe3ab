<?php

/**
 * What WordPress answers when it cannot reach the database (issue 6 finding 9): it loads
 * wp-content/db-error.php (installed by the plugin, see Infrastructure\Operations\DropIns) and dies.
 *
 * The bridge's calls (its admin-ajax actions, its REST routes under wp-rest/v1, pretty or as
 * ?rest_route=) get the contract's envelope, `503 failure`; everything else a plain 503 page.
 * Both say when to come back and must not be cached: the outage is temporary.
 */

declare(strict_types=1);

namespace Whl\Bridge\DropIns;

defined('ABSPATH') || exit;

const RETRY_AFTER_SECONDS = 30;

$endpoints = require __DIR__ . '/bridge-endpoints.php';
$restNamespace = preg_quote($endpoints['rest_namespace'], '#');
$isBridgeCall = (defined('DOING_AJAX') && DOING_AJAX && in_array($_REQUEST['action'] ?? null, $endpoints['ajax_actions'], true))
    || (is_string($_GET['rest_route'] ?? null)
        ? preg_match('#^/' . $restNamespace . '(/|$)#i', $_GET['rest_route']) === 1
        : preg_match('#/wp-json/' . $restNamespace . '(/|$)#i', (string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH)) === 1);

if (!headers_sent()) {
    header_remove('X-Powered-By');
    http_response_code(503);
    header('Retry-After: ' . RETRY_AFTER_SECONDS);
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    header('Content-Type: ' . ($isBridgeCall ? 'application/json' : 'text/html') . '; charset=utf-8');
}
if ($isBridgeCall) {
    echo json_encode(['responseCode' => 'failure', 'message' => 'failure']);
} else {
    echo <<<'HTML'
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Service unavailable</title></head>
        <body>
        <h1>Service temporarily unavailable</h1>
        <p>Please try again in a few minutes.</p>
        <p lang="ar" dir="rtl">الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد بضع دقائق.</p>
        </body>
        </html>

        HTML;
}
