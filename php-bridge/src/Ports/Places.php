<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

/**
 * The places search of the delivery step (contract §4.19, 000 §2.10): what a shopper types finds
 * the places the shop delivers to, each with the ids a cityList row (contract §4.14) is found by.
 * Adapters: the Sandbox's seeded list; a maps or geocoding provider's (issue 13).
 *
 * An adapter answers at most 8 rows, best first, for a query of 2 characters or more (shorter: none),
 * in the asked language, and never throws for a query it cannot match (an empty list).
 */
interface Places
{
    public const MAX_RESULTS = 8;
    public const MIN_QUERY_LENGTH = 2;

    /**
     * @param string $lang en or ar: the language of the labels
     * @param string $country ISO 3166-1 alpha-2
     * @return list<array{label: string, pccode: string, governorateid: string, wilayaid: string, localityid: string,
     *     latitude: float, longitude: float}>
     */
    public function search(string $query, string $lang, string $country = 'OM'): array;
}
