<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Esb;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * The delivery step's places search (contract §4.19) on the operator's address service, with TMF673's
 * resource name (Geographic Address Management): `GET /geographicAddress?q=&lang=&country=&limit=`
 * answers places with the operator's own ids of governorate, wilayat and locality, which the delivery
 * form needs (docs/upstreams.md "Places").
 */
final class EsbPlaces implements Ports\Places, Probe
{
    private const TEXT_FIELDS = ['label', 'pccode', 'governorateid', 'wilayaid', 'localityid'];

    public function __construct(private readonly EsbClient $esb)
    {
    }

    public function search(string $query, string $lang, string $country = 'OM'): array
    {
        $query = trim($query);
        if (mb_strlen($query) < self::MIN_QUERY_LENGTH) {
            return [];
        }
        $answer = $this->esb->send('geographic-address.search', 'GET', '/geographicAddress', [
            'query' => ['q' => $query, 'lang' => $lang === 'ar' ? 'ar' : 'en', 'country' => $country, 'limit' => self::MAX_RESULTS],
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $list = $answer->json();
        if (!is_array($list) || !array_is_list($list)) {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        $places = [];
        foreach (array_slice($list, 0, self::MAX_RESULTS) as $place) {
            $ok = is_array($place) && is_numeric($place['latitude'] ?? null) && is_numeric($place['longitude'] ?? null);
            foreach (self::TEXT_FIELDS as $field) {
                $ok = $ok && is_string($place[$field] ?? null);
            }
            if (!$ok) {
                throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
            }
            $places[] = array_intersect_key($place, array_flip(self::TEXT_FIELDS))
                + ['latitude' => (float) $place['latitude'], 'longitude' => (float) $place['longitude']];
        }
        return $places;
    }

    public function probe(): string
    {
        return ProbeAnswer::read($this->esb->send('probe', 'GET', '/geographicAddress', ['query' => ['q' => 'Muscat', 'limit' => 1]]));
    }
}
