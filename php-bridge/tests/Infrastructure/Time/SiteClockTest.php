<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Time;

use Whl\Bridge\Infrastructure\Time\ShiftedClock;
use Whl\Bridge\Infrastructure\Time\SiteClock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressProcess;

/**
 * Issue 7 part 5: tests move the bridge's time instead of waiting, through the option
 * whl_test_clock_offset, which only a test host honours: a `local` site whose wp-config.php
 * defines WHL_TEST_CLOCK. Production, and every other site, ignores it.
 */
final class SiteClockTest extends TestCase
{
    private const OFFSET = 3600;

    private const REPORT = <<<'PHP'
        $clock = \Whl\Bridge\WordPress\Plugin::instance()->clock();
        echo json_encode(['class' => get_class($clock), 'shift' => $clock->now() - time()]);
        PHP;

    protected function setUp(): void
    {
        parent::setUp();
        update_option(SiteClock::OFFSET_OPTION, self::OFFSET);
    }

    protected function tearDown(): void
    {
        delete_option(SiteClock::OFFSET_OPTION);
        parent::tearDown();
    }

    public function test_a_local_site_with_whl_test_clock_runs_the_bridge_on_the_shifted_clock(): void
    {
        $out = WordPressProcess::run('local', self::REPORT, ['WHL_TEST_CLOCK' => true]);

        self::assertSame(ShiftedClock::class, $out['class']);
        self::assertEqualsWithDelta(self::OFFSET, $out['shift'], 1);
    }

    public function test_production_ignores_the_offset_even_with_whl_test_clock(): void
    {
        $out = WordPressProcess::run('production', self::REPORT, ['WHL_TEST_CLOCK' => true]);

        self::assertSame(['class' => SystemClock::class, 'shift' => 0], $out);
    }

    public function test_development_and_staging_sites_ignore_the_offset(): void
    {
        foreach (['development', 'staging'] as $environment) {
            $out = WordPressProcess::run($environment, self::REPORT, ['WHL_TEST_CLOCK' => true]);
            self::assertSame(['class' => SystemClock::class, 'shift' => 0], $out, $environment);
        }
    }

    public function test_a_local_site_without_whl_test_clock_ignores_the_offset(): void
    {
        // the demo host (npm start) is local too; its wp-config defines no WHL_TEST_CLOCK
        $out = WordPressProcess::run('local', self::REPORT, ['WHL_TEST_CLOCK' => false]);

        self::assertSame(['class' => SystemClock::class, 'shift' => 0], $out);
    }
}
