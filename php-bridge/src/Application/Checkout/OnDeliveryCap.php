<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\WordPress\Settings;

/**
 * Open orders paid on delivery (cash or card), per customer (the ID number) and per address (issue
 * 31 finding 3): such an order sells its number at placement and nobody pays until the courier
 * comes, so a client placing many takes numbers off sale for days. An order counts while it is
 * younger than the settings' window (about a delivery's time); over a cap, the placement answers
 * the spec's maximum-connections popup (000 §8 'Too many lines'). The back end knows the customer
 * but not the address: the count is the bridge's.
 *
 * Race-safe without a lock, as the hold ledger: the claim is written first and counted after, so two
 * placements at once can only see more orders than there are, never fewer.
 */
final class OnDeliveryCap
{
    /** Rows older than the window are deleted at most this often (any node). */
    public const PURGE_EVERY_SECONDS = 3600;

    /** @param (\Closure(): bool)|null $purgeDue whether a purge of old rows is due */
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
            "CREATE TABLE {$prefix}whl_delivery_orders (
  quote_id varchar(64) NOT NULL,
  customer_key char(64) NOT NULL,
  client_ip varchar(64) NOT NULL,
  placed_at datetime NOT NULL,
  PRIMARY KEY  (quote_id),
  KEY customer_key (customer_key,placed_at),
  KEY client_ip (client_ip,placed_at),
  KEY placed_at (placed_at)
) {$collate};",
        ];
    }

    /**
     * Records that the quote's order, paid on delivery, is about to be placed for the customer
     * ($customerId, the ID number) from $ip, unless either would then have more open orders than the
     * settings allow. A repeated claim of the quote counts once.
     *
     * @throws Refusal max_connections
     */
    public function claim(string $quoteId, string $customerId, string $ip): void
    {
        $limits = $this->settings->codLimits();
        if ($limits['per_customer'] === 0 && $limits['per_ip'] === 0) {
            return;
        }
        $now = $this->clock->now();
        $customer = HoldLedger::customerKey($customerId);
        $address = ClientAddress::of($ip);
        $this->purgeIfDue($now - $limits['window_hours'] * 3600);
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (quote_id, customer_key, client_ip, placed_at) VALUES (%s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE customer_key = VALUES(customer_key), client_ip = VALUES(client_ip), placed_at = VALUES(placed_at)",
            $quoteId,
            $customer,
            $address,
            self::utc($now),
        ));
        $count = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(IF(customer_key = %s, 1, NULL)) AS by_customer, COUNT(IF(client_ip = %s, 1, NULL)) AS by_ip
             FROM {$this->table()} WHERE (customer_key = %s OR client_ip = %s) AND placed_at > %s",
            $customer,
            $address,
            $customer,
            $address,
            self::utc($now - $limits['window_hours'] * 3600),
        )) ?? [];
        $over = ($limits['per_customer'] > 0 && $customerId !== '' && (int) $count['by_customer'] > $limits['per_customer'])
            || ($limits['per_ip'] > 0 && (int) $count['by_ip'] > $limits['per_ip']);
        if ($over) {
            $this->forget($quoteId);
            throw Refusal::outcome('max_connections');
        }
    }

    /** The quote's order was not placed after all: it does not count. */
    public function forget(string $quoteId): void
    {
        Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE quote_id = %s", $quoteId));
    }

    private function purgeIfDue(int $before): void
    {
        if ($this->purgeDue !== null && ($this->purgeDue)()) {
            Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE placed_at <= %s", self::utc($before)));
        }
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_delivery_orders';
    }
}
