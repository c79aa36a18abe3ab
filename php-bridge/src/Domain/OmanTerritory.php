<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §7.4, §8: an eSIM is offered to a shopper whose device says they are in Oman. Two coarse
 * polygons (latitude, longitude in degrees, WGS 84) drawn by hand from the borders, with the coast
 * taken a few kilometres out to sea: the mainland with Masirah island, and the Musandam peninsula.
 * Good to about 10 km at the land borders (a shopper on either side of Al Buraimi / Al Ain, Hatta
 * or Dibba may be judged wrongly) and without the Madha enclave; a production site that needs the
 * exact border can swap this for the operator's geofence service.
 */
final class OmanTerritory
{
    /** @var list<list<array{float, float}>> */
    private const POLYGONS = [
        // the mainland, clockwise from the UAE border on the Gulf of Oman coast north of Shinas
        [
            [24.98, 56.37], [24.90, 56.60], [24.00, 57.60], [23.75, 58.30], [23.70, 58.80], [23.30, 59.10],
            [22.80, 59.60], [22.60, 59.95], [21.80, 59.80], [20.80, 59.10], [20.10, 58.90], [19.60, 57.90],
            [18.90, 57.90], [18.00, 56.70], [17.30, 55.40], [16.85, 54.70], [16.85, 54.00], [16.60, 53.40],
            // the Yemen border from the coast at Ras Darbat Ali, then Saudi Arabia's, then the UAE's
            [16.60, 53.05], [17.20, 52.75], [19.00, 52.00], [22.70, 55.20], [23.50, 55.45], [24.20, 55.82],
            [24.60, 55.95], [24.80, 56.20],
        ],
        // Musandam, north of the UAE's Ras Al Khaimah and Dibba
        [[26.45, 56.00], [26.45, 56.60], [25.60, 56.45], [25.60, 56.20], [25.95, 56.10]],
    ];

    public static function contains(float $lat, float $lng): bool
    {
        foreach (self::POLYGONS as $polygon) {
            if (self::inside($polygon, $lat, $lng)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Ray casting along the latitude: an odd number of edges crossed east of the point is inside.
     *
     * @param list<array{float, float}> $polygon
     */
    private static function inside(array $polygon, float $lat, float $lng): bool
    {
        $in = false;
        $count = count($polygon);
        for ($i = 0, $j = $count - 1; $i < $count; $j = $i++) {
            [$latI, $lngI] = $polygon[$i];
            [$latJ, $lngJ] = $polygon[$j];
            if (($latI > $lat) !== ($latJ > $lat) && $lng < ($lngJ - $lngI) * ($lat - $latI) / ($latJ - $latI) + $lngI) {
                $in = !$in;
            }
        }
        return $in;
    }
}
