<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §4.8, §3.13: the deposit the operator asks before a postpaid line: the credit limit it would
 * grant, and the salary ranges that may raise it instead (none: income proof is not an option).
 */
final class SecurityDeposit
{
    /**
     * The personal_details key of the submit token ({idv}_submit_token, 000 §3.8), {idv} being the
     * bridge's own name for the identity-verification provider (Ports\IdentityVerification::IDV,
     * contract §4.13); the session keeps the issued token under the same key, which spares the scan (000 §4.6).
     */
    public const TOKEN_FIELD = \Whl\Bridge\Ports\IdentityVerification::IDV . '_submit_token';

    /** 000 §2.9: pay upfront, or upload income proof ('provide income proof later' is hidden). */
    public const TYPES = ['deposit', 'income_proof'];

    /** @param list<string> $salaryRange */
    public function __construct(
        /** OMR, 3 decimals */
        public readonly string $creditLimitMoney,
        public readonly array $salaryRange = [],
    ) {
    }

    /** Whether income proof may stand for the deposit (000 §4.8: only when salary ranges are given). */
    public function allowsIncomeProof(): bool
    {
        return $this->salaryRange !== [];
    }
}
