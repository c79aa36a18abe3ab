<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Esb;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\ExistingCustomer;
use Whl\Bridge\Infrastructure\Upstream\DomainJson;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * The operator's customers by one of their numbers (000 §5.8), on the ESB with TMF629's resource name
 * (Customer Management): `GET /customer?msisdn=` answers the customers holding the line, in the shape of
 * Domain\ExistingCustomer (docs/upstreams.md "Customer directory").
 */
final class EsbCustomerDirectory implements Ports\CustomerDirectory, Probe
{
    public function __construct(private readonly EsbClient $esb)
    {
    }

    public function findByNumber(string $msisdn): ?ExistingCustomer
    {
        $answer = $this->esb->send('customer.find', 'GET', '/customer', ['query' => ['msisdn' => $msisdn]]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $list = $answer->json();
        if (!is_array($list) || !array_is_list($list)) {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        if ($list === []) {
            return null;
        }
        $customer = DomainJson::read(ExistingCustomer::class, $list[0]);
        if ($customer === null || $customer->msisdn !== $msisdn) {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        return $customer;
    }

    /** The customers of a number no line has: an empty list, with the credentials accepted. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->esb->send('probe', 'GET', '/customer', ['query' => ['msisdn' => '00000000']]));
    }
}
