<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox payment gateway (contract §4.16): a hosted page the plugin serves itself
 * (WordPress\Frontend\SandboxPaymentPage) where the tester approves, declines or leaves the payment pending.
 * The browser comes back to the shop with `orderid` in clear and `data`: the result sealed with
 * AES-256-GCM (docs/decisions/062-payment-returns-sealed-bound-to-their.md): a random 96-bit nonce
 * per return, the order id
 * as associated data (so a clear order id that is not the sealed one fails the tag), an expiry
 * inside the sealed payload. Each payment is decided once and its return read once (used_at, one
 * conditional UPDATE: two concurrent reads cannot both pass).
 *
 * Only hashes of the page's payment ids are stored: the id in the page URL is its credential.
 */
final class SandboxPaymentGateway implements Ports\PaymentGateway
{
    /** How long the hosted page accepts a decision after the payment started. */
    public const PAGE_LIFETIME_SECONDS = 1800;
    /** How long a return may be read after the decision: the browser comes straight back. */
    public const RETURN_LIFETIME_SECONDS = 900;
    /** The page's query field carrying the payment id. */
    public const PAGE_QUERY = 'whl_sbx_pay';
    /** The documented test card (contract §4.16); the Sandbox does not check a card. */
    public const TEST_CARD = '4111 1111 1111 1111';

    private const VERSION = "\x01";
    private const NONCE_BYTES = 12;
    private const TAG_BYTES = 16;
    private const DECISIONS = [PaymentResult::APPROVED, PaymentResult::DECLINED, PaymentResult::PENDING];

    /** @param string $pageUrl the page's base URL (the site's home), the payment id is added to it */
    public function __construct(
        private readonly \wpdb $db,
        private readonly string $pageUrl,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    public static function schema(string $prefix, string $collate): string
    {
        return "CREATE TABLE {$prefix}whl_sbx_payments (
  payment_hash char(64) NOT NULL,
  order_id varchar(64) NOT NULL,
  amount_baisa int(10) unsigned NOT NULL,
  currency char(3) NOT NULL,
  return_url text NOT NULL,
  lang varchar(5) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'started',
  reference varchar(20) NOT NULL,
  created_at datetime NOT NULL,
  decided_at datetime DEFAULT NULL,
  used_at datetime DEFAULT NULL,
  PRIMARY KEY  (payment_hash),
  UNIQUE KEY reference (reference),
  KEY order_id (order_id),
  KEY created_at (created_at)
) {$collate};";
    }

    /**
     * The AES-256 key of the returns: derived from the site's auth salt (wp_salt), never stored,
     * and bound to this use, so it is not the key or the MAC of any other secret of the site.
     */
    public static function key(): string
    {
        return hash_hmac('sha256', 'whl-bridge sandbox payment return v1', wp_salt('auth'), true);
    }

    public function startPayment(string $orderId, int $amountBaisa, string $currency, string $returnUrl, string $lang): string
    {
        if ($orderId === '' || strlen($orderId) > 64 || $amountBaisa < 0 || !preg_match('/^[A-Z]{3}$/', $currency)) {
            throw new \InvalidArgumentException('invalid payment');
        }
        // Idempotent while the order's payment waits (placement answers the same to a double click or
        // 20 parallel calls): the id is derived from the key, the order and how many of its payments
        // ended (decided or expired), so a retry after a decline gets a new page. INSERT IGNORE: one row.
        $now = $this->clock->now();
        $ended = (int) $this->db->get_var($this->db->prepare(
            "SELECT COUNT(*) FROM {$this->table()} WHERE order_id = %s AND (status <> 'started' OR created_at <= %s)",
            $orderId,
            gmdate('Y-m-d H:i:s', $now - self::PAGE_LIFETIME_SECONDS),
        ));
        $paymentId = substr(hash_hmac('sha256', "page|{$orderId}|{$ended}", self::key()), 0, 32);
        $inserted = Db::write($this->db, $this->db->prepare(
            "INSERT IGNORE INTO {$this->table()} (payment_hash, order_id, amount_baisa, currency, return_url, lang, status, reference, created_at)
             VALUES (%s, %s, %d, %s, %s, %s, 'started', %s, %s)",
            hash('sha256', $paymentId),
            $orderId,
            $amountBaisa,
            $currency,
            $returnUrl,
            $lang === 'ar' ? 'ar' : 'en',
            'SBX' . strtoupper(bin2hex(random_bytes(6))),
            gmdate('Y-m-d H:i:s', $now),
        ));
        if ($inserted === 1 && $ended > 0) {
            // contract §4.18: a new attempt; the earlier attempts' returns, not read yet, are spent, so a
            // late one (a decline read after the approval started) cannot move the order
            Db::write($this->db, $this->db->prepare(
                "UPDATE {$this->table()} SET used_at = %s WHERE order_id = %s AND payment_hash <> %s AND used_at IS NULL",
                gmdate('Y-m-d H:i:s', $now),
                $orderId,
                hash('sha256', $paymentId),
            ));
        }
        return add_query_arg(self::PAGE_QUERY, $paymentId, $this->pageUrl);
    }

    public function isPaymentOpen(string $orderId): bool
    {
        return (int) Db::value($this->db, $this->db->prepare(
            "SELECT COUNT(*) FROM {$this->table()} WHERE order_id = %s AND status = 'started' AND created_at > %s",
            $orderId,
            gmdate('Y-m-d H:i:s', $this->clock->now() - self::PAGE_LIFETIME_SECONDS),
        )) > 0;
    }

    /**
     * A payment of the order is open, was left pending (the bank may still settle it, until the
     * attempt's page lifetime, 30 minutes after it started) or was approved: a new attempt could
     * charge twice (contract §4.18).
     */
    public function mayStillCharge(string $orderId): bool
    {
        return (int) Db::value($this->db, $this->db->prepare(
            "SELECT COUNT(*) FROM {$this->table()} WHERE order_id = %s AND (status = 'approved' OR (status IN ('started', 'pending') AND created_at > %s))",
            $orderId,
            gmdate('Y-m-d H:i:s', $this->clock->now() - self::PAGE_LIFETIME_SECONDS),
        )) > 0;
    }

    /**
     * The payment the page shows, while it waits for a decision: order id, amount, currency, lang,
     * reference; null for an unknown, decided or expired payment.
     *
     * @return array{order_id: string, amount_baisa: int, currency: string, lang: string, reference: string}|null
     */
    public function pending(string $paymentId): ?array
    {
        $row = $this->row($paymentId);
        if ($row === null || $row['status'] !== 'started' || strtotime($row['created_at'] . ' UTC') + self::PAGE_LIFETIME_SECONDS <= $this->clock->now()) {
            return null;
        }
        return [
            'order_id' => $row['order_id'],
            'amount_baisa' => (int) $row['amount_baisa'],
            'currency' => $row['currency'],
            'lang' => $row['lang'],
            'reference' => $row['reference'],
        ];
    }

    /**
     * The tester's decision (approved, declined, pending) on the page: the URL the browser returns
     * to, with the sealed result; null when the payment is not waiting for one (unknown, decided
     * already, expired). One conditional UPDATE: two clicks cannot decide twice.
     */
    public function decide(string $paymentId, string $decision): ?string
    {
        if (!in_array($decision, self::DECISIONS, true) || $this->pending($paymentId) === null) {
            return null;
        }
        $now = $this->clock->now();
        $decided = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET status = %s, decided_at = %s WHERE payment_hash = %s AND status = 'started'",
            $decision,
            gmdate('Y-m-d H:i:s', $now),
            hash('sha256', $paymentId),
        ));
        $row = $this->row($paymentId);
        if ($decided !== 1 || $row === null) {
            return null;
        }
        $payload = (string) wp_json_encode([
            'o' => $row['order_id'],
            's' => $decision,
            'a' => (int) $row['amount_baisa'],
            'c' => $row['currency'],
            'r' => $row['reference'],
            'e' => $now + self::RETURN_LIFETIME_SECONDS,
        ], JSON_UNESCAPED_SLASHES);
        return add_query_arg(
            ['orderid' => rawurlencode($row['order_id']), 'data' => self::seal($payload, $row['order_id'])],
            $row['return_url'],
        );
    }

    public function returnOrderId(array $query): string
    {
        return is_string($query['orderid'] ?? null) ? $query['orderid'] : '';
    }

    public function readReturn(array $query): PaymentResult|string
    {
        $orderId = $this->returnOrderId($query);
        $data = is_string($query['data'] ?? null) ? $query['data'] : '';
        $payload = $orderId !== '' && $data !== '' ? self::open($data, $orderId) : null;
        $fields = $payload !== null ? json_decode($payload, true) : null;
        if (
            !is_array($fields) || ($fields['o'] ?? null) !== $orderId || !in_array($fields['s'] ?? null, self::DECISIONS, true)
            || !is_int($fields['a'] ?? null) || !is_string($fields['c'] ?? null) || !is_string($fields['r'] ?? null) || !is_int($fields['e'] ?? null)
        ) {
            return 'payment_return_invalid';
        }
        $now = $this->clock->now();
        if ($fields['e'] <= $now) {
            return 'payment_return_expired';
        }
        // Once: the payment of this reference, decided as sealed, not read before.
        $read = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s WHERE reference = %s AND order_id = %s AND status = %s AND used_at IS NULL",
            gmdate('Y-m-d H:i:s', $now),
            $fields['r'],
            $orderId,
            $fields['s'],
        ));
        if ($read !== 1) {
            return 'payment_return_used';
        }
        return new PaymentResult($orderId, $fields['s'], $fields['a'], $fields['c'], $fields['r']);
    }

    /** base64url(version ‖ nonce ‖ ciphertext ‖ tag), the order id as associated data. */
    private static function seal(string $plain, string $orderId): string
    {
        $nonce = random_bytes(self::NONCE_BYTES);
        $aad = self::VERSION . $orderId;
        if (self::sodiumGcm()) {
            $sealed = sodium_crypto_aead_aes256gcm_encrypt($plain, $aad, $nonce, self::key());
        } else {
            $tag = '';
            $cipher = openssl_encrypt($plain, 'aes-256-gcm', self::key(), OPENSSL_RAW_DATA, $nonce, $tag, $aad, self::TAG_BYTES);
            if ($cipher === false) {
                throw new \RuntimeException('aes-256-gcm unavailable');
            }
            $sealed = $cipher . $tag;
        }
        return rtrim(strtr(base64_encode(self::VERSION . $nonce . $sealed), '+/', '-_'), '=');
    }

    /** The plain payload of a sealed return for $orderId; null for anything not sealed with our key for it. */
    private static function open(string $data, string $orderId): ?string
    {
        if (strlen($data) > 2048 || !preg_match('/^[A-Za-z0-9_-]+$/', $data)) {
            return null;
        }
        $bytes = base64_decode(strtr($data, '-_', '+/'), true);
        if (!is_string($bytes) || strlen($bytes) < 1 + self::NONCE_BYTES + self::TAG_BYTES + 1 || $bytes[0] !== self::VERSION) {
            return null;
        }
        $nonce = substr($bytes, 1, self::NONCE_BYTES);
        $sealed = substr($bytes, 1 + self::NONCE_BYTES);
        $aad = self::VERSION . $orderId;
        if (self::sodiumGcm()) {
            $plain = sodium_crypto_aead_aes256gcm_decrypt($sealed, $aad, $nonce, self::key());
        } else {
            $plain = openssl_decrypt(
                substr($sealed, 0, -self::TAG_BYTES),
                'aes-256-gcm',
                self::key(),
                OPENSSL_RAW_DATA,
                $nonce,
                substr($sealed, -self::TAG_BYTES),
                $aad,
            );
        }
        return is_string($plain) ? $plain : null;
    }

    /** Sodium's AES-256-GCM needs the CPU's AES instructions; OpenSSL's works everywhere (same wire format). */
    private static function sodiumGcm(): bool
    {
        return function_exists('sodium_crypto_aead_aes256gcm_is_available') && sodium_crypto_aead_aes256gcm_is_available();
    }

    /** @return array<string, string>|null */
    private function row(string $paymentId): ?array
    {
        if (!preg_match('/^[a-f0-9]{32}$/', $paymentId)) {
            return null;
        }
        $row = $this->db->get_row($this->db->prepare(
            "SELECT * FROM {$this->table()} WHERE payment_hash = %s",
            hash('sha256', $paymentId),
        ), ARRAY_A);
        return is_array($row) ? $row : null;
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_sbx_payments';
    }
}
