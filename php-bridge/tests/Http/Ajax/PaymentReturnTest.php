<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressProcess;
use Whl\Bridge\WordPress\Plugin;

/**
 * 000 §4.11, §4.12, §7.5 / issue 10 (contract §4.16) over HTTP: the Sandbox's hosted payment page
 * on the test site, the tester's choice, the browser's way back to the online_payment route and
 * decryptPayonlineDetails reading that return once. Time moves through the site's clock.
 */
final class PaymentReturnTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    /** @return array{0: Browser, 1: string, 2: string} a shopper whose order was placed to be paid online: its order id and the page to pay on */
    private function placedOnline(): array
    {
        [$browser] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $placed = self::placeOrder($browser, 'online');
        self::assertSame(['success', 'pending_payment'], [$placed['body']['responseCode'], $placed['body']['status'] ?? null], $placed['raw']);
        return [$browser, $placed['body']['order_id'], $placed['body']['response']];
    }

    /** A payment of a new order started as order placement starts it: [order id, the page's URL]. */
    private static function start(string $lang = 'en', int $amountBaisa = 12600): array
    {
        $orderId = 'T' . random_int(100000000, 999999999);
        $plugin = Plugin::instance();
        $url = $plugin->paymentGateway()->startPayment(
            $orderId,
            $amountBaisa,
            'OMR',
            home_url($plugin->settings()->route('online_payment')),
            $lang,
        );
        return [$orderId, $url];
    }

    /** The page's answer (no redirect followed): status, headers (lower-case names), body. */
    private static function http(string $url, ?array $post = null): array
    {
        $site = parse_url(home_url('/'));
        $base = parse_url(Browser::baseUrl());
        // home_url is the test site's own; call it on the address the tests reach it at
        $url = str_replace($site['scheme'] . '://' . $site['host'] . (isset($site['port']) ? ':' . $site['port'] : ''), Browser::baseUrl(), $url);
        self::assertStringStartsWith($base['scheme'] . '://', $url);
        $ch = curl_init($url);
        curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true, CURLOPT_TIMEOUT => 30]);
        if ($post !== null) {
            curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => http_build_query($post)]);
        }
        $raw = (string) curl_exec($ch);
        $size = (int) curl_getinfo($ch, CURLINFO_HEADER_SIZE);
        $headers = [];
        foreach (explode("\r\n", substr($raw, 0, $size)) as $line) {
            if (str_contains($line, ':')) {
                [$name, $value] = explode(':', $line, 2);
                $headers[strtolower(trim($name))] = trim($value);
            }
        }
        return ['status' => (int) curl_getinfo($ch, CURLINFO_RESPONSE_CODE), 'headers' => $headers, 'body' => substr($raw, $size)];
    }

    /** The tester's choice on the page: the URL the browser is sent back to. */
    private static function choose(string $pageUrl, string $decision): string
    {
        $answer = self::http($pageUrl, ['decision' => $decision, 'card' => SandboxPaymentGateway::TEST_CARD]);
        self::assertSame(303, $answer['status'], $answer['body']);
        return $answer['headers']['location'];
    }

    /** A shopper whose session placed the orders $orderIds (started here as placement starts them): only it reads their returns. */
    private function placer(string ...$orderIds): Browser
    {
        $browser = $this->browser();
        $session = new Session(new SessionStore(Fixtures::db()), (string) $browser->cookies['whl_sid'], [], saved: false);
        foreach ($orderIds as $orderId) {
            PlacedOrders::record($session, $orderId);
        }
        return $browser;
    }

    private static function decrypt(Browser $browser, string $pageUrl): array
    {
        return $browser->ajax(['action' => 'decryptPayonlineDetails', 'page_url' => $pageUrl]);
    }

    private static function usedAt(string $orderId): ?string
    {
        $db = Fixtures::db();
        return $db->get_var($db->prepare("SELECT used_at FROM {$db->prefix}whl_sbx_payments WHERE order_id = %s", $orderId));
    }

    /** @return list<string> the demo outbox of the browser's session (the order notices, the passcodes) */
    private static function outbox(Browser $browser): array
    {
        return array_column((new SandboxOtp(Fixtures::db()))->outbox((string) ($browser->cookies['whl_sid'] ?? '')), 'message');
    }

    /** Issue 31 finding 7: a return's order, its status and its notice are the placing session's only. */
    public function test_only_the_session_that_placed_the_order_reads_its_return(): void
    {
        [$owner, $orderId, $pageUrl] = $this->placedOnline();
        $back = self::choose($pageUrl, 'approved');

        $reader = $this->browser();
        $read = self::decrypt($reader, $back);
        self::assertSame([422, 'payment_return_invalid'], [$read['status'], $read['body']['errors']['page_url'] ?? null], $read['raw']);
        self::assertStringNotContainsString($orderId, $read['raw'], 'nothing of the order is answered');
        self::assertNull(self::usedAt($orderId), 'the return is not spent');
        self::assertSame('pending_payment', self::orderStatus($orderId));
        self::assertSame([], array_filter(self::outbox($reader), static fn (string $m): bool => str_contains($m, $orderId)), 'no notice to the reader');

        $answer = self::decrypt($owner, $back);
        $paid = [$answer['status'], $answer['body']['orderid'] ?? null, $answer['body']['status'] ?? null];
        self::assertSame([200, $orderId, 'success'], $paid, $answer['raw']);
        self::assertCount(1, array_filter(self::outbox($owner), static fn (string $m): bool => str_contains($m, "order {$orderId} is now: paid")));
        self::assertSame([], array_filter(self::outbox($reader), static fn (string $m): bool => str_contains($m, $orderId)));
    }

    public function test_the_hosted_page_is_served_by_the_site_in_the_language_the_payment_started_with(): void
    {
        [$orderId, $en] = self::start('en', 12600);
        $page = self::http($en);
        self::assertSame(200, $page['status']);
        self::assertStringStartsWith('text/html', $page['headers']['content-type']);
        self::assertStringContainsString("frame-ancestors 'none'", $page['headers']['content-security-policy']);
        self::assertStringContainsString('<html lang="en" dir="ltr">', $page['body']);
        self::assertStringContainsString(esc_html(Plugin::instance()->brand()->name('en')), $page['body']);
        self::assertStringContainsString($orderId, $page['body']);
        self::assertStringContainsString('<span dir="ltr">12.600</span> OMR', $page['body']);

        [, $ar] = self::start('ar', 3150);
        $page = self::http($ar);
        self::assertStringContainsString('<html lang="ar" dir="rtl">', $page['body']);
        self::assertStringContainsString('<span dir="ltr">3.150</span> ر.ع.', $page['body']);
    }

    /** @return iterable<string, array{string, string}> */
    public static function decisions(): iterable
    {
        yield 'approve' => ['approved', 'success'];
        yield 'decline' => ['declined', 'payment_failure'];
        yield 'leave pending' => ['pending', 'pending_payment'];
    }

    /** @dataProvider decisions */
    public function test_the_return_decodes_once_to_the_chosen_status_000_7_5(string $decision, string $status): void
    {
        [$orderId, $pageUrl] = self::start();
        $back = self::choose($pageUrl, $decision);
        self::assertStringStartsWith(home_url(Plugin::instance()->settings()->route('online_payment')) . '?orderid=', $back);

        $browser = $this->placer($orderId);
        $answer = self::decrypt($browser, $back);
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(
            ['success', $orderId, $status, $decision, '12.600', 'OMR'],
            [$answer['body']['responseCode'], $answer['body']['orderid'], $answer['body']['status'], $answer['body']['payment_status'],
                $answer['body']['amount'], $answer['body']['currency']],
        );
        parse_str($answer['body']['data'], $data);
        self::assertSame(['orderid' => $orderId, 'status' => $status], array_intersect_key($data, ['orderid' => 1, 'status' => 1]));

        // a replay (a reload, a copied URL) is refused: to this shopper as used, to another as any return not hers (issue 31)
        foreach (['payment_return_used' => $browser, 'payment_return_invalid' => $this->browser()] as $reason => $again) {
            $replay = self::decrypt($again, $back);
            self::assertSame([422, 'validation_error', $reason], [$replay['status'], $replay['body']['responseCode'],
                $replay['body']['errors']['page_url'] ?? null], $replay['raw']);
        }
        self::assertSame(410, self::http($pageUrl)['status'], 'the decided payment\'s page is gone');
    }

    /** @dataProvider decisions */
    public function test_a_placed_orders_status_follows_its_payment_once_000_4_12(string $decision, string $status): void
    {
        [$browser, $orderId, $pageUrl] = $this->placedOnline();
        $back = self::choose($pageUrl, $decision);
        parse_str((string) parse_url($back, PHP_URL_QUERY), $query);
        self::assertSame($orderId, $query['orderid']);
        self::assertSame('pending_payment', self::orderStatus($orderId), 'the decision alone moves nothing: the shop reads the return');

        $answer = self::decrypt($browser, $back);
        self::assertSame([$orderId, $status], [$answer['body']['orderid'] ?? null, $answer['body']['status'] ?? null], $answer['raw']);
        self::assertSame($status, self::orderStatus($orderId));
    }

    public function test_a_tampered_or_replayed_return_leaves_the_placed_order_as_it_is(): void
    {
        [$browser, $orderId, $pageUrl] = $this->placedOnline();
        $back = self::choose($pageUrl, 'declined');
        [, $otherPage] = self::start();
        parse_str((string) parse_url(self::choose($otherPage, 'approved'), PHP_URL_QUERY), $approved);

        // another payment's approval put on this order's return
        $forged = strtok($back, '?') . '?' . http_build_query(['orderid' => $orderId, 'data' => $approved['data']]);
        self::assertSame('payment_return_invalid', self::decrypt($browser, $forged)['body']['errors']['page_url'] ?? null);
        self::assertSame('pending_payment', self::orderStatus($orderId));

        self::assertSame('payment_failure', self::decrypt($browser, $back)['body']['status'] ?? null);
        // after the order failed: neither the forged approval nor a replay of its own return moves it
        self::assertSame('payment_return_invalid', self::decrypt($browser, $forged)['body']['errors']['page_url'] ?? null);
        self::assertSame('payment_return_used', self::decrypt($browser, $back)['body']['errors']['page_url'] ?? null);
        self::assertSame('payment_failure', self::orderStatus($orderId), 'the order keeps its status');
    }

    public function test_a_tampered_return_is_refused_and_nothing_changes(): void
    {
        [$orderId, $pageUrl] = self::start();
        [$otherId, $otherPage] = self::start();
        $back = self::choose($pageUrl, 'declined');
        $other = self::choose($otherPage, 'approved');
        parse_str((string) parse_url($back, PHP_URL_QUERY), $query);
        parse_str((string) parse_url($other, PHP_URL_QUERY), $otherQuery);
        $base = strtok($back, '?');

        $data = $query['data'];
        $flipped = substr($data, 0, 30) . ($data[30] === 'A' ? 'B' : 'A') . substr($data, 31);
        $tampered = [
            'one character of data changed' => ['orderid' => $orderId, 'data' => $flipped],
            'the order id swapped for another' => ['orderid' => $otherId, 'data' => $data],
            'another order\'s approved data' => ['orderid' => $orderId, 'data' => $otherQuery['data']],
            'a status added in clear' => ['orderid' => $orderId, 'data' => $data . 'x', 'status' => 'approved'],
            'no data' => ['orderid' => $orderId],
        ];
        $browser = $this->placer($orderId, $otherId);
        foreach ($tampered as $case => $fields) {
            $answer = self::decrypt($browser, $base . '?' . http_build_query($fields));
            $refusal = [$answer['status'], $answer['body']['errors']['page_url'] ?? null];
            self::assertSame([422, 'payment_return_invalid'], $refusal, $case . ': ' . $answer['raw']);
        }
        $missing = self::decrypt($browser, '');
        self::assertSame([422, 'required'], [$missing['status'], $missing['body']['errors']['page_url'] ?? null]);
        self::assertNull(self::usedAt($orderId), 'nothing recorded');
        self::assertNull(self::usedAt($otherId));

        self::assertSame('payment_failure', self::decrypt($browser, $back)['body']['status'], 'the true return still reads as it was');
        self::assertSame('success', self::decrypt($browser, $other)['body']['status']);
    }

    public function test_a_return_read_after_15_minutes_is_refused(): void
    {
        [$orderId, $pageUrl] = self::start();
        $back = self::choose($pageUrl, 'approved');
        $this->shiftServerClock(SandboxPaymentGateway::RETURN_LIFETIME_SECONDS);

        $answer = self::decrypt($this->placer($orderId), $back);
        self::assertSame([422, 'payment_return_expired'], [$answer['status'], $answer['body']['errors']['page_url'] ?? null], $answer['raw']);
        self::assertNull(self::usedAt($orderId));
    }

    public function test_on_a_production_site_there_is_no_payment_page_and_the_sandbox_gateway_is_refused(): void
    {
        [, $pageUrl] = self::start();
        parse_str((string) parse_url($pageUrl, PHP_URL_QUERY), $query);
        $out = WordPressProcess::run('production', '
            $_GET = ' . var_export($query, true) . ';
            do_action("parse_request", $GLOBALS["wp"]); // the page would answer and exit here
            try {
                \Whl\Bridge\WordPress\Plugin::instance()->paymentGateway();
                $gateway = "built";
            } catch (\Whl\Bridge\Application\Refusal $e) {
                $gateway = \Whl\Bridge\Http\Response::fromException($e)->status();
            }
            echo json_encode(["served" => false, "gateway" => $gateway]);
            ');
        self::assertSame(['served' => false, 'gateway' => 503], $out, 'every call needing the gateway answers 503 failure');
        self::assertSame(200, self::http($pageUrl)['status'], 'the test site (local) still serves it');
    }
}
