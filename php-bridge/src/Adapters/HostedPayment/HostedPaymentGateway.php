<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\HostedPayment;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * A bank's hosted payment page (docs/upstreams.md "Payment"): the bridge registers each attempt
 * server-to-server with the merchant's API key and an idempotency key (the order and the attempt),
 * sends the browser to the page the gateway answers, and reads the browser's return only when its
 * HMAC-SHA256 signature (the merchant's signing key) holds, it is fresh, and it names an attempt the
 * bridge started for that order and amount. Each attempt's return is read once (one conditional
 * UPDATE: a replayed or concurrent return answers payment_return_used).
 *
 * The attempts are kept in whl_payments: which attempt of an order is open, which may still
 * charge, and what each return may say.
 */
final class HostedPaymentGateway implements Ports\PaymentGateway, Probe
{
    /** How long a return may be read after the gateway signed it: the browser comes straight back. */
    public const RETURN_LIFETIME_SECONDS = 900;
    /** How long an attempt waits for the shopper when the gateway names no expiry. */
    public const ATTEMPT_LIFETIME_SECONDS = 1800;
    private const SKEW_SECONDS = 60;
    private const STATUSES = ['APPROVED' => PaymentResult::APPROVED, 'DECLINED' => PaymentResult::DECLINED, 'PENDING' => PaymentResult::PENDING];

    public function __construct(
        private readonly HttpClient $http,
        private readonly string $merchantId,
        private readonly string $apiKey,
        private readonly string $signingKey,
        private readonly \wpdb $db,
        private readonly Clock $clock,
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_payments (
  order_id varchar(64) NOT NULL,
  attempt smallint(5) unsigned NOT NULL,
  payment_id varchar(64) NOT NULL,
  redirect_url text NOT NULL,
  amount_baisa int(10) unsigned NOT NULL,
  currency char(3) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'started',
  created_at int(10) unsigned NOT NULL,
  expires_at int(10) unsigned NOT NULL,
  used_at int(10) unsigned DEFAULT NULL,
  PRIMARY KEY  (order_id,attempt),
  UNIQUE KEY payment_id (payment_id)
) {$collate};",
        ];
    }

    public function startPayment(string $orderId, int $amountBaisa, string $currency, string $returnUrl, string $lang): string
    {
        if ($orderId === '' || strlen($orderId) > 64 || $amountBaisa < 0 || !preg_match('/^[A-Z]{3}$/', $currency)) {
            throw new \InvalidArgumentException('invalid payment');
        }
        $now = $this->clock->now();
        $open = $this->latest($orderId);
        if ($open !== null && $open['status'] === 'started' && (int) $open['expires_at'] > $now) {
            return (string) $open['redirect_url']; // a double click, a retry, parallel placements: one page
        }
        $attempt = $open === null ? 1 : (int) $open['attempt'] + 1;
        // The idempotency key makes parallel starts of one attempt one payment at the gateway: each
        // caller gets the same answer and writes the same row.
        $answer = $this->http->send('payments.create', 'POST', '/payments', [
            'headers' => [
                'Authorization' => 'Bearer ' . $this->apiKey,
                'Idempotency-Key' => hash('sha256', "{$this->merchantId}|{$orderId}|{$attempt}"),
            ],
            'json' => [
                'merchantId' => $this->merchantId,
                'orderReference' => $orderId,
                'attempt' => $attempt,
                'amount' => ['value' => Money::format($amountBaisa), 'currency' => $currency],
                'returnUrl' => $returnUrl,
                'language' => $lang === 'ar' ? 'ar' : 'en',
            ],
            'idempotent' => true,
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $payment = $answer->object();
        $id = $payment['id'] ?? null;
        $url = $payment['redirectUrl'] ?? null;
        $expires = is_string($payment['expiresAt'] ?? null) ? strtotime($payment['expiresAt']) : $now + self::ATTEMPT_LIFETIME_SECONDS;
        if (
            !is_string($id) || preg_match('/^[A-Za-z0-9_-]{1,64}$/', $id) !== 1
            || !is_string($url) || preg_match('#^https?://[^/\s?\#]+[^\s]*$#i', $url) !== 1 || $expires === false
        ) {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        Db::write($this->db, $this->db->prepare(
            "INSERT IGNORE INTO {$this->table()} (order_id, attempt, payment_id, redirect_url, amount_baisa, currency, status, created_at, expires_at)
             VALUES (%s, %d, %s, %s, %d, %s, 'started', %d, %d)",
            $orderId,
            $attempt,
            $id,
            $url,
            $amountBaisa,
            $currency,
            $now,
            $expires,
        ));
        if ($attempt > 1) {
            // contract §4.18: the earlier attempts' returns, not read yet, are spent, so a late one
            // (a decline read after the new attempt started) cannot move the order
            Db::write($this->db, $this->db->prepare(
                "UPDATE {$this->table()} SET used_at = %d WHERE order_id = %s AND attempt < %d AND used_at IS NULL",
                $now,
                $orderId,
                $attempt,
            ));
        }
        $kept = $this->latest($orderId);
        if ($kept === null || (int) $kept['attempt'] !== $attempt || $kept['payment_id'] !== $id) {
            // the id is another attempt's (of this order or another): never send the shopper there
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::UNEXPECTED, $answer->status);
        }
        return (string) $kept['redirect_url'];
    }

    public function isPaymentOpen(string $orderId): bool
    {
        $latest = $this->latest($orderId);
        return $latest !== null && $latest['status'] === 'started' && (int) $latest['expires_at'] > $this->clock->now();
    }

    public function mayStillCharge(string $orderId): bool
    {
        return (int) Db::value($this->db, $this->db->prepare(
            "SELECT COUNT(*) FROM {$this->table()} WHERE order_id = %s AND (status = 'approved' OR (status IN ('started', 'pending') AND expires_at > %d))",
            $orderId,
            $this->clock->now(),
        )) > 0;
    }

    public function returnOrderId(array $query): string
    {
        $orderId = $query['orderReference'] ?? null;
        return is_string($orderId) && strlen($orderId) <= 256 ? $orderId : '';
    }

    public function readReturn(array $query): PaymentResult|string
    {
        $fields = [];
        foreach (['paymentId', 'orderReference', 'status', 'amount', 'currency', 'reference', 'timestamp', 'signature'] as $name) {
            $value = $query[$name] ?? null;
            if (!is_string($value) || $value === '' || strlen($value) > 256) {
                return 'payment_return_invalid';
            }
            $fields[$name] = $value;
        }
        $signed = implode('|', array_slice($fields, 0, 7));
        if ($this->signingKey === '' || !hash_equals(hash_hmac('sha256', $signed, $this->signingKey), strtolower($fields['signature']))) {
            return 'payment_return_invalid';
        }
        $status = self::STATUSES[$fields['status']] ?? null;
        $signedAt = ctype_digit($fields['timestamp']) ? (int) $fields['timestamp'] : 0;
        $now = $this->clock->now();
        if ($status === null || $signedAt === 0 || $signedAt > $now + self::SKEW_SECONDS || preg_match('/^\d+\.\d{3}$/', $fields['amount']) !== 1) {
            return 'payment_return_invalid';
        }
        if ($signedAt + self::RETURN_LIFETIME_SECONDS <= $now) {
            return 'payment_return_expired';
        }
        $attempt = Db::row($this->db, $this->db->prepare(
            "SELECT amount_baisa, currency FROM {$this->table()} WHERE payment_id = %s AND order_id = %s",
            $fields['paymentId'],
            $fields['orderReference'],
        ));
        $amount = Money::parse($fields['amount']);
        if ($attempt === null || (int) $attempt['amount_baisa'] !== $amount || $attempt['currency'] !== $fields['currency']) {
            return 'payment_return_invalid'; // not an attempt of ours for this order, or another amount
        }
        $read = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET status = %s, used_at = %d WHERE payment_id = %s AND used_at IS NULL",
            $status,
            $now,
            $fields['paymentId'],
        ));
        if ($read !== 1) {
            return 'payment_return_used';
        }
        return new PaymentResult($fields['orderReference'], $status, $amount, $fields['currency'], $fields['reference']);
    }

    /** @return array<string, string>|null the order's latest attempt */
    private function latest(string $orderId): ?array
    {
        return Db::row($this->db, $this->db->prepare(
            "SELECT attempt, payment_id, redirect_url, status, expires_at FROM {$this->table()} WHERE order_id = %s ORDER BY attempt DESC LIMIT 1",
            $orderId,
        ));
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_payments';
    }

    /** A read of a payment id that does not exist: charges nothing. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->http->send('probe', 'GET', '/payments/whl-connection-test', [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
        ]));
    }
}
