<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CustomerAccount;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox commerce back end's customers, as Magento's work: customer creation needs an
 * administrator token, which this adapter obtains with its administrator credentials and caches
 * (option ADMIN_TOKEN_OPTION, refreshed when refused, as a Magento adapter would on 401); a
 * customer token opens the customer's cart (`carts/mine`); a guest quote is assigned to the
 * customer whole. Tokens are kept hashed; they live four hours.
 */
final class SandboxCustomerAccounts implements Ports\CustomerAccounts
{
    public const ADMIN_USER = 'storefront-bridge';
    public const ADMIN_TOKEN_OPTION = 'whl_sbx_commerce_admin_token';
    public const TOKEN_SECONDS = 4 * 3600;

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_sbx_customers (
  customer_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(190) NOT NULL,
  firstname varchar(60) NOT NULL,
  lastname varchar(60) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (customer_id),
  UNIQUE KEY email (email)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_commerce_tokens (
  token_hash char(64) NOT NULL,
  kind varchar(10) NOT NULL,
  customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
  expires_at datetime NOT NULL,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at)
) {$collate};",
        ];
    }

    /** The Sandbox administrator's password: the site's own secret, never stored or sent anywhere. */
    public static function adminPassword(): string
    {
        return wp_hash('whl-sbx-commerce-admin');
    }

    public function customerFor(string $email, string $firstname, string $lastname): CustomerAccount
    {
        $token = $this->cachedAdminToken();
        if ($this->tokenSubject($token, 'admin') === null) {
            $token = $this->cachedAdminToken(refresh: true); // refused (expired): once more with a new one
        }
        return $this->addCustomer($token, $firstname !== '' ? $firstname : 'first_name', $lastname !== '' ? $lastname : 'last_name', $email);
    }

    public function customerCart(string $customerToken): ?string
    {
        $customerId = $this->tokenSubject($customerToken, 'customer');
        if ($customerId === null) {
            return null;
        }
        $masked = Db::value($this->db, $this->db->prepare(
            "SELECT masked_id FROM {$this->table('quotes')} WHERE customer_id = %d AND is_active = 1 ORDER BY quote_id DESC LIMIT 1",
            $customerId,
        ));
        if ($masked !== null) {
            return $masked;
        }
        $masked = bin2hex(random_bytes(16));
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('quotes')} (masked_id, is_active, customer_id, created_at, updated_at) VALUES (%s, 1, %d, %s, %s)",
            $masked,
            $customerId,
            $now,
            $now,
        ));
        return $masked;
    }

    public function assignGuestCart(string $guestQuoteId, string $customerToken): bool
    {
        $customerId = $this->tokenSubject($customerToken, 'customer');
        if ($customerId === null) {
            return false;
        }
        $items = (int) Db::value($this->db, $this->db->prepare(
            "SELECT COUNT(i.item_id) FROM {$this->table('quotes')} q JOIN {$this->table('quote_items')} i ON i.quote_id = q.quote_id
             WHERE q.customer_id = %d AND q.is_active = 1 AND q.masked_id <> %s",
            $customerId,
            $guestQuoteId,
        ));
        if ($items > 0) {
            return false;
        }
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('quotes')} SET customer_id = %d, updated_at = %s WHERE masked_id = %s AND is_active = 1 AND customer_id IS NULL",
            $customerId,
            $now,
            $guestQuoteId,
        ));
        // assigned now or before (a repeated call): the quote is the customer's either way
        $owner = Db::value($this->db, $this->db->prepare(
            "SELECT customer_id FROM {$this->table('quotes')} WHERE masked_id = %s AND is_active = 1",
            $guestQuoteId,
        ));
        if ($owner === null || (int) $owner !== $customerId) {
            return false;
        }
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('quotes')} SET is_active = 0, updated_at = %s WHERE customer_id = %d AND is_active = 1 AND masked_id <> %s",
            $now,
            $customerId,
            $guestQuoteId,
        ));
        return true;
    }

    /** POST /rest/V1/integration/admin/token {username, password} → a token, or null when refused. */
    public function adminToken(string $username, string $password): ?string
    {
        if (!hash_equals(self::ADMIN_USER, $username) || !hash_equals(self::adminPassword(), $password)) {
            return null;
        }
        return $this->issue('admin', 0);
    }

    /** POST /rest/{store}/V1/{vendor}-customcustomerapi/addcustomer with the administrator token → [{token, customer_id}]. */
    private function addCustomer(string $adminToken, string $firstname, string $lastname, string $email): CustomerAccount
    {
        if ($this->tokenSubject($adminToken, 'admin') === null) {
            throw new \RuntimeException('commerce: administrator token refused');
        }
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        // created, or the existing one's id (LAST_INSERT_ID carries it back)
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('customers')} (email, firstname, lastname, created_at) VALUES (%s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE customer_id = LAST_INSERT_ID(customer_id)",
            strtolower($email),
            $firstname,
            $lastname,
            $now,
        ));
        $customerId = (int) $this->db->insert_id;
        return new CustomerAccount($this->issue('customer', $customerId), $customerId);
    }

    private function cachedAdminToken(bool $refresh = false): string
    {
        $cached = get_option(self::ADMIN_TOKEN_OPTION);
        if (!$refresh && is_string($cached) && $cached !== '') {
            return $cached;
        }
        $token = $this->adminToken(self::ADMIN_USER, self::adminPassword()) ?? throw new \RuntimeException('commerce: administrator login refused');
        update_option(self::ADMIN_TOKEN_OPTION, $token, false);
        return $token;
    }

    private function issue(string $kind, int $customerId): string
    {
        $token = SandboxIdentity::randomToken();
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('commerce_tokens')} (token_hash, kind, customer_id, expires_at) VALUES (%s, %s, %d, %s)",
            hash('sha256', $token),
            $kind,
            $customerId,
            gmdate('Y-m-d H:i:s', $this->clock->now() + self::TOKEN_SECONDS),
        ));
        return $token;
    }

    /** The token's customer id (0 for an administrator), or null when it is not a live token of that kind. */
    private function tokenSubject(string $token, string $kind): ?int
    {
        if ($token === '') {
            return null;
        }
        $id = Db::value($this->db, $this->db->prepare(
            "SELECT customer_id FROM {$this->table('commerce_tokens')} WHERE token_hash = %s AND kind = %s AND expires_at > %s",
            hash('sha256', $token),
            $kind,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
        ));
        return $id === null ? null : (int) $id;
    }

    private function table(string $name): string
    {
        return $this->db->prefix . 'whl_sbx_' . $name;
    }
}
