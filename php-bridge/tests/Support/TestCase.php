<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

use Whl\Bridge\Infrastructure\Time\SiteClock;
use Whl\Bridge\WordPress\Plugin;
use Whl\Bridge\WordPress\Settings;

/**
 * Base of the bridge's tests: each test starts from a fresh request state with rate limits
 * lifted (the suite makes many calls from one address) and gets the stored settings back after.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase
{
    /**
     * The suite makes many calls, holds many numbers and texts the Sandbox's few customers from one
     * address: limits are lifted unless a test sets them.
     */
    private const LIFTED_LIMITS = [
        'rate_limits' => ['default' => 100000],
        'hold_limits' => ['per_session' => 0, 'per_customer' => 0, 'per_ip' => 0],
        'cod_limits' => ['per_customer' => 0, 'per_ip' => 0],
        'passcode_limits' => ['per_recipient' => 0, 'per_recipient_day' => 0, 'resend_backoff_seconds' => 0, 'abroad_per_hour' => 0],
        'upload_quota' => ['per_ip_files' => 0, 'per_ip_mb' => 0],
    ];

    /** The Sandbox's last order before the test: the test's own orders are closed after it. */
    private int $lastOrderBefore = 0;

    /** @var mixed */
    private $savedSettings;

    /** @var list<string> carts (holders) whose holds are released after the test */
    protected array $holders = [];

    /** @var list<Browser> */
    private array $browsers = [];

    protected function setUp(): void
    {
        parent::setUp();
        $this->savedSettings = get_option(Settings::OPTION, null);
        $this->settings([]);
        $this->lastOrderBefore = Fixtures::lastOrderId();
        $_COOKIE = [];
        $_GET = [];
        Plugin::resetRequestState();
    }

    protected function tearDown(): void
    {
        delete_option(SiteClock::OFFSET_OPTION); // the site's clock back to the real time
        Fixtures::closeOrdersAfter($this->lastOrderBefore); // open orders count as the customer's lines (SandboxCommerce)
        Fixtures::releaseHolds(array_merge($this->holders, array_map(static fn (Browser $b): string => $b->quoteId, $this->browsers)));
        if ($this->savedSettings === null) {
            delete_option(Settings::OPTION);
        } else {
            update_option(Settings::OPTION, $this->savedSettings);
        }
        $_COOKIE = [];
        $_GET = [];
        Plugin::resetRequestState();
        parent::tearDown();
    }

    /** Merges settings over the saved ones (the web server sees them on its next request). */
    protected function settings(array $overrides): void
    {
        $base = is_array($this->savedSettings) ? $this->savedSettings : [];
        update_option(Settings::OPTION, array_replace_recursive($base, self::LIFTED_LIMITS, $overrides));
        Plugin::resetRequestState();
    }

    /**
     * Moves the test site's clock (the bridge's time, for the web server and this process) forward
     * by $seconds, as if they had passed: holds, sessions and captcha tokens run out without
     * waiting. Only a test host honours it (Infrastructure\Time\SiteClock); put back after the test.
     */
    protected function shiftServerClock(int $seconds): void
    {
        if (!SiteClock::shiftAllowed()) {
            self::fail('the test host must define WHL_TEST_CLOCK (demo-host/lib/host.mjs, startHost({ test: true }))');
        }
        update_option(SiteClock::OFFSET_OPTION, (int) get_option(SiteClock::OFFSET_OPTION, 0) + $seconds);
        Plugin::resetRequestState();
    }

    /** A new shopper; from another loopback address (e.g. 127.0.0.2) to be another client. */
    protected function browser(string $fromAddress = ''): Browser
    {
        return $this->browsers[] = Browser::open($fromAddress);
    }
}
