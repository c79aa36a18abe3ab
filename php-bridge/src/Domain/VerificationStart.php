<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** An opened identity verification (contract §4.13): what the page needs to run the scan. */
final class VerificationStart
{
    /**
     * @param string $token the {idv}Token the browser calls the provider with
     * @param int $expiresIn seconds the token lives without a call
     * @param array{name: string, document_url: string, face_url: string} $provider where the browser sends the images
     * @param string $documentType national_id, gcc_id or passport (000 §5.4)
     * @param int $documentSides 2 with a back (ID cards), 1 without (passports)
     * @param list<string> $testDocuments the Sandbox's test documents (contract §4.13); [] for a real provider
     */
    public function __construct(
        public readonly string $token,
        public readonly int $expiresIn,
        public readonly array $provider,
        public readonly string $documentType,
        public readonly int $documentSides,
        public readonly int $minimumAge,
        public readonly int $faceAttempts,
        public readonly int $maxFileBytes,
        public readonly array $testDocuments = [],
    ) {
    }

    /** @return array<string, mixed> the start answer's fields (contract §4.13) */
    public function toArray(): array
    {
        return [
            'ekyc_required' => true,
            'whlidvToken' => $this->token,
            'expires_in' => $this->expiresIn,
            'provider' => $this->provider,
            'document_type' => $this->documentType,
            'document_sides' => $this->documentSides,
            'minimum_age' => $this->minimumAge,
            'face_attempts' => $this->faceAttempts,
            'max_file_bytes' => $this->maxFileBytes,
            'test_documents' => $this->testDocuments,
        ];
    }
}
