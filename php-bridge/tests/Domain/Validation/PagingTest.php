<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\Paging;

/** 000 §9 number list paging: page_size 1..50, page_index from 1; a non-integer arrives as null. */
final class PagingTest extends TestCase
{
    public function test_page_size_is_between_1_and_50(): void
    {
        self::assertNull(Paging::pageSizeError(1));
        self::assertNull(Paging::pageSizeError(50));
        self::assertSame('page_size_out_of_range', Paging::pageSizeError(0));
        self::assertSame('page_size_out_of_range', Paging::pageSizeError(51));
        self::assertSame('page_size_out_of_range', Paging::pageSizeError(null));
    }

    public function test_page_index_starts_at_1(): void
    {
        self::assertNull(Paging::pageIndexError(1));
        self::assertNull(Paging::pageIndexError(400));
        self::assertSame('page_index_out_of_range', Paging::pageIndexError(0));
        self::assertSame('page_index_out_of_range', Paging::pageIndexError(-1));
        self::assertSame('page_index_out_of_range', Paging::pageIndexError(null));
    }
}
