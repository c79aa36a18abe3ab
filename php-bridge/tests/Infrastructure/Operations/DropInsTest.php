<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Operations;

use Whl\Bridge\Infrastructure\Operations\DropIns;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Installer;

/**
 * Issue 6 finding 9: the plugin puts its db.php and db-error.php into wp-content, as small loaders
 * of the files in its dropins/ folder, marked as its own. It never touches a drop-in of someone
 * else, brings its own up to date, and removes only its own when it is deactivated.
 */
final class DropInsTest extends TestCase
{
    private const PLUGIN_DIR = __DIR__ . '/../../..';

    private string $content = '';

    protected function setUp(): void
    {
        parent::setUp();
        $this->content = sys_get_temp_dir() . '/whl-drop-ins-' . bin2hex(random_bytes(4));
        mkdir($this->content);
    }

    protected function tearDown(): void
    {
        array_map('unlink', glob($this->content . '/*') ?: []);
        rmdir($this->content);
        parent::tearDown();
    }

    public function test_both_drop_ins_are_installed_marked_as_the_plugin_s_and_load_its_files(): void
    {
        $dropIns = $this->dropIns();
        $dropIns->install();

        foreach (['db.php', 'db-error.php'] as $name) {
            self::assertFileExists($this->content . '/' . $name);
            self::assertTrue($dropIns->isOurs($this->content . '/' . $name), $name);
        }
        self::assertSame(['db-error.php', 'db.php'], array_values(array_diff(scandir($this->content), ['.', '..'])), 'no temporary file is left');

        // The installed db-error.php runs the plugin's: on the command line it prints the plain 503 page.
        $code = 'define("ABSPATH", "/"); define("WP_CONTENT_DIR", $argv[1]); require $argv[1] . "/db-error.php";';
        $out = (string) shell_exec(implode(' ', array_map('escapeshellarg', ['php', '-r', $code, $this->content])));
        self::assertStringContainsString('<h1>', $out);
    }

    public function test_a_drop_in_of_someone_else_is_never_overwritten_nor_removed(): void
    {
        $foreign = "<?php\n// Query Monitor's db.php\n";
        file_put_contents($this->content . '/db.php', $foreign);

        $dropIns = $this->dropIns();
        $dropIns->install();
        self::assertSame($foreign, file_get_contents($this->content . '/db.php'));
        self::assertFalse($dropIns->isOurs($this->content . '/db.php'));
        self::assertTrue($dropIns->isOurs($this->content . '/db-error.php'), 'the other one is still installed');

        $dropIns->remove();
        self::assertSame($foreign, file_get_contents($this->content . '/db.php'));
        self::assertFileDoesNotExist($this->content . '/db-error.php');
    }

    public function test_an_outdated_drop_in_of_the_plugin_is_brought_up_to_date(): void
    {
        $dropIns = $this->dropIns();
        $dropIns->install();
        $current = file_get_contents($this->content . '/db.php');
        file_put_contents($this->content . '/db.php', str_replace('dropins/db.php', 'dropins/old-db.php', $current));

        $dropIns->install();

        self::assertSame($current, file_get_contents($this->content . '/db.php'));
    }

    public function test_the_installer_installs_them_on_the_site(): void
    {
        Installer::install();

        $dropIns = DropIns::forSite();
        self::assertTrue($dropIns->isOurs(WP_CONTENT_DIR . '/db.php'));
        self::assertTrue($dropIns->isOurs(WP_CONTENT_DIR . '/db-error.php'));
    }

    private function dropIns(): DropIns
    {
        return new DropIns($this->content, realpath(self::PLUGIN_DIR) ?: self::PLUGIN_DIR);
    }
}
