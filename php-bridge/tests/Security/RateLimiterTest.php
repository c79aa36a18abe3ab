<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Security;

use Whl\Bridge\Security\RateLimiter;
use Whl\Bridge\Settings;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** Rate limits per action group, per session and per client IP (ARCHITECTURE §3 pipeline). */
final class RateLimiterTest extends TestCase
{
    public function test_calls_beyond_the_session_limit_are_refused(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['cart' => ['per_session' => 3, 'per_ip' => 100]]]));
        $session = 'sess-' . uniqid();
        $ip = '198.51.100.' . random_int(1, 254) . '-' . uniqid();
        $results = [];
        for ($i = 0; $i < 4; $i++) {
            $results[] = $limiter->hit('cart', $session, $ip);
        }
        self::assertSame([true, true, true, false], $results);
        self::assertTrue($limiter->hit('cart', 'other-' . uniqid(), $ip), 'another session has its own count');
        self::assertTrue($limiter->hit('catalogue', $session, $ip), 'another group has its own count');
    }

    public function test_calls_beyond_the_ip_limit_are_refused_whatever_the_session(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['captcha' => ['per_session' => 100, 'per_ip' => 2]]]));
        $ip = 'ip-' . uniqid();
        self::assertTrue($limiter->hit('captcha', 's1-' . uniqid(), $ip));
        self::assertTrue($limiter->hit('captcha', 's2-' . uniqid(), $ip));
        self::assertFalse($limiter->hit('captcha', 's3-' . uniqid(), $ip));
        self::assertFalse($limiter->hit('captcha', null, $ip), 'calls without a session count by IP');
    }

    public function test_zero_means_unlimited(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['js_error' => ['per_session' => 0, 'per_ip' => 0]]]));
        for ($i = 0; $i < 20; $i++) {
            self::assertTrue($limiter->hit('js_error', 'x', 'y'));
        }
    }

    public function test_once_lets_one_caller_through_per_period(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings([]));
        $key = 'job-' . uniqid();
        self::assertTrue($limiter->once($key, 3600));
        self::assertFalse($limiter->once($key, 3600));
        self::assertFalse((new RateLimiter(Fixtures::db(), new Settings([])))->once($key, 3600), 'shared across requests');
    }
}
