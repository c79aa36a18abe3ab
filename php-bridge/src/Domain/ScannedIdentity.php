<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * What a successful scan read from the document (000 §4.6), as the provider signed it in the result
 * token; `verificationId` is the token's jti, the verification session id ({idv}_session_id, 000 §7.4).
 * Dates are dd/mm/yyyy as in personal_details (000 §3.8).
 */
final class ScannedIdentity
{
    public function __construct(
        public readonly string $verificationId,
        public readonly string $firstName,
        public readonly string $middleName,
        public readonly string $lastName,
        public readonly string $idType,
        public readonly string $idNumber,
        public readonly string $nationality,
        public readonly string $dob,
        public readonly string $expiry,
        public readonly string $documentType,
    ) {
    }

    /** @param array<string, mixed> $claims a verified result token's claims */
    public static function fromClaims(array $claims): self
    {
        $s = static fn (string $key): string => is_scalar($claims[$key] ?? null) ? (string) $claims[$key] : '';
        return new self(
            $s('jti'),
            $s('given_name'),
            $s('middle_name'),
            $s('family_name'),
            $s('id_type'),
            $s('id_number'),
            $s('nationality'),
            $s('birthdate'),
            $s('id_expiry'),
            $s('document_type'),
        );
    }

    /** @return array<string, string> the result token's identity claims */
    public function claims(): array
    {
        return [
            'given_name' => $this->firstName,
            'middle_name' => $this->middleName,
            'family_name' => $this->lastName,
            'id_type' => $this->idType,
            'id_number' => $this->idNumber,
            'nationality' => $this->nationality,
            'birthdate' => $this->dob,
            'id_expiry' => $this->expiry,
            'document_type' => $this->documentType,
        ];
    }

    /** @return array<string, string> the identity as personal_details keys (000 §3.8): what the step may prefill and the submit compares */
    public function toPersonalDetails(): array
    {
        return [
            'user_first_name' => $this->firstName,
            'middle_name' => $this->middleName,
            'user_last_name' => $this->lastName,
            'customer_id_type' => $this->idType,
            'customer_id' => $this->idNumber,
            'nationality' => $this->nationality,
            'customer_id_dob' => $this->dob,
            'customer_id_expiry_date' => $this->expiry,
        ];
    }
}
