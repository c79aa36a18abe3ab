<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

/** An upstream's answer (any status below 500; 5xx are failures): its status, headers and body. */
final class UpstreamResponse
{
    /** @param array<string, string> $headers lower-cased names */
    public function __construct(
        public readonly string $service,
        public readonly string $operation,
        public readonly int $status,
        public readonly array $headers,
        public readonly string $body,
    ) {
    }

    public function ok(): bool
    {
        return $this->status >= 200 && $this->status < 300;
    }

    /**
     * The body as JSON.
     *
     * @throws UpstreamFailure malformed answer, when it is not JSON
     */
    public function json(): mixed
    {
        try {
            return json_decode($this->body, true, 64, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            throw new UpstreamFailure($this->service, $this->operation, UpstreamFailure::MALFORMED, $this->status);
        }
    }

    /**
     * The body as a JSON object (a PHP array with string keys).
     *
     * @return array<string, mixed>
     * @throws UpstreamFailure malformed answer
     */
    public function object(): array
    {
        $value = $this->json();
        if (!is_array($value) || (array_is_list($value) && $value !== [])) {
            throw new UpstreamFailure($this->service, $this->operation, UpstreamFailure::MALFORMED, $this->status);
        }
        return $value;
    }

    /** An answer the adapter has no reading for (e.g. a 4xx it does not expect): a failure to report. */
    public function unexpected(): UpstreamFailure
    {
        return new UpstreamFailure($this->service, $this->operation, UpstreamFailure::UNEXPECTED, $this->status);
    }
}
