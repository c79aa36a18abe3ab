<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Time;

defined('ABSPATH') || exit;

/**
 * The clock of this site: the system's, except on a test host, where tests move the bridge's time
 * forward (a hold, a session or a captcha token runs out without waiting) through the option
 * `whl_test_clock_offset` (seconds). That option is honoured only when both hold:
 * - WordPress calls the site `local` (WP_ENVIRONMENT_TYPE), and
 * - wp-config.php defines WHL_TEST_CLOCK as true (the test host writes it; the demo host does not).
 * Anywhere else, production above all, the option is ignored.
 */
final class SiteClock
{
    public const OFFSET_OPTION = 'whl_test_clock_offset';
    public const CONSTANT = 'WHL_TEST_CLOCK';

    public static function make(): Clock
    {
        return self::shiftAllowed() ? new ShiftedClock(self::offset()) : new SystemClock();
    }

    public static function shiftAllowed(): bool
    {
        return wp_get_environment_type() === 'local' && defined(self::CONSTANT) && constant(self::CONSTANT) === true;
    }

    private static function offset(): int
    {
        $offset = get_option(self::OFFSET_OPTION, 0);
        return is_numeric($offset) ? (int) $offset : 0;
    }
}
