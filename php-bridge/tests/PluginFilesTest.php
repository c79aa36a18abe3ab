<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Issue 14 (plugin conventions): no PHP file of the plugin does anything when a browser asks for it
 * directly: each stops unless WordPress loaded it (ABSPATH), or, for uninstall.php, unless WordPress
 * is deleting the plugin; the build tool in bin/ runs on the command line only and is not shipped.
 */
final class PluginFilesTest extends TestCase
{
    public function test_every_php_file_stops_when_asked_for_directly(): void
    {
        $root = dirname(__DIR__);
        $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($root, \FilesystemIterator::SKIP_DOTS));
        $checked = 0;
        foreach ($files as $file) {
            $path = substr((string) $file, strlen($root) + 1);
            if (!str_ends_with($path, '.php') || str_starts_with($path, 'tests/') || str_starts_with($path, 'assets/')) {
                continue;
            }
            $code = (string) file_get_contents((string) $file);
            $guard = match (true) {
                $path === 'uninstall.php' => "defined('WP_UNINSTALL_PLUGIN') || exit;",
                str_starts_with($path, 'bin/') => "PHP_SAPI === 'cli' || exit(1);",
                default => "defined('ABSPATH') || exit;",
            };
            // the guard comes before any statement that does something: after the opening, doc comments and declare/namespace/use
            $head = preg_replace('#/\*.*?\*/|//[^\n]*#s', '', substr($code, 0, (int) strpos($code, $guard) ?: 0));
            self::assertStringContainsString($guard, $code, $path);
            self::assertMatchesRegularExpression('/^<\?php\s*(declare\(strict_types=1\);\s*)?(namespace [\w\\\\]+;\s*)?$/', trim((string) $head), $path);
            $checked++;
        }
        self::assertGreaterThan(150, $checked);
    }
}
