<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\WordPress\Settings;

/**
 * Which client (address and session) holds which number, so that one client cannot hold the pool
 * (issue 6 finding 1). The number inventory knows holders (carts) only, and a production inventory
 * knows nothing of web clients: the cap is the bridge's. A cart counts once however many numbers it
 * holds for a moment (changing its number holds the new one before the old is released).
 *
 * Race-safe without a lock: a claim is written first and the client's holds counted after, so
 * concurrent claims can only see more holds than there are (and be refused), never fewer.
 *
 * An online order keeps its cart's hold until its payment is approved (issue 31 finding 2): the row
 * then awaits payment, lasts the payment window, names the customer (a hash of the ID number) and
 * still counts for the address and the session; the purge leaves it to Checkout\UnpaidOrders, which
 * ends it with the order.
 */
final class HoldLedger
{
    /** Rows of holds that ended are deleted at most this often (any node). */
    public const PURGE_EVERY_SECONDS = 300;

    /** @param (\Closure(): bool)|null $purgeDue whether a purge of ended holds is due */
    public function __construct(
        private readonly \wpdb $db,
        private readonly Settings $settings,
        private readonly ?\Closure $purgeDue = null,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_number_holds (
  msisdn varchar(20) NOT NULL,
  holder char(32) NOT NULL,
  session_key char(64) NOT NULL,
  client_ip varchar(64) NOT NULL,
  held_until datetime NOT NULL,
  customer_key char(64) NOT NULL DEFAULT '',
  awaiting_payment tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY  (msisdn,holder),
  KEY client_ip (client_ip,held_until),
  KEY session_key (session_key,held_until),
  KEY held_until (held_until),
  KEY holder (holder),
  KEY customer_key (customer_key,held_until),
  KEY awaiting_payment (awaiting_payment,held_until)
) {$collate};",
        ];
    }

    /**
     * Records that $holder (a cart of the client) is about to hold $msisdn until $until, unless the
     * client would then hold more than the settings allow.
     *
     * @throws Refusal hold_limit, with the seconds until one of the client's holds ends
     */
    public function claim(string $msisdn, string $holder, string $sessionId, string $ip, int $until): void
    {
        $limits = $this->settings->holdLimits();
        $session = hash('sha256', $sessionId);
        $address = ClientAddress::of($ip);
        $this->purgeIfDue();
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (msisdn, holder, session_key, client_ip, held_until) VALUES (%s, %s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE session_key = VALUES(session_key), client_ip = VALUES(client_ip), held_until = VALUES(held_until)",
            $msisdn,
            $holder,
            $session,
            $address,
            self::utc($until),
        ));
        if ($limits['per_ip'] === 0 && $limits['per_session'] === 0) {
            return;
        }
        // Carts (not numbers) with a live hold, of this address and of this session.
        $count = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(DISTINCT IF(client_ip = %s, holder, NULL)) AS by_ip,
                    COUNT(DISTINCT IF(session_key = %s, holder, NULL)) AS by_session,
                    MIN(IF(holder <> %s, held_until, NULL)) AS first_end
             FROM {$this->table()} WHERE (client_ip = %s OR session_key = %s) AND held_until > %s",
            $address,
            $session,
            $holder,
            $address,
            $session,
            self::utc($this->clock->now()),
        )) ?? [];
        $over = ($limits['per_ip'] > 0 && (int) $count['by_ip'] > $limits['per_ip'])
            || ($limits['per_session'] > 0 && (int) $count['by_session'] > $limits['per_session']);
        if ($over) {
            $this->forget($msisdn, $holder);
            $firstEnd = $count['first_end'] !== null ? (int) strtotime($count['first_end'] . ' UTC') : $this->clock->now() + 60;
            throw Refusal::holdLimit(max(1, $firstEnd - $this->clock->now()));
        }
    }

    /**
     * The cart's hold of $msisdn becomes its online order's, awaiting payment until $until: it still
     * counts for the address and the session, and now for the customer ($customerId, the ID number),
     * unless the customer already has as many other holds as the settings allow.
     *
     * @throws Refusal hold_limit, with the seconds until one of the customer's holds ends
     */
    public function claimForPayment(string $msisdn, string $holder, string $sessionId, string $ip, string $customerId, int $until): void
    {
        $perCustomer = $this->settings->holdLimits()['per_customer'];
        $customer = $customerId !== '' ? self::customerKey($customerId) : '';
        if ($perCustomer > 0 && $customer !== '') {
            // counted before the write: a customer's two placements at the same moment are rare, and
            // the address's and the session's caps (written first) still hold them
            $count = Db::row($this->db, $this->db->prepare(
                "SELECT COUNT(DISTINCT holder) AS held, MIN(held_until) AS first_end FROM {$this->table()}
                 WHERE customer_key = %s AND held_until > %s AND holder <> %s",
                $customer,
                self::utc($this->clock->now()),
                $holder,
            )) ?? [];
            if ((int) ($count['held'] ?? 0) >= $perCustomer) {
                $firstEnd = ($count['first_end'] ?? null) !== null
                    ? (int) strtotime($count['first_end'] . ' UTC')
                    : $this->clock->now() + 60;
                throw Refusal::holdLimit(max(1, $firstEnd - $this->clock->now()));
            }
        }
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (msisdn, holder, session_key, client_ip, held_until, customer_key, awaiting_payment)
             VALUES (%s, %s, %s, %s, %s, %s, 1)
             ON DUPLICATE KEY UPDATE session_key = VALUES(session_key), client_ip = VALUES(client_ip), held_until = VALUES(held_until),
               customer_key = VALUES(customer_key), awaiting_payment = 1",
            $msisdn,
            $holder,
            hash('sha256', $sessionId),
            ClientAddress::of($ip),
            self::utc($until),
            $customer,
        ));
    }

    /** An order's payment may still settle after its window: its hold (and its count) lasts until $until. */
    public function extendPayment(string $msisdn, string $holder, int $until): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET held_until = %s WHERE msisdn = %s AND holder = %s AND awaiting_payment = 1",
            self::utc($until),
            $msisdn,
            $holder,
        ));
    }

    /**
     * The holds awaiting payment whose window has ended, oldest first.
     *
     * @return list<array{msisdn: string, holder: string}>
     */
    public function endedPayments(int $limit): array
    {
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT msisdn, holder FROM {$this->table()} WHERE awaiting_payment = 1 AND held_until <= %s ORDER BY held_until LIMIT %d",
            self::utc($this->clock->now()),
            $limit,
        ));
        return array_map(static fn (array $r): array => ['msisdn' => (string) $r['msisdn'], 'holder' => (string) $r['holder']], $rows);
    }

    /** The hold of $msisdn by $holder ended (released, or never made): it no longer counts. */
    public function forget(string $msisdn, string $holder): void
    {
        Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE msisdn = %s AND holder = %s", $msisdn, $holder));
    }

    /** @return list<string> the numbers recorded as held by $holder (live or not) */
    public function numbersOf(string $holder): array
    {
        $rows = Db::rows($this->db, $this->db->prepare("SELECT msisdn FROM {$this->table()} WHERE holder = %s", $holder));
        return array_map(static fn (array $r): string => (string) $r['msisdn'], $rows);
    }

    /** The customer (an ID number) as the bridge's tables keep it: a hash, never the number. */
    public static function customerKey(string $customerId): string
    {
        return hash('sha256', 'whl-customer|' . $customerId);
    }

    private function purgeIfDue(): void
    {
        if ($this->purgeDue !== null && ($this->purgeDue)()) {
            // an order's hold awaiting payment is ended with its order (Checkout\UnpaidOrders)
            $sql = "DELETE FROM {$this->table()} WHERE held_until <= %s AND awaiting_payment = 0";
            Db::write($this->db, $this->db->prepare($sql, self::utc($this->clock->now())));
        }
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_number_holds';
    }
}
