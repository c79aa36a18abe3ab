<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A validated number search: pattern '*' (all) or 3–8 digits matched anywhere in the number,
 * page_size numbers per vanity level, page_index from 1 (contract §4.3).
 */
final class NumberQuery
{
    /** @param list<string> $levels vanity levels to list; all when empty */
    public function __construct(
        public readonly string $serviceType,
        public readonly string $pattern = '*',
        public readonly array $levels = [],
        public readonly int $pageSize = 3,
        public readonly int $pageIndex = 1,
    ) {
    }

    /** How many numbers of each level come before this page. */
    public function offset(): int
    {
        return ($this->pageIndex - 1) * $this->pageSize;
    }

    /** @return list<string> */
    public function levelsToList(): array
    {
        return $this->levels === [] ? PhoneNumber::LEVELS : $this->levels;
    }
}
