<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Filesystem\FilesystemStorage;
use Whl\Bridge\Adapters\HostedPayment\HostedPaymentGateway;
use Whl\Bridge\Adapters\Sandbox\Schema as SandboxSchema;
use Whl\Bridge\Adapters\Sandbox\Seeder;
use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Application\Checkout\OnDeliveryCap;
use Whl\Bridge\Application\Checkout\UploadQuota;
use Whl\Bridge\WordPress\Composition\Hooks;
use Whl\Bridge\Infrastructure\Operations\DropIns;
use Whl\Bridge\Infrastructure\Security\Passcodes;
use Whl\Bridge\Infrastructure\Security\RateLimiter;
use Whl\Bridge\Infrastructure\Security\SpentTokens;
use Whl\Bridge\Infrastructure\Session\SessionStore;

/**
 * Tables (dbDelta) and the Sandbox seed; idempotent. Runs on activation and whenever the stored
 * schema version differs from the code's (a deploy or a symlinked plugin that was not
 * re-activated), so an upgrade never waits for someone to click "activate".
 */
final class Installer
{
    private static bool $installed = false;

    public static function activate(): void
    {
        if (!self::$installed) {
            self::install();
        }
    }

    public static function install(): void
    {
        global $wpdb;
        // After a deploy several requests may notice the new version at once: one installs.
        $lock = $wpdb->prefix . 'whl_bridge_install';
        if ((string) $wpdb->get_var($wpdb->prepare('SELECT GET_LOCK(%s, 0)', $lock)) !== '1') {
            return;
        }
        try {
            self::installNow($wpdb);
        } finally {
            $wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $lock));
        }
    }

    private static function installNow(\wpdb $wpdb): void
    {
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        $collate = $wpdb->get_charset_collate();
        dbDelta(array_merge(
            SessionStore::schema($wpdb->prefix, $collate),
            RateLimiter::schema($wpdb->prefix, $collate),
            SpentTokens::schema($wpdb->prefix, $collate),
            Passcodes::schema($wpdb->prefix, $collate),
            HostedPaymentGateway::schema($wpdb->prefix, $collate),
            [FilesystemStorage::schema($wpdb->prefix, $collate)],
            HoldLedger::schema($wpdb->prefix, $collate),
            OnDeliveryCap::schema($wpdb->prefix, $collate),
            UploadQuota::schema($wpdb->prefix, $collate),
            SandboxSchema::tables($wpdb->prefix, $collate),
        ));
        (new Seeder($wpdb))->seed();
        DropIns::forSite()->install();
        Hooks::schedule();
        update_option(Plugin::DB_VERSION_OPTION, Plugin::DB_VERSION, true);
        self::$installed = true;
    }
}
