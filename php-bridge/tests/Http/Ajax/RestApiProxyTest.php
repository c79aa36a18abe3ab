<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §7.3, 001 §7 / §7.1 the proxy action=wp_restAPICall (contract §4.20): an allow-list of
 * (method, path), the session's own cart, no administrator route, post_token ignored.
 */
final class RestApiProxyTest extends TestCase
{
    /** @return array{status: int, body: mixed} */
    private static function proxy(Browser $browser, string $method, string $path, array $data = [], string $token = ''): array
    {
        return $browser->ajax([
            'action' => 'wp_restAPICall',
            'post_method' => $method,
            'post_action' => $path,
            'post_data' => json_encode($data),
            'post_token' => $token,
        ]);
    }

    private static function assertForbidden(array $answer, string $what): void
    {
        self::assertSame(403, $answer['status'], $what);
        self::assertSame('forbidden_route', $answer['body']['responseCode'], $what);
        self::assertArrayNotHasKey('response', $answer['body'], $what);
    }

    public function test_a_route_outside_the_list_is_forbidden(): void
    {
        $browser = $this->browser();
        foreach (['rest/V1/products', 'rest/default/V1/customers/1', 'rest/V1/guest-carts', '/wp-admin/', 'rest/V1/guest-carts/../carts/1'] as $path) {
            self::assertForbidden(self::proxy($browser, 'GET', $path), $path);
        }
    }

    public function test_the_administrator_token_route_is_never_callable_from_the_browser(): void
    {
        $browser = $this->browser();
        foreach (['/rest/V1/integration/admin/token', 'rest/V1/integration/admin/token', 'rest/default/V1/integration/admin/token'] as $path) {
            self::assertForbidden(self::proxy($browser, 'POST', $path, ['username' => 'admin', 'password' => 'x']), $path);
        }
    }

    public function test_addcustomer_is_never_callable_from_the_browser(): void
    {
        $answer = self::proxy($this->browser(), 'POST', '/rest/default/V1/whl-customcustomerapi/addcustomer', [
            'firstname' => 'A',
            'lastname' => 'B',
            'email' => 'a@example.com',
        ]);
        self::assertForbidden($answer, 'addcustomer');
    }

    public function test_a_forged_post_token_opens_no_administrator_route(): void
    {
        $browser = $this->browser();
        $forged = 'Bearer forged-admin-token';
        self::assertForbidden(self::proxy($browser, 'POST', '/rest/V1/orders/cancel', ['order_id' => '1', 'reason' => 'x'], $forged), 'orders/cancel');
        self::assertForbidden(self::proxy($browser, 'POST', '/rest/V1/whl-orderflow/updateorderdocuments', [], $forged), 'updateorderdocuments');
        self::assertForbidden(self::proxy($browser, 'POST', '/rest/V1/integration/admin/token', [], $forged), 'admin token');
    }

    public function test_carts_mine_needs_a_customer_logged_in_to_the_session_a_token_in_the_call_does_not_count(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        foreach ([['POST', 'rest/default/V1/carts/mine'], ['GET', 'rest/default/V1/carts/mine/items']] as [$method, $path]) {
            $answer = self::proxy($browser, $method, $path, [], 'forged-customer-token');
            self::assertSame(401, $answer['status'], $path);
            self::assertSame('session_expired', $answer['body']['responseCode'], $path);
        }
    }

    public function test_carts_mine_answers_the_logged_in_sessions_own_quote_and_items(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::logIn($browser->quoteId);

        $quote = self::proxy($browser, 'POST', 'rest/default/V1/carts/mine', [], 'ignored');
        self::assertSame(['responseCode' => 'success', 'response' => $browser->quoteId], $quote['body']);
        $items = self::proxy($browser, 'GET', 'rest/default/V1/carts/mine/items')['body']['response'];
        self::assertSame(['PRE-HALA-5'], array_column($items, 'sku'));
    }

    /** What the bridge's login (issue 13) leaves in the session: its customer token, server-side only. */
    private static function logIn(string $quoteId): void
    {
        $db = Fixtures::db();
        $values = $db->prefix . 'whl_session_values';
        $session = $db->get_var($db->prepare("SELECT session_id FROM {$values} WHERE item_key = 'plan_quote_id' AND item_value = %s", json_encode($quoteId)));
        self::assertIsString($session);
        $db->replace($values, [
            'session_id' => $session,
            'item_key' => 'loggedin_customer_token',
            'item_value' => json_encode('customer-token'),
            'updated_at' => gmdate('Y-m-d H:i:s'),
        ]);
    }

    public function test_another_sessions_quote_is_not_found_as_an_unknown_one_is(): void
    {
        $owner = $this->browser();
        $owner->addToCart(Fixtures::freeNumber()['msisdn']);
        $other = $this->browser();
        $other->addToCart(Fixtures::freeNumber()['msisdn']);

        $paths = [
            '/rest/V1/guest-carts/' . $owner->quoteId,
            '/rest/default/V1/guest-carts/' . $owner->quoteId . '/totals',
            '/rest/V1/guest-carts/unknownquote',
        ];
        foreach ($paths as $path) {
            $answer = self::proxy($other, 'GET', $path);
            self::assertSame(404, $answer['status'], $path);
            self::assertSame(['responseCode' => 'not_found', 'message' => 'not_found'], $answer['body'], $path);
        }
        self::assertSame(404, self::proxy($this->browser(), 'GET', '/rest/V1/guest-carts/' . $owner->quoteId)['status'], 'a session without a cart');
    }

    public function test_the_own_guest_cart_and_its_totals_in_magentos_shape(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);

        $cart = self::proxy($browser, 'GET', '/rest/V1/guest-carts/' . $browser->quoteId);
        self::assertSame(200, $cart['status'], $cart['raw'] ?? '');
        self::assertSame('success', $cart['body']['responseCode']);
        $body = $cart['body']['response'];
        self::assertSame($browser->quoteId, $body['id']);
        self::assertSame(1, $body['items_count']);
        self::assertSame('PRE-HALA-5', $body['items'][0]['sku']);
        self::assertSame($browser->quoteId, $body['items'][0]['quote_id']);
        foreach (['item_id', 'qty', 'name', 'price', 'product_type'] as $field) {
            self::assertArrayHasKey($field, $body['items'][0]);
        }
        self::assertSame('OMR', $body['currency']['quote_currency_code']);

        $totals = self::proxy($browser, 'GET', '/rest/default/V1/guest-carts/' . $browser->quoteId . '/totals')['body']['response'];
        self::assertEqualsWithDelta($totals['subtotal'] + $totals['tax_amount'], $totals['grand_total'], 0.0005);
        self::assertSame(['subtotal', 'tax', 'grand_total'], array_column($totals['total_segments'], 'code'));
        self::assertCount(1, $totals['items']);
    }

    public function test_a_method_other_than_the_routes_is_forbidden(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        foreach (['POST', 'PUT', 'DELETE', ''] as $method) {
            self::assertForbidden(self::proxy($browser, $method, '/rest/V1/guest-carts/' . $browser->quoteId), $method);
        }
        self::assertForbidden(self::proxy($browser, 'GET', 'rest/default/V1/carts/mine'), 'GET carts/mine');
    }

    public function test_the_proxy_needs_the_nonce_and_post(): void
    {
        $browser = $this->browser();
        $answer = $browser->ajax(['action' => 'wp_restAPICall', 'post_method' => 'GET', 'post_action' => 'rest/V1/guest-carts/x', '_ajax_nonce' => 'bad']);
        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);
        $get = $browser->ajax(['action' => 'wp_restAPICall', 'post_method' => 'GET', 'post_action' => 'rest/V1/guest-carts/x'], 'GET');
        self::assertSame(404, $get['status']);
    }
}
