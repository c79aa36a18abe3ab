<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Ports;

/**
 * The Sandbox's places search (contract §4.19): the seeded cities (SeedLocalities), matched by the
 * city's, its areas', wilayat's or governorate's name in either language, case-insensitively;
 * cities whose own name starts with the query come first. Oman only.
 */
final class SandboxPlaces implements Ports\Places
{
    public function search(string $query, string $lang, string $country = 'OM'): array
    {
        $needle = mb_strtolower(trim($query));
        if (mb_strlen($needle) < self::MIN_QUERY_LENGTH || strtoupper($country) !== 'OM') {
            return [];
        }
        $ar = $lang === 'ar';
        $found = [];
        foreach (SeedLocalities::CITIES as $c) {
            $city = [mb_strtolower($c[8]), mb_strtolower($c[9])];
            $names = [...$city, mb_strtolower($c[2]), $c[3], mb_strtolower($c[5]), $c[6], ...explode(',', mb_strtolower($c[10])), ...explode(',', $c[11])];
            $hits = array_filter($names, static fn (string $name): bool => $name !== '' && str_contains($name, $needle));
            if ($hits === []) {
                continue;
            }
            $starts = str_starts_with($city[0], $needle) || str_starts_with($city[1], $needle);
            [$lat, $lng] = SeedLocalities::COORDINATES[$c[0]] ?? [0.0, 0.0];
            $found[] = [$starts ? 0 : 1, [
                'label' => $ar ? "{$c[9]}، {$c[6]}، {$c[3]}" : "{$c[8]}, {$c[5]}, {$c[2]}",
                'pccode' => $c[0],
                'governorateid' => $c[1],
                'wilayaid' => $c[4],
                'localityid' => $c[7],
                'latitude' => (float) $lat,
                'longitude' => (float) $lng,
            ]];
        }
        usort($found, static fn (array $a, array $b): int => $a[0] <=> $b[0]); // stable: seed order within a rank
        return array_slice(array_column($found, 1), 0, self::MAX_RESULTS);
    }
}
