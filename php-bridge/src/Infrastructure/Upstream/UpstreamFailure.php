<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

/**
 * An upstream call that gave no usable answer: a timeout, a refused or broken connection, a 5xx
 * after the retries an idempotent call may make, or a body that is not the JSON promised. Answered
 * `failure` (the caller keeps what the shopper has), never taken for "not there". Its message names
 * the service, the operation and the reason only: never a URL with ids, a header, a body or a credential.
 */
final class UpstreamFailure extends \RuntimeException
{
    public const TIMEOUT = 'timeout';
    public const CONNECTION = 'connection failure';
    public const MALFORMED = 'malformed answer';
    public const SERVER_ERROR = 'server error';
    public const UNEXPECTED = 'unexpected answer';

    public function __construct(
        public readonly string $service,
        public readonly string $operation,
        public readonly string $reason,
        public readonly int $status = 0,
    ) {
        parent::__construct(sprintf('%s %s: %s', $service, $operation, $status > 0 ? "{$reason} ({$status})" : $reason));
    }
}
