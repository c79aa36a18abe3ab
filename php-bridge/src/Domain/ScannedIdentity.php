<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Validation\Digits;

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

    /**
     * The personal_details fields the shopper gave that differ from the scanned identity recorded in
     * the session (`ekyc_identity`, contract §4.13): for the personal submit after a successful scan
     * (000 §8 documentMissMatch). A field left empty is not compared; names compare without case and
     * extra spaces, numbers and dates with Arabic-keyboard digits read as 0-9, ID numbers without case.
     *
     * @param array<string, mixed> $scanned the recorded identity (toPersonalDetails())
     * @param array<string, string> $submitted the personal_details sent
     * @return list<string> the fields that differ
     */
    public static function mismatches(array $scanned, array $submitted): array
    {
        $names = static fn (string $v): string => mb_strtolower((string) preg_replace('/\s+/u', ' ', trim($v)));
        $codes = static fn (string $v): string => strtoupper(Digits::normalise($v));
        $rules = [
            'user_first_name' => $names, 'middle_name' => $names, 'user_last_name' => $names,
            'customer_id_type' => $codes, 'customer_id' => $codes, 'nationality' => $codes,
            'customer_id_dob' => $codes, 'customer_id_expiry_date' => $codes,
        ];
        $differ = [];
        foreach ($rules as $field => $normal) {
            $given = trim((string) ($submitted[$field] ?? ''));
            $read = is_scalar($scanned[$field] ?? null) ? (string) $scanned[$field] : '';
            if ($given !== '' && $read !== '' && $normal($given) !== $normal($read)) {
                $differ[] = $field;
            }
        }
        return $differ;
    }
}
