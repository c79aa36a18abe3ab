<?php

declare(strict_types=1);

namespace Whl\Bridge\Time;

defined('ABSPATH') || exit;

/**
 * Where the bridge reads the time (Unix seconds): the system's in production, one a test moves
 * instead of waiting (tests/Support/MovableClock.php).
 */
interface Clock
{
    public function now(): int;
}
