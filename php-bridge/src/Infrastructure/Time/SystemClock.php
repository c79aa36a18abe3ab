<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Time;

defined('ABSPATH') || exit;

final class SystemClock implements Clock
{
    public function now(): int
    {
        return time();
    }
}
