<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress;

use Whl\Bridge\Adapters\Filesystem\FilesystemStorage;
use Whl\Bridge\Infrastructure\Operations\DropIns;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 14: deleting the plugin in wp-admin leaves no table, option, transient, uploaded document or
 * drop-in of the plugin's. It destroys the host's shop: npm test runs it last, alone
 * (`phpunit --group uninstall`, scripts/test-all.mjs); the main run leaves it out.
 *
 * @group uninstall
 */
final class UninstallerTest extends TestCase
{
    public function test_deleting_the_plugin_removes_everything_it_created_and_nothing_else(): void
    {
        $db = Fixtures::db();
        $dir = FilesystemStorage::defaultDir();
        // something of each kind to remove: a document, a transient, the tables, the options, the drop-ins
        $stored = (new FilesystemStorage($db, $dir))->put('%PDF-1.4 uninstall', 'pdf', 'session-uninstall');
        set_transient('whl_mage_cat_uninstall', ['v' => 1], 60);
        file_put_contents($dir . '/not-the-plugins.txt', 'kept');
        self::assertNotSame([], $this->tables($db));
        self::assertNotSame([], $this->options($db));
        self::assertNotNull($stored);
        DropIns::forSite()->install();
        self::assertFileExists(WP_CONTENT_DIR . '/db.php');
        self::assertNotSame([], $this->cronHooks(), 'the housekeeping is scheduled (issue 31)');

        require_once ABSPATH . 'wp-admin/includes/plugin.php';
        uninstall_plugin('whl-bridge/whl-bridge.php');

        self::assertSame([], $this->tables($db), 'no table of the plugin');
        self::assertSame([], $this->options($db), 'no option or transient of the plugin');
        self::assertSame(['not-the-plugins.txt'], array_values(array_diff(scandir($dir) ?: [], ['.', '..'])), 'only a file the plugin did not write');
        self::assertFileDoesNotExist(WP_CONTENT_DIR . '/db.php');
        self::assertFileDoesNotExist(WP_CONTENT_DIR . '/db-error.php');
        self::assertNotFalse(get_option('siteurl'), 'the site\'s own options stay');
        self::assertSame([], $this->cronHooks(), 'no WP-Cron event of the plugin');
        unlink($dir . '/not-the-plugins.txt');
    }

    /** @return list<string> the plugin's hooks among WP-Cron's events */
    private function cronHooks(): array
    {
        $hooks = [];
        foreach (_get_cron_array() as $events) {
            $hooks = [...$hooks, ...array_filter(array_keys((array) $events), static fn ($hook): bool => str_starts_with((string) $hook, 'whl_'))];
        }
        return $hooks;
    }

    /** @return list<string> */
    private function tables(\wpdb $db): array
    {
        return $db->get_col($db->prepare('SHOW TABLES LIKE %s', $db->esc_like($db->prefix . 'whl_') . '%'));
    }

    /** @return list<string> */
    private function options(\wpdb $db): array
    {
        return $db->get_col($db->prepare(
            "SELECT option_name FROM {$db->options} WHERE option_name LIKE %s OR option_name LIKE %s",
            $db->esc_like('whl_') . '%',
            '%' . $db->esc_like('_transient_whl_') . '%',
        ));
    }
}
