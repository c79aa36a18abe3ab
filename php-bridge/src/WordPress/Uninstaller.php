<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Filesystem\FilesystemStorage;
use Whl\Bridge\WordPress\Composition\Hooks;
use Whl\Bridge\Infrastructure\Operations\DropIns;

/**
 * What deleting the plugin removes (issue 14): its tables (every `{prefix}whl_…`, including those of
 * earlier versions), its options and transients (`whl_…`), the uploaded documents in its private
 * folder (the folder too, when nothing else is in it) and its drop-ins. Content that is the site's
 * (pages, menus, the theme's post meta) stays.
 */
final class Uninstaller
{
    public static function run(): void
    {
        global $wpdb;
        $settings = Settings::load(); // read before the options go
        self::dropTables($wpdb);
        self::deleteOptions($wpdb);
        self::deleteUploads($settings->uploadStorageDir() !== '' ? $settings->uploadStorageDir() : FilesystemStorage::defaultDir());
        DropIns::forSite()->remove();
        foreach (Hooks::CRON_HOOKS as $hook) {
            wp_clear_scheduled_hook($hook);
        }
    }

    private static function dropTables(\wpdb $db): void
    {
        $tables = $db->get_col($db->prepare('SHOW TABLES LIKE %s', $db->esc_like($db->prefix . 'whl_') . '%'));
        foreach ($tables as $table) {
            // a table name SHOW TABLES answered
            $db->query('DROP TABLE IF EXISTS `' . str_replace('`', '', (string) $table) . '`');
        }
    }

    private static function deleteOptions(\wpdb $db): void
    {
        foreach (['whl_', '_transient_whl_', '_transient_timeout_whl_', '_site_transient_whl_', '_site_transient_timeout_whl_'] as $prefix) {
            $db->query($db->prepare("DELETE FROM {$db->options} WHERE option_name LIKE %s", $db->esc_like($prefix) . '%'));
        }
        wp_cache_flush();
    }

    /** The documents the plugin stored (128-bit hex names, and files it was writing), then the folder when empty. */
    private static function deleteUploads(string $dir): void
    {
        $dir = rtrim($dir, '/');
        if (!is_dir($dir)) {
            return;
        }
        foreach (scandir($dir) ?: [] as $name) {
            if (preg_match('/^[a-f0-9]{32}(\.part)?$/', $name) === 1) {
                wp_delete_file($dir . '/' . $name);
            }
        }
        @rmdir($dir); // only when empty: files the plugin did not write stay
    }
}
