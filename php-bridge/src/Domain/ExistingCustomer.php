<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** 000 §3.12: what the operator knows of an existing customer, by one of their numbers. */
final class ExistingCustomer
{
    public function __construct(
        public readonly string $msisdn,
        /** Prepaid, Postpaid or Fixed Line */
        public readonly string $productType,
        public readonly string $name,
        public readonly string $nationalityId,
        public readonly string $idType,
        /** 'true' or 'false': may skip the ID capture (000 §4.7) */
        public readonly string $eligibility,
        /** the ID on file has not expired */
        public readonly bool $idValid,
        public readonly bool $otherNationality,
        /** a fraud flag: no passcode is sent (000 §8 "failure on get passcode") */
        public readonly bool $blocked = false,
        public readonly bool $securityDeposit = false,
        public readonly string $creditLimitMoney = '',
        /** @var list<string> */
        public readonly array $salaryRange = [],
    ) {
    }

    /** @return array<string, mixed> the 000 §3.12 answer */
    public function toArray(): array
    {
        return [
            'productType' => $this->productType,
            'msisdn' => $this->msisdn,
            'nationalityId' => $this->nationalityId,
            'customerIdType' => $this->idType,
            'customerEligibilityStatus' => $this->eligibility,
            'customerName' => $this->name,
            'idExpiryStatus' => $this->idValid ? 'valid' : 'expired',
            'otherNationalityStatus' => $this->otherNationality ? 'true' : 'false',
            'securityDepositStatus' => $this->securityDeposit ? 'true' : 'false',
            'creditLimitMoney' => $this->creditLimitMoney,
            'salaryRange' => $this->salaryRange,
        ];
    }
}
