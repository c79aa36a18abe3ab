<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Operations;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Rest\CrossOrigin;
use Whl\Bridge\WordPress\Frontend\SecurityHeaders;

/**
 * The hooks of issue 6 findings 8–10: security headers of the pages, the bridge's REST routes for
 * its own origin only, and the drop-ins removed with the plugin (the installer writes them).
 */
final class Hardening
{
    public static function register(string $pluginFile): void
    {
        SecurityHeaders::register();
        CrossOrigin::register();
        // Deactivation comes before uninstalling, so this also covers deleting the plugin.
        register_deactivation_hook($pluginFile, static fn () => DropIns::forSite()->remove());
    }
}
