<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Esb;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;

/** The operator's ESB as every ESB adapter calls it: `Authorization: Bearer <api_key>` and `X-Client-Id` on each call. */
final class EsbClient
{
    public function __construct(
        private readonly HttpClient $http,
        private readonly string $clientId,
        private readonly string $apiKey,
    ) {
    }

    /** @param array<string, mixed> $options HttpClient::send's */
    public function send(string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        $options['headers'] = ['Authorization' => 'Bearer ' . $this->apiKey, 'X-Client-Id' => $this->clientId] + ($options['headers'] ?? []);
        return $this->http->send($operation, $method, $path, $options);
    }
}
