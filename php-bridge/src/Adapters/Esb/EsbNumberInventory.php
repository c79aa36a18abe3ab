<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Esb;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\NumberPage;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Domain\Reservation;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;
use Whl\Bridge\Ports;

/**
 * The operator's number inventory on its ESB, HTTP and JSON with resource names after TMF685
 * (Resource Pool Management): availabilityCheck to list free numbers, a reservation per number
 * held by one related party (the bridge's holder reference) until its validFor end. The exact
 * requests and answers are docs/upstreams.md "Number inventory". The ESB keeps the holds and their
 * expiry; the bridge keeps nothing of its own.
 */
final class EsbNumberInventory implements Ports\NumberInventory, Probe
{
    public function __construct(
        private readonly EsbClient $esb,
        private readonly Clock $clock,
    ) {
    }

    public function search(NumberQuery $query): NumberPage
    {
        $levels = $query->levelsToList();
        $answer = $this->esb->send('availabilityCheck', 'POST', '/availabilityCheck', [
            'json' => ['resourceCapacityDemand' => [
                'resourceSpecification' => ['id' => 'MSISDN'],
                'serviceType' => $query->serviceType,
                'pattern' => $query->pattern,
                'vanityLevel' => $levels,
                'offset' => $query->offset(),
                'limit' => $query->pageSize,
            ]],
            'idempotent' => true, // a read: a POST only because the demand is a document
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $capacities = $answer->object()['availableResourceCapacity'] ?? null;
        if (!is_array($capacities)) {
            throw $this->malformed($answer);
        }
        $numbers = array_fill_keys($levels, []);
        $hasMore = array_fill_keys($levels, false);
        foreach ($capacities as $capacity) {
            $level = is_array($capacity) ? ($capacity['vanityLevel'] ?? null) : null;
            if (!is_string($level) || !array_key_exists($level, $numbers) || !is_array($capacity['resource'] ?? null)) {
                throw $this->malformed($answer);
            }
            foreach (array_slice($capacity['resource'], 0, $query->pageSize) as $resource) {
                $number = $this->number($resource, $answer);
                if ($number->isFor($query->serviceType)) {
                    $numbers[$level][] = $number;
                }
            }
            $hasMore[$level] = ($capacity['hasMore'] ?? false) === true;
        }
        return new NumberPage($numbers, $hasMore);
    }

    public function find(string $msisdn): ?PhoneNumber
    {
        $answer = $this->esb->send('resource.get', 'GET', HttpClient::path('/resource/%s', $msisdn));
        if ($answer->status === 404) {
            return null;
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        return $this->number($answer->object(), $answer);
    }

    public function reserve(string $msisdn, string $holderRef, int $ttlSeconds): ?Reservation
    {
        $answer = $this->esb->send('reservation.put', 'PUT', HttpClient::path('/reservation/%s', $msisdn), [
            'json' => [
                'relatedParty' => ['id' => $holderRef, 'role' => 'cart'],
                'validFor' => ['endDateTime' => gmdate('Y-m-d\TH:i:s\Z', $this->clock->now() + max(1, $ttlSeconds))],
            ],
            'idempotent' => true, // the same holder's PUT renews its own hold
        ]);
        if ($answer->status === 409 || $answer->status === 404) {
            return null; // held by another party, sold, or not a number of the pool
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $reservation = $this->reservation($answer->object(), $answer);
        if ($reservation->msisdn !== $msisdn || $reservation->holderRef !== $holderRef) {
            throw $this->malformed($answer);
        }
        return $reservation;
    }

    public function release(string $msisdn, string $holderRef): bool
    {
        $answer = $this->esb->send('reservation.delete', 'DELETE', HttpClient::path('/reservation/%s', $msisdn), [
            'query' => ['relatedParty.id' => $holderRef],
            'idempotent' => true,
        ]);
        if ($answer->status === 404 || $answer->status === 409) {
            return false; // no hold of this holder (already released, expired, or another's)
        }
        if ($answer->status !== 204 && !$answer->ok()) {
            throw $answer->unexpected();
        }
        return true;
    }

    public function sell(string $msisdn, string $holderRef): bool
    {
        $answer = $this->esb->send('reservation.patch', 'PATCH', HttpClient::path('/reservation/%s', $msisdn), [
            'json' => ['reservationState' => 'sold', 'relatedParty' => ['id' => $holderRef, 'role' => 'cart']],
            'idempotent' => true, // selling what the holder already bought answers 200 again
        ]);
        if ($answer->status === 404 || $answer->status === 409) {
            return false;
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        return true;
    }

    public function holdOf(string $holderRef): ?Reservation
    {
        $answer = $this->esb->send('reservation.list', 'GET', '/reservation', [
            'query' => ['relatedParty.id' => $holderRef, 'reservationState' => 'reserved'],
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $list = $answer->json();
        if (!is_array($list) || !array_is_list($list)) {
            throw $this->malformed($answer);
        }
        $now = $this->clock->now();
        foreach ($list as $item) {
            $reservation = $this->reservation(is_array($item) ? $item : [], $answer);
            if ($reservation->holderRef === $holderRef && $reservation->heldUntil > $now) {
                return $reservation;
            }
        }
        return null;
    }

    private function number(mixed $resource, UpstreamResponse $answer): PhoneNumber
    {
        $msisdn = is_array($resource) ? ($resource['value'] ?? null) : null;
        $level = is_array($resource) ? ($resource['vanityLevel'] ?? null) : null;
        $price = is_array($resource) ? ($resource['price']['value'] ?? null) : null;
        $service = is_array($resource) ? ($resource['serviceType'] ?? 'both') : null;
        if (
            !is_string($msisdn) || preg_match('/^\d{8}$/', $msisdn) !== 1
            || !in_array($level, PhoneNumber::LEVELS, true)
            || !is_string($price) || preg_match('/^\d+(\.\d{1,3})?$/', $price) !== 1
            || !in_array($service, ['prepaid', 'postpaid', 'both'], true)
        ) {
            throw $this->malformed($answer);
        }
        return new PhoneNumber($msisdn, $level, Money::parse($price), $service);
    }

    /** @param array<string, mixed> $item */
    private function reservation(array $item, UpstreamResponse $answer): Reservation
    {
        $msisdn = $item['resource']['value'] ?? null;
        $holder = $item['relatedParty']['id'] ?? null;
        $until = is_string($item['validFor']['endDateTime'] ?? null) ? strtotime($item['validFor']['endDateTime']) : false;
        $level = $item['resource']['vanityLevel'] ?? 'FREE';
        if (!is_string($msisdn) || !is_string($holder) || $until === false || !in_array($level, PhoneNumber::LEVELS, true)) {
            throw $this->malformed($answer);
        }
        return new Reservation($msisdn, $holder, $until, $level);
    }

    private function malformed(UpstreamResponse $answer): UpstreamFailure
    {
        return new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
    }

    /** A read of a number no pool holds: 404 (or 200) with the credentials accepted. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->esb->send('probe', 'GET', '/resource/00000000'));
    }
}
