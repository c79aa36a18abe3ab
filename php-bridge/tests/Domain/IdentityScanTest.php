<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use Whl\Bridge\Domain\IdentityScan;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §5.3 (the scan's minimum ages), §5.4 (scan document type). */
final class IdentityScanTest extends TestCase
{
    public function test_minimum_age_is_16_for_prepaid_and_18_otherwise(): void
    {
        self::assertSame([16, 18, 18], [IdentityScan::minimumAge('prepaid'), IdentityScan::minimumAge('postpaid'), IdentityScan::minimumAge('migration')]);
    }

    public function test_scan_document_type(): void
    {
        $cases = [
            ['postpaid', '14', 'GB', 'national_id'],
            ['prepaid', '1', 'OM', 'national_id'],
            ['prepaid', '6', 'IN', 'national_id'],
            ['prepaid', '7', 'SA', 'gcc_id'],
            ['prepaid', '7', 'IN', 'passport'],
            ['prepaid', '13', 'KW', 'passport'],
            ['prepaid', '', '', 'passport'],
        ];
        foreach ($cases as [$order, $idType, $nationality, $expected]) {
            self::assertSame($expected, IdentityScan::documentType($order, $idType, $nationality), "{$order} {$idType} {$nationality}");
        }
        self::assertSame([1, 2], [IdentityScan::sides('passport'), IdentityScan::sides('gcc_id')]);
    }

    public function test_age_in_whole_years(): void
    {
        self::assertSame(15, IdentityScan::age('2010-06-01', '2026-05-31'));
        self::assertSame(16, IdentityScan::age('2010-06-01', '2026-06-01'));
        self::assertSame(17, IdentityScan::age('2008-02-29', '2026-02-28'));
        self::assertSame(18, IdentityScan::age('2008-02-29', '2026-03-01'));
    }
}
