<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

use Whl\Bridge\Infrastructure\Time\Clock;

/** A clock a test sets and moves: time passes in no time (issue 7). */
final class MovableClock implements Clock
{
    public function __construct(private int $now)
    {
    }

    public function now(): int
    {
        return $this->now;
    }

    public function advance(int $seconds): void
    {
        $this->now += $seconds;
    }
}
