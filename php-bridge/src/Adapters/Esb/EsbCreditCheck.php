<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Esb;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\SecurityDeposit;
use Whl\Bridge\Infrastructure\Upstream\DomainJson;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * The credit check before a postpaid line (000 §4.8), on the ESB (docs/upstreams.md "Credit check"):
 * `POST /creditCheck` with the order's service type and the customer's ID or number answers whether
 * a security deposit is due and, when it is, the deposit in Domain\SecurityDeposit's shape.
 */
final class EsbCreditCheck implements Ports\CreditCheck, Probe
{
    public function __construct(private readonly EsbClient $esb)
    {
    }

    public function depositFor(string $serviceType, string $idType, string $idNumber, string $existingNumber): ?SecurityDeposit
    {
        $answer = $this->esb->send('credit-check', 'POST', '/creditCheck', [
            'json' => ['serviceType' => $serviceType, 'idType' => $idType, 'idNumber' => $idNumber, 'msisdn' => $existingNumber],
            'idempotent' => true, // a check: it changes nothing
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $result = $answer->object();
        if (($result['depositRequired'] ?? null) === false) {
            return null;
        }
        $deposit = ($result['depositRequired'] ?? null) === true ? DomainJson::read(SecurityDeposit::class, $result['deposit'] ?? null) : null;
        if ($deposit === null || preg_match('/^\d+\.\d{3}$/', $deposit->creditLimitMoney) !== 1) {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        return $deposit;
    }

    /** A prepaid check: no deposit is ever due for it. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->esb->send('probe', 'POST', '/creditCheck', [
            'json' => ['serviceType' => 'prepaid', 'idType' => '', 'idNumber' => '', 'msisdn' => ''],
        ]));
    }
}
