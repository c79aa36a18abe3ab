<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Time;

defined('ABSPATH') || exit;

/**
 * Where the bridge reads the time (Unix seconds): rate windows, session, hold and captcha expiry.
 * The system's in production (SystemClock); on the test host one shifted by a setting
 * (ShiftedClock, see SiteClock), so tests move time instead of waiting; in PHPUnit one a test sets
 * and moves (tests/Support/MovableClock.php). Expiry in SQL compares with this clock's time, passed
 * as a parameter, never with the database's NOW().
 */
interface Clock
{
    public function now(): int;
}
