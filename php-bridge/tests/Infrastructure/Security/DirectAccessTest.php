<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 10: a file of the plugin requested directly over HTTP does nothing. Each one
 * stops unless WordPress loaded it (`defined('ABSPATH') || exit;`, right after its namespace),
 * so none answers 500 with a fatal error or prints anything; nor do the drop-ins it installs.
 */
final class DirectAccessTest extends TestCase
{
    private const PLUGIN_DIR = __DIR__ . '/../../..';

    public function test_every_php_file_of_the_plugin_stops_unless_wordpress_loaded_it(): void
    {
        $files = self::pluginFiles();
        self::assertGreaterThan(50, count($files));

        foreach ($files as $file) {
            self::assertMatchesRegularExpression(
                "/^declare\\(strict_types=1\\);\\s*(?:namespace [^;]+;\\s*)?defined\\('ABSPATH'\\) \\|\\| exit;$/m",
                (string) file_get_contents(self::PLUGIN_DIR . '/' . $file),
                $file,
            );
        }
    }

    public function test_requested_directly_no_file_answers_500_or_prints_anything(): void
    {
        foreach (self::pluginFiles() as $file) {
            $answer = Http::get(Browser::baseUrl() . '/wp-content/plugins/whl-bridge/' . $file);

            self::assertNotSame(500, $answer['status'], $file);
            self::assertSame('', $answer['body'], $file);
        }
        foreach (['db.php', 'db-error.php'] as $dropIn) { // the loaders the plugin writes into wp-content
            $answer = Http::get(Browser::baseUrl() . '/wp-content/' . $dropIn);
            self::assertSame([200, ''], [$answer['status'], $answer['body']], $dropIn);
        }
    }

    /** Issue 31 finding 9: the demo host's plugin folder serves what the package ships, not the tests, tools or README. */
    public function test_the_host_serves_no_file_the_package_leaves_out(): void
    {
        $plugin = Browser::baseUrl() . '/wp-content/plugins/whl-bridge/';
        foreach (['README.md', 'tests/bootstrap.php', 'tests/Support/Fixtures.php', 'phpunit.xml.dist', 'phpcs.xml.dist', 'bin/make-mo.php'] as $file) {
            self::assertFileExists(self::PLUGIN_DIR . '/' . $file);
            foreach ([$file, 'assets/build/%2e%2e/%2e%2e/' . $file] as $path) { // dot segments a client did not resolve
                $answer = Http::get($plugin . $path);
                self::assertSame([404, ''], [$answer['status'], $answer['body']], $path);
            }
        }
        self::assertSame(200, Http::get($plugin . 'assets/build/preact/manifest.json')['status'], 'the widgets\' build is served');
    }

    /** @return list<string> paths under the plugin folder: the entry file, src/ and dropins/ */
    private static function pluginFiles(): array
    {
        $files = ['whl-bridge.php'];
        foreach (['src', 'dropins'] as $dir) {
            $tree = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(self::PLUGIN_DIR . '/' . $dir, \FilesystemIterator::SKIP_DOTS));
            foreach ($tree as $entry) {
                if ($entry->getExtension() === 'php') {
                    $files[] = $dir . substr($entry->getPathname(), strlen(self::PLUGIN_DIR . '/' . $dir));
                }
            }
        }
        sort($files);
        return $files;
    }
}
