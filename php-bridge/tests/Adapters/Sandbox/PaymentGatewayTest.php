<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Brand;
use Whl\Bridge\WordPress\Frontend\SandboxPaymentPage;
use Whl\Bridge\WordPress\Settings;

/**
 * contract §4.16 / 000 §4.11, §7.5 (issue 10): the Sandbox payment gateway's hosted page and its
 * sealed returns. The tester's decision comes back as a return that reads once as that status; a
 * changed, swapped, borrowed, replayed or late return is refused and leaves the payment as it was.
 * Time moves on a test clock, never by sleeping.
 */
final class PaymentGatewayTest extends TestCase
{
    private const RETURN_URL = 'https://shop.example/online_payment/';

    private MovableClock $clock;
    private SandboxPaymentGateway $gateway;

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(time());
        $this->gateway = new SandboxPaymentGateway(Fixtures::db(), 'https://shop.example/', $this->clock);
    }

    /** A started payment of a new order: [order id, payment id]. */
    private function start(int $amountBaisa = 12600, string $lang = 'en'): array
    {
        $orderId = 'T' . random_int(100000000, 999999999);
        $url = $this->gateway->startPayment($orderId, $amountBaisa, 'OMR', self::RETURN_URL, $lang);
        parse_str((string) parse_url($url, PHP_URL_QUERY), $query);
        self::assertStringStartsWith('https://shop.example/?' . SandboxPaymentGateway::PAGE_QUERY . '=', $url);
        return [$orderId, $query[SandboxPaymentGateway::PAGE_QUERY]];
    }

    /** @return array<string, string> the query of the URL the browser returns to */
    private function decide(string $paymentId, string $decision): array
    {
        $url = $this->gateway->decide($paymentId, $decision);
        self::assertIsString($url);
        self::assertStringStartsWith(self::RETURN_URL . '?', $url);
        parse_str((string) parse_url($url, PHP_URL_QUERY), $query);
        return $query;
    }

    private function page(string $paymentId, string $method = 'GET', array $post = [], string $merchant = 'Sahel Telecom'): array
    {
        $brand = new Brand(new Settings(['brand_name' => ['en' => $merchant, 'ar' => 'ساحل تيليكوم']]));
        return (new SandboxPaymentPage($this->gateway, $brand))->handle($method, [SandboxPaymentGateway::PAGE_QUERY => $paymentId], $post);
    }

    public function test_the_page_shows_merchant_order_and_amount_in_omr_with_3_decimals_in_english(): void
    {
        [$orderId, $paymentId] = $this->start(12600);
        $page = $this->page($paymentId, merchant: 'Sahel <b>Telecom</b> & Co'); // the setting keeps plain text

        self::assertSame(200, $page['status']);
        self::assertStringContainsString('<html lang="en" dir="ltr">', $page['body']);
        self::assertStringContainsString('Sahel Telecom &amp; Co', $page['body'], 'the merchant name is escaped');
        self::assertStringNotContainsString('<b>Telecom', $page['body']);
        self::assertStringContainsString($orderId, $page['body']);
        self::assertStringContainsString('<span dir="ltr">12.600</span> OMR', $page['body']);
        self::assertStringContainsString('Amount (VAT included)', $page['body']);
        foreach (['approved', 'declined', 'pending'] as $decision) {
            self::assertStringContainsString('<button type="submit" name="decision" value="' . $decision . '"', $page['body']);
        }
        self::assertStringContainsString('<label for="card">', $page['body'], 'the card field has its label');
        self::assertStringContainsString(SandboxPaymentGateway::TEST_CARD, $page['body']);
        self::assertStringContainsString("frame-ancestors 'none'", $page['headers']['Content-Security-Policy']);
        self::assertStringNotContainsString('<script', $page['body']);
    }

    public function test_the_page_of_a_payment_started_in_arabic_is_arabic_right_to_left(): void
    {
        [, $paymentId] = $this->start(5250, 'ar');
        $page = $this->page($paymentId);

        self::assertStringContainsString('<html lang="ar" dir="rtl">', $page['body']);
        self::assertStringContainsString('الموافقة على الدفع', $page['body']);
        self::assertStringContainsString('<span dir="ltr">5.250</span> ر.ع.', $page['body']);
        self::assertStringContainsString('<dd>ساحل تيليكوم</dd>', $page['body'], 'the merchant in the payment\'s language');
    }

    public function test_no_secret_is_in_the_page_or_the_return(): void
    {
        [, $paymentId] = $this->start();
        $body = $this->page($paymentId)['body'];
        $query = $this->decide($paymentId, 'approved');
        $key = SandboxPaymentGateway::key();

        foreach ([$body, implode('&', $query)] as $text) {
            foreach ([bin2hex($key), base64_encode($key), wp_salt('auth')] as $secret) {
                self::assertStringNotContainsString($secret, $text);
            }
        }
        self::assertStringNotContainsString($paymentId, $body, 'the payment id stays in the page URL only');
        self::assertStringNotContainsString('approved', $query['data'], 'the result is encrypted, not only signed');
    }

    /** @return iterable<string, array{string, string}> */
    public static function decisions(): iterable
    {
        yield 'approve' => ['approved', 'success'];
        yield 'decline' => ['declined', 'payment_failure'];
        yield 'leave pending' => ['pending', 'pending_payment'];
    }

    /** @dataProvider decisions */
    public function test_each_decision_returns_as_its_status_and_the_000_4_12_order_status(string $decision, string $orderStatus): void
    {
        [$orderId, $paymentId] = $this->start(12600);
        $page = $this->page($paymentId, 'POST', ['decision' => $decision, 'card' => SandboxPaymentGateway::TEST_CARD]);
        self::assertSame(303, $page['status']);
        parse_str((string) parse_url($page['headers']['Location'], PHP_URL_QUERY), $query);

        $result = $this->gateway->readReturn($query);
        self::assertInstanceOf(PaymentResult::class, $result);
        self::assertSame(
            [$orderId, $decision, 12600, 'OMR', $orderStatus],
            [$result->orderId, $result->status, $result->amountBaisa, $result->currency, $result->orderStatus()],
        );
        self::assertMatchesRegularExpression('/^SBX[0-9A-F]{12}$/', $result->reference);
    }

    public function test_a_payment_is_decided_once_and_its_page_is_gone_after(): void
    {
        [, $paymentId] = $this->start();
        $this->decide($paymentId, 'declined');

        self::assertNull($this->gateway->decide($paymentId, 'approved'), 'a declined payment cannot be approved by posting again');
        self::assertSame(410, $this->page($paymentId)['status']);
        self::assertSame(410, $this->page($paymentId, 'POST', ['decision' => 'approved'])['status']);
        self::assertSame(410, $this->page(str_repeat('0', 32))['status'], 'an unknown payment');
        [, $other] = $this->start();
        self::assertSame(409, $this->page($other, 'POST', ['decision' => 'maybe'])['status'], 'an unknown decision');
        self::assertSame(200, $this->page($other)['status'], 'and the payment still waits');
    }

    public function test_a_waiting_payment_started_again_is_the_same_page_and_an_ended_one_a_new_attempt(): void
    {
        [$orderId, $paymentId] = $this->start();
        $again = fn (): string => $this->gateway->startPayment($orderId, 12600, 'OMR', self::RETURN_URL, 'en');
        self::assertStringEndsWith('=' . $paymentId, $again(), 'a double click or a retry of the placement: one payment');

        $this->decide($paymentId, 'declined');
        $retry = $again();
        self::assertStringNotContainsString($paymentId, $retry, 'a retry after a decline is a new payment');
        $this->clock->advance(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS);
        self::assertNotSame($retry, $again(), 'and so is one after the page expired');
        $db = Fixtures::db();
        self::assertSame('3', $db->get_var($db->prepare("SELECT COUNT(*) FROM {$db->prefix}whl_sbx_payments WHERE order_id = %s", $orderId)));
    }

    /** contract §4.18: whether a payment of the order has taken the money or may still take it (no retry then). */
    public function test_may_still_charge_while_open_left_pending_for_30_minutes_or_approved(): void
    {
        [$open] = $this->start();
        [$pending, $pendingId] = $this->start();
        [$declined, $declinedId] = $this->start();
        [$approved, $approvedId] = $this->start();
        $this->decide($pendingId, 'pending');
        $this->decide($declinedId, 'declined');
        $this->decide($approvedId, 'approved');
        $may = fn (): array => array_map(fn (string $id): bool => $this->gateway->mayStillCharge($id), [$open, $pending, $declined, $approved, 'T0']);
        self::assertSame([true, true, false, true, false], $may());
        self::assertFalse($this->gateway->isPaymentOpen($pending), 'a pending payment\'s page is closed, and it may still settle');

        $this->clock->advance(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS - 1);
        self::assertSame([true, true, false, true, false], $may());
        $this->clock->advance(1); // 30 minutes after they started
        self::assertSame([false, false, false, true, false], $may(), 'an approval took the money: never again');
    }

    public function test_the_page_expires_after_30_minutes(): void
    {
        [, $paymentId] = $this->start();
        $this->clock->advance(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS);
        self::assertNull($this->gateway->decide($paymentId, 'approved'));
        self::assertSame(410, $this->page($paymentId)['status']);
    }

    public function test_a_return_with_one_byte_changed_is_refused_and_the_true_one_still_reads(): void
    {
        [, $paymentId] = $this->start();
        $query = $this->decide($paymentId, 'approved');

        $bytes = base64_decode(strtr($query['data'], '-_', '+/'));
        foreach ([0, 1, 20, strlen($bytes) - 1] as $at) { // version, nonce, ciphertext, tag
            $changed = $bytes;
            $changed[$at] = chr(ord($changed[$at]) ^ 0x01);
            $data = rtrim(strtr(base64_encode($changed), '+/', '-_'), '=');
            self::assertSame('payment_return_invalid', $this->gateway->readReturn(['data' => $data] + $query), "byte {$at}");
        }
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['data' => substr($query['data'], 0, -2)] + $query), 'cut short');
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['orderid' => $query['orderid']]), 'no data');
        self::assertSame('payment_return_invalid', $this->gateway->readReturn([]), 'nothing');
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['orderid' => ['x'], 'data' => [$query['data']]]), 'arrays');

        self::assertInstanceOf(PaymentResult::class, $this->gateway->readReturn($query), 'nothing changed: the untouched return still reads');
    }

    public function test_another_orders_id_or_data_is_refused_and_changes_nothing(): void
    {
        [$orderA, $paymentA] = $this->start();
        [$orderB, $paymentB] = $this->start();
        $returnA = $this->decide($paymentA, 'declined');
        $returnB = $this->decide($paymentB, 'approved');

        // the clear order id swapped for another order's: the sealed one is bound to its own
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['orderid' => $orderB] + $returnA));
        // order A's id with order B's approved data (B's "signature")
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['orderid' => $orderA, 'data' => $returnB['data']]));
        // a return sealed with another key (another site's)
        self::assertSame('payment_return_invalid', $this->gateway->readReturn(['orderid' => $orderA, 'data' => self::sealedElsewhere($orderA)]));

        self::assertSame('declined', $this->gateway->readReturn($returnA)->status);
        self::assertSame('approved', $this->gateway->readReturn($returnB)->status);
    }

    /** Issue 31 finding 7: the shop asks whose a return is before it reads (and spends) it. */
    public function test_a_return_names_its_order_before_it_is_read(): void
    {
        [$orderId, $paymentId] = $this->start();
        $query = $this->decide($paymentId, 'approved');

        self::assertSame($orderId, $this->gateway->returnOrderId($query));
        self::assertSame('', $this->gateway->returnOrderId(['data' => $query['data']]));
        self::assertSame('', $this->gateway->returnOrderId(['orderid' => ['x']] + $query));
        self::assertSame($orderId, $this->gateway->readReturn($query)->orderId, 'asking spent nothing: the result is that order\'s');
    }

    public function test_a_return_reads_once_a_replay_is_refused(): void
    {
        [, $paymentId] = $this->start();
        $query = $this->decide($paymentId, 'approved');

        self::assertInstanceOf(PaymentResult::class, $this->gateway->readReturn($query));
        self::assertSame('payment_return_used', $this->gateway->readReturn($query));
        self::assertSame('payment_return_used', $this->gateway->readReturn(['extra' => '1'] + $query));
    }

    public function test_a_return_expires_15_minutes_after_the_decision(): void
    {
        [, $early] = $this->start();
        [, $late] = $this->start();
        $earlyReturn = $this->decide($early, 'approved');
        $lateReturn = $this->decide($late, 'pending');

        $this->clock->advance(SandboxPaymentGateway::RETURN_LIFETIME_SECONDS - 1);
        self::assertInstanceOf(PaymentResult::class, $this->gateway->readReturn($earlyReturn), 'alive until its 15 minutes are up');
        $this->clock->advance(1);
        self::assertSame('payment_return_expired', $this->gateway->readReturn($lateReturn));
        $this->clock->advance(-1);
        self::assertSame('pending', $this->gateway->readReturn($lateReturn)->status, 'the expired read changed nothing');
    }

    /** A return sealed exactly as the Sandbox does, with a key that is not the site's. */
    private static function sealedElsewhere(string $orderId): string
    {
        $nonce = random_bytes(12);
        $tag = '';
        $plain = (string) json_encode(['o' => $orderId, 's' => 'approved', 'a' => 1, 'c' => 'OMR', 'r' => 'SBX000000000000', 'e' => time() + 600]);
        $cipher = openssl_encrypt($plain, 'aes-256-gcm', random_bytes(32), OPENSSL_RAW_DATA, $nonce, $tag, "\x01" . $orderId, 16);
        return rtrim(strtr(base64_encode("\x01" . $nonce . $cipher . $tag), '+/', '-_'), '=');
    }
}
