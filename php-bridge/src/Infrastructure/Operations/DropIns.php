<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Operations;

defined('ABSPATH') || exit;

/**
 * The plugin's WordPress drop-ins (issue 6 finding 9): wp-content/db.php (database timeouts) and
 * wp-content/db-error.php (the answer during a database outage). WordPress loads them before
 * any plugin, from wp-content only; what is written there is a small loader, marked as the
 * plugin's, of the file in the plugin's dropins/ folder, so the code is updated with the plugin.
 * A drop-in without the mark is someone else's and is never written over or removed.
 */
final class DropIns
{
    /** In the comment of every loader this plugin writes. */
    public const MARK = '@whl-bridge-drop-in';
    private const NAMES = ['db.php', 'db-error.php'];

    public function __construct(private readonly string $contentDir, private readonly string $pluginDir)
    {
    }

    public static function forSite(): self
    {
        return new self(WP_CONTENT_DIR, dirname(__DIR__, 3));
    }

    /** Writes each loader that is missing or outdated; leaves those of others alone. */
    public function install(): void
    {
        foreach (self::NAMES as $name) {
            $target = $this->contentDir . '/' . $name;
            $loader = $this->loader($name);
            if (is_file($target) && (!$this->isOurs($target) || file_get_contents($target) === $loader)) {
                continue;
            }
            // Written beside it and renamed: a request never loads a half-written db.php.
            $temporary = $target . '.' . bin2hex(random_bytes(4)) . '.tmp';
            if (@file_put_contents($temporary, $loader) === false || !@rename($temporary, $target)) {
                @unlink($temporary);
                error_log("WHL Storefront Bridge: could not write the drop-in {$target}");
            }
        }
    }

    /** Removes the plugin's own loaders (on deactivation). */
    public function remove(): void
    {
        foreach (self::NAMES as $name) {
            $target = $this->contentDir . '/' . $name;
            if (is_file($target) && $this->isOurs($target)) {
                @unlink($target);
            }
        }
    }

    public function isOurs(string $file): bool
    {
        return str_contains((string) @file_get_contents($file, false, null, 0, 512), self::MARK);
    }

    private function loader(string $name): string
    {
        $mark = self::MARK;
        $fallback = $name === 'db-error.php'
            ? "} else {\n    http_response_code(503); // the plugin's files are gone: at least not a blank 200\n"
            : '';
        return <<<PHP
            <?php
            /**
             * {$name}: the WHL Storefront Bridge plugin's drop-in. {$mark}
             * Written by the plugin, which updates it and removes it when it is deactivated; the
             * code is in the plugin's dropins/{$name}.
             */
            defined('ABSPATH') || exit;
            \$whl_bridge_drop_in = {$this->pathExpression('dropins/' . $name)};
            if (is_file(\$whl_bridge_drop_in)) {
                require_once \$whl_bridge_drop_in;
            {$fallback}}

            PHP;
    }

    /**
     * PHP for the path of a file of the plugin: relative to WP_CONTENT_DIR when the plugin is in
     * its plugins folder, linked or not (the site may move), else absolute.
     */
    private function pathExpression(string $relative): string
    {
        foreach (glob($this->contentDir . '/plugins/*', GLOB_ONLYDIR) ?: [] as $dir) {
            if (realpath($dir) === realpath($this->pluginDir)) {
                return "WP_CONTENT_DIR . '/plugins/" . basename($dir) . '/' . $relative . "'";
            }
        }
        return var_export($this->pluginDir . '/' . $relative, true);
    }
}
