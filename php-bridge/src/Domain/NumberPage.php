<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * One page of a number search (contract §4.3, §7.2): the numbers per vanity level and, per level,
 * whether the next page_index has numbers too.
 */
final class NumberPage
{
    /**
     * @param array<string, list<PhoneNumber>> $numbers vanity level => numbers of this page
     * @param array<string, bool>              $hasMore vanity level => the next page has numbers
     */
    public function __construct(
        public readonly array $numbers,
        public readonly array $hasMore = [],
    ) {
    }

    public function hasMore(string $level): bool
    {
        return $this->hasMore[$level] ?? false;
    }
}
