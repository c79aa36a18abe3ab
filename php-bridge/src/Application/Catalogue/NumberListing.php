<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Catalogue;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Domain\Validation\NumberSearchPattern;
use Whl\Bridge\Domain\Validation\Paging;
use Whl\Bridge\Ports\NumberInventory;
use Whl\Bridge\WordPress\Settings;

/**
 * Number lists (contract §4.3, §7.2): page_size numbers per vanity level; `free` holds the FREE
 * level, `paid` SILVER, GOLD and PLATINUM. Numbers held by any cart are not listed.
 */
final class NumberListing
{
    /** The fields of a number list request. */
    public const FIELDS = ['msisdn_pattern', 'vanity_level', 'page_size', 'page_index'];

    public function __construct(
        private readonly NumberInventory $inventory,
        private readonly Settings $settings,
    ) {
    }

    /**
     * Checks the list fields as sent (msisdn_pattern, vanity_level, page_size, page_index); problems
     * go into $validator.
     *
     * @param array{msisdn_pattern: string, vanity_level: string, page_size: string, page_index: string} $sent
     * @param bool $patternRequired wp_search_numbers re-checks the typed pattern (000 §5.1);
     *                              the list route defaults to '*'
     */
    public function query(array $sent, string $serviceType, Validator $validator, bool $patternRequired): NumberQuery
    {
        $pattern = NumberSearchPattern::normalise($sent['msisdn_pattern'], $patternRequired);
        $validator->check('msisdn_pattern', NumberSearchPattern::error($pattern));

        $level = strtoupper(trim($sent['vanity_level']));
        $validator->check('vanity_level', Choice::vanityLevelError($level));

        $size = Paging::value($sent['page_size'], $this->settings->numbersPageSize());
        $index = Paging::value($sent['page_index'], 1);
        $validator->check('page_size', Paging::pageSizeError($size));
        $validator->check('page_index', Paging::pageIndexError($index));

        return new NumberQuery($serviceType, $pattern, $level === '' ? [] : [$level], (int) $size, (int) $index);
    }

    /**
     * The page in the contract's groups, and per group whether the next page_index has numbers
     * (contract §7.2: `paid` has more when any of its levels has).
     *
     * @return array{numbers: array{free: list<array<string, string>>, paid: list<array<string, string>>}, has_more: array{free: bool, paid: bool}}
     */
    public function page(NumberQuery $query): array
    {
        $page = $this->inventory->search($query);
        $groups = ['free' => [], 'paid' => []];
        $hasMore = ['free' => false, 'paid' => false];
        foreach ($page->numbers as $level => $numbers) {
            $group = $level === 'FREE' ? 'free' : 'paid';
            foreach ($numbers as $number) {
                $groups[$group][] = $number->toArray();
            }
            $hasMore[$group] = $hasMore[$group] || $page->hasMore($level);
        }
        return ['numbers' => $groups, 'has_more' => $hasMore];
    }
}
