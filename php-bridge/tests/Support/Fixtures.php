<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/** Direct database access for arranging and checking Sandbox state. */
final class Fixtures
{
    public static function db(): \wpdb
    {
        global $wpdb;
        return $wpdb;
    }

    public static function numbers(): string
    {
        return self::db()->prefix . 'whl_sbx_numbers';
    }

    /** A number nobody holds, of a level, sellable with the service type; random so tests do not collide. */
    public static function freeNumber(string $serviceType = 'prepaid', string $level = 'FREE'): array
    {
        $row = self::db()->get_row(self::db()->prepare(
            'SELECT msisdn, vanity_level, price_baisa, service_type FROM ' . self::numbers() . "
             WHERE held_by IS NULL AND vanity_level = %s AND service_type IN (%s, 'both') ORDER BY RAND() LIMIT 1",
            $level,
            $serviceType,
        ), ARRAY_A);
        if (!$row) {
            throw new \RuntimeException("no free {$level} number for {$serviceType}");
        }
        return $row;
    }

    /**
     * Distinct numbers nobody holds.
     *
     * @return list<string>
     */
    public static function freeNumbers(int $count, string $serviceType = 'prepaid', string $level = 'FREE'): array
    {
        $numbers = self::db()->get_col(self::db()->prepare(
            'SELECT msisdn FROM ' . self::numbers() . "
             WHERE held_by IS NULL AND vanity_level = %s AND service_type IN (%s, 'both') ORDER BY RAND() LIMIT %d",
            $level,
            $serviceType,
            $count,
        ));
        if (count($numbers) !== $count) {
            throw new \RuntimeException("not {$count} free {$level} numbers for {$serviceType}");
        }
        return array_map('strval', $numbers);
    }

    /** How many numbers of the level a list for the service type can show (not held, or the hold expired). */
    public static function listableCount(string $serviceType, string $level, string $pattern = ''): int
    {
        return (int) self::db()->get_var(self::db()->prepare(
            'SELECT COUNT(*) FROM ' . self::numbers() . "
             WHERE vanity_level = %s AND service_type IN (%s, 'both') AND msisdn LIKE %s
               AND (held_by IS NULL OR held_until <= %s)",
            $level,
            $serviceType,
            '%' . self::db()->esc_like($pattern) . '%',
            gmdate('Y-m-d H:i:s'),
        ));
    }

    /** Sets a hold's expiry, e.g. to see whether a call renewed it. */
    public static function setHoldUntil(string $msisdn, int $epoch): void
    {
        self::db()->query(self::db()->prepare(
            'UPDATE ' . self::numbers() . ' SET held_until = %s WHERE msisdn = %s',
            gmdate('Y-m-d H:i:s', $epoch),
            $msisdn,
        ));
    }

    /** A number only sold with the other service type. */
    public static function numberOnlyFor(string $serviceType): string
    {
        return (string) self::db()->get_var(self::db()->prepare(
            'SELECT msisdn FROM ' . self::numbers() . ' WHERE held_by IS NULL AND service_type = %s ORDER BY RAND() LIMIT 1',
            $serviceType,
        ));
    }

    /** @return array{held_by: ?string, held_until: ?string} */
    public static function holdOf(string $msisdn): array
    {
        return self::db()->get_row(self::db()->prepare(
            'SELECT held_by, held_until FROM ' . self::numbers() . ' WHERE msisdn = %s',
            $msisdn,
        ), ARRAY_A) ?: ['held_by' => null, 'held_until' => null];
    }

    /** Moves a hold's expiry into the past, as if its time had run out. */
    public static function expireHold(string $msisdn, int $secondsAgo = 5): void
    {
        self::db()->query(self::db()->prepare(
            'UPDATE ' . self::numbers() . ' SET held_until = %s WHERE msisdn = %s',
            gmdate('Y-m-d H:i:s', time() - $secondsAgo),
            $msisdn,
        ));
    }

    /** @param list<string|null> $holders */
    public static function releaseHolds(array $holders): void
    {
        foreach (array_filter($holders) as $holder) {
            self::db()->query(self::db()->prepare('UPDATE ' . self::numbers() . ' SET held_by = NULL, held_until = NULL WHERE held_by = %s', $holder));
            self::db()->query(self::db()->prepare('DELETE FROM ' . self::holdLedger() . ' WHERE holder = %s', $holder));
        }
    }

    /** The bridge's record of which client holds which number (the per-client cap counts it). */
    public static function holdLedger(): string
    {
        return self::db()->prefix . 'whl_number_holds';
    }

    /** Forgets every hold a client address is recorded with, so a test of the cap starts from none. */
    public static function forgetHoldsOfAddress(string $ip): void
    {
        self::db()->query(self::db()->prepare('DELETE FROM ' . self::holdLedger() . ' WHERE client_ip = %s', $ip));
    }

    /** Forgets every passcode sent to a number (any form), so a test of the per-recipient cap starts from none. */
    public static function forgetPasscodesTo(string $msisdn): void
    {
        self::db()->query(self::db()->prepare('DELETE FROM ' . self::db()->prefix . 'whl_passcodes WHERE msisdn LIKE %s', '%' . $msisdn));
    }

    /** Moves the ledger's end of a number's hold into the past, as Fixtures::expireHold does for the inventory. */
    public static function expireHeldUntilOfLedger(string $msisdn, int $secondsAgo = 5): void
    {
        self::db()->query(self::db()->prepare(
            'UPDATE ' . self::holdLedger() . ' SET held_until = %s WHERE msisdn = %s',
            gmdate('Y-m-d H:i:s', time() - $secondsAgo),
            $msisdn,
        ));
    }

    /**
     * Runs $fn while a table of the bridge cannot be read or written (renamed away), as during a
     * database fault; the table is back afterwards whatever happens.
     */
    public static function withTableBroken(string $table, callable $fn): mixed
    {
        $name = self::db()->prefix . $table;
        self::db()->query("RENAME TABLE {$name} TO {$name}_broken");
        try {
            return $fn();
        } finally {
            self::db()->query("RENAME TABLE {$name}_broken TO {$name}");
        }
    }

    /** Runs $fn while deleting the cart item $itemId fails in the database (a trigger refuses it). */
    public static function withItemDeleteFailing(int $itemId, callable $fn): mixed
    {
        return self::withItemDeletesRefused("OLD.item_id = {$itemId}", $fn);
    }

    /** Runs $fn while deleting any item of the cart $quoteId (its masked id) fails in the database: the undo of a step too. */
    public static function withCartItemDeletesFailing(string $quoteId, callable $fn): mixed
    {
        $quote = (int) self::db()->get_var(self::db()->prepare('SELECT quote_id FROM ' . self::db()->prefix . 'whl_sbx_quotes WHERE masked_id = %s', $quoteId));
        return self::withItemDeletesRefused("OLD.quote_id = {$quote}", $fn);
    }

    /** Runs $fn while a trigger refuses the deletes of the Sandbox's cart items that match $condition (SQL on OLD). */
    private static function withItemDeletesRefused(string $condition, callable $fn): mixed
    {
        $table = self::db()->prefix . 'whl_sbx_quote_items';
        self::db()->query('DROP TRIGGER IF EXISTS whl_test_refuse_delete');
        self::db()->query("CREATE TRIGGER whl_test_refuse_delete BEFORE DELETE ON {$table} FOR EACH ROW
            BEGIN IF {$condition} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'delete refused by the test'; END IF; END");
        try {
            return $fn();
        } finally {
            self::db()->query('DROP TRIGGER IF EXISTS whl_test_refuse_delete');
        }
    }

    /**
     * A complete personal_details submit (000 §3.8) of an Omani with a civil ID; another nationality,
     * ID type and number for the other customers of the §4.7 table.
     *
     * @return array<string, string>
     */
    public static function personalDetails(string $nationality = 'OM', string $idType = '1', string $idNumber = '123456789'): array
    {
        // the walk's shopper (test/fixtures/checkout/walk.json), with documents' paths a test may replace (Browser::withOwnDocuments)
        return ['nationality' => $nationality, 'customer_id_type' => $idType, 'customer_id' => $idNumber] + self::walk()['personal']['details'] + [
            'ID_doc_front_image_path' => 'a1b2c3',
            'ID_doc_back_image_path' => 'd4e5f6',
            'income_proof_docs' => 'f7e8d9',
        ];
    }

    /** The id of the Sandbox's newest order (0: none). */
    public static function lastOrderId(): int
    {
        return (int) self::db()->get_var('SELECT COALESCE(MAX(order_id), 0) FROM ' . self::db()->prefix . 'whl_sbx_orders');
    }

    /**
     * Marks the orders placed after $orderId as delivered and activated (`complete`): an open order
     * is a line being opened for its customer (contract §4.6), and the tests share the walk's customer;
     * nor do they count under the caps on open orders paid on delivery (Checkout\OnDeliveryCap).
     */
    public static function closeOrdersAfter(int $orderId): void
    {
        self::db()->query(self::db()->prepare(
            'UPDATE ' . self::db()->prefix . "whl_sbx_orders SET status = 'complete'
             WHERE order_id > %d AND status IN ('pending', 'pending_payment', 'payment_failure')",
            $orderId,
        ));
        self::db()->query('DELETE FROM ' . self::db()->prefix . 'whl_delivery_orders'); // and they no longer count under the on-delivery caps
    }

    /**
     * The checkout's walk over HTTP, one for PHPUnit and the shop client of the bench, the load tool
     * and the scale tests (scripts/lib/shop-client.mjs): each step's sub-action, captcha action and fields.
     *
     * @return array<string, array<string, mixed>> step (personal, delivery, placeOrder) → subAction, captcha and its fields
     */
    public static function walk(): array
    {
        static $walk = null;
        return $walk ??= json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/checkout/walk.json'), true, 512, JSON_THROW_ON_ERROR);
    }

    /** A small JPEG, as a phone's photo of a document is (GD). */
    public static function jpeg(): string
    {
        return self::image(static fn (\GdImage $image): bool => imagejpeg($image));
    }

    public static function png(): string
    {
        return self::image(static fn (\GdImage $image): bool => imagepng($image));
    }

    /**
     * A phone's photo as it leaves the camera (issue 31 finding 5): a $width x $height JPEG whose EXIF
     * block (APP1) names the camera (Make, EXIF_MAKE), the place it was taken (GPS latitude 23° 35' N,
     * Muscat) and an orientation of 6 (the camera was turned: shown rotated 90° clockwise).
     */
    public static function jpegWithExif(int $width = 40, int $height = 20): string
    {
        $jpeg = self::image(static fn (\GdImage $image): bool => imagejpeg($image), $width, $height);
        $make = self::EXIF_MAKE . "\0";
        $entry = static fn (int $tag, int $type, int $count, string $value): string => pack('vvV', $tag, $type, $count) . str_pad($value, 4, "\0");
        $gpsAt = 8 + 2 + 3 * 12 + 4 + strlen($make); // IFD0 (3 entries), then the Make text, then the GPS IFD
        $ratiosAt = $gpsAt + 2 + 2 * 12 + 4;
        $tiff = "II*\0" . pack('V', 8)
            . pack('v', 3)
            . $entry(0x010F, 2, strlen($make), pack('V', 8 + 2 + 3 * 12 + 4)) // Make
            . $entry(0x0112, 3, 1, pack('v', 6)) // Orientation
            . $entry(0x8825, 4, 1, pack('V', $gpsAt)) // GPS IFD
            . pack('V', 0) . $make
            . pack('v', 2)
            . $entry(0x0001, 2, 2, "N\0") // GPSLatitudeRef
            . $entry(0x0002, 5, 3, pack('V', $ratiosAt)) // GPSLatitude
            . pack('V', 0) . pack('V*', 23, 1, 35, 1, 0, 1);
        $app1 = "Exif\0\0" . $tiff;
        return substr($jpeg, 0, 2) . "\xFF\xE1" . pack('n', strlen($app1) + 2) . $app1 . substr($jpeg, 2);
    }

    /** The camera jpegWithExif names: found in its bytes, gone from what is stored. */
    public const EXIF_MAKE = 'WHL-Test-Camera';

    /** A minimal PDF (its magic bytes and a trailer). */
    public static function pdf(): string
    {
        return "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            . "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    }

    /** @param \Closure(\GdImage): bool $write */
    private static function image(\Closure $write, int $width = 8, int $height = 8): string
    {
        $image = imagecreatetruecolor($width, $height);
        imagefilledrectangle($image, 0, 0, $width - 1, $height - 1, (int) imagecolorallocate($image, 200, 30, 30));
        ob_start();
        $write($image);
        return (string) ob_get_clean();
    }
}
