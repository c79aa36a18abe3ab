<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Storage;

defined('ABSPATH') || exit;

/**
 * Queries whose failure is never mistaken for "no rows": wpdb answers an empty result both when
 * nothing matched and when the query failed (it only records last_error). Every read and write of
 * the bridge's own tables goes through here, so a database fault is answered `failure` and what
 * exists is kept (issue 6 finding 4).
 */
final class Db
{
    /** @return list<array<string, ?string>> */
    public static function rows(\wpdb $db, string $sql): array
    {
        $rows = $db->get_results($sql, ARRAY_A);
        self::check($db, $rows !== null);
        return $rows ?? [];
    }

    /** @return array<string, ?string>|null null when no row matched */
    public static function row(\wpdb $db, string $sql): ?array
    {
        $row = $db->get_row($sql, ARRAY_A);
        self::check($db, true);
        return is_array($row) ? $row : null;
    }

    /** The first column of the first row; null when no row matched. */
    public static function value(\wpdb $db, string $sql): ?string
    {
        $value = $db->get_var($sql);
        self::check($db, true);
        return $value === null ? null : (string) $value;
    }

    /** Runs a write; returns the rows it affected. */
    public static function write(\wpdb $db, string $sql): int
    {
        $result = $db->query($sql);
        self::check($db, $result !== false);
        return (int) $result;
    }

    private static function check(\wpdb $db, bool $ok): void
    {
        if (!$ok || $db->last_error !== '') {
            throw new StorageFailure('database: ' . ($db->last_error !== '' ? $db->last_error : 'query failed'));
        }
    }
}
