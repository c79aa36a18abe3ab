<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * Where a plan roams (000 §2.5 the roaming-countries panel) and where it is priced as at home (the
 * roam-like-home panel): country names in each shop language, in the operator's order.
 */
final class Roaming
{
    /**
     * @param list<array{en: string, ar: string}> $countries
     * @param list<array{en: string, ar: string}> $likeHome
     */
    public function __construct(
        public readonly array $countries,
        public readonly array $likeHome,
    ) {
    }

    public static function none(): self
    {
        return new self([], []);
    }

    /** @return list<string> */
    public function countries(string $lang): array
    {
        return self::names($this->countries, $lang);
    }

    /** @return list<string> */
    public function likeHome(string $lang): array
    {
        return self::names($this->likeHome, $lang);
    }

    /**
     * @param list<array{en: string, ar: string}> $countries
     * @return list<string>
     */
    private static function names(array $countries, string $lang): array
    {
        return array_map(static fn (array $country): string => $lang === 'ar' ? $country['ar'] : $country['en'], $countries);
    }
}
