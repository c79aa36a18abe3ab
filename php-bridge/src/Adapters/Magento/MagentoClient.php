<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Magento;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;

/**
 * Magento 2's REST API as the bridge calls it (docs/upstreams.md "Commerce"): paths below
 * `/rest/<store code>/V1`, JSON bodies, and the administrator's integration token, which the bridge
 * obtains with the configured credentials (`POST /rest/V1/integration/admin/token`), caches
 * server-side (a transient, never an answer or a page) and obtains again once when Magento answers
 * 401. Customer calls carry the customer's own token instead.
 */
final class MagentoClient
{
    /** Magento's admin tokens live 4 hours by default; the bridge renews sooner. */
    private const TOKEN_CACHE_SECONDS = 3 * HOUR_IN_SECONDS;

    public function __construct(
        private readonly HttpClient $http,
        private readonly string $storeCode,
        private readonly string $username,
        private readonly string $password,
    ) {
    }

    public function service(): string
    {
        return $this->http->service();
    }

    /** A key for what is cached of this Magento and store (a transient's name), under $kind. */
    public function cacheKey(string $kind, string $what): string
    {
        return 'whl_mage_' . $kind . '_' . substr(hash('sha256', $this->http->baseUrl() . '|' . $this->storeCode . '|' . $what), 0, 32);
    }

    /**
     * A call with the administrator's token; a 401 renews the token and makes the call once more.
     *
     * @param array<string, mixed> $options HttpClient::send's
     */
    public function asAdmin(string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        $answer = $this->send($operation, $method, $path, $this->withToken($options, $this->adminToken(false)));
        if ($answer->status === 401) {
            $answer = $this->send($operation, $method, $path, $this->withToken($options, $this->adminToken(true)));
        }
        return $answer;
    }

    /**
     * A call with a customer's token (carts/mine, customers/me).
     *
     * @param array<string, mixed> $options
     */
    public function asCustomer(string $customerToken, string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        return $this->send($operation, $method, $path, $this->withToken($options, $customerToken));
    }

    /**
     * An anonymous call (a guest cart, addressed by its masked id).
     *
     * @param array<string, mixed> $options
     */
    public function asGuest(string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        return $this->send($operation, $method, $path, $options);
    }

    /** The administrator token: the cached one, or a new one ($renew, or none cached). */
    private function adminToken(bool $renew): string
    {
        $key = $this->cacheKey('admin', $this->username . '|' . $this->password);
        $cached = $renew ? false : get_transient($key);
        if (is_string($cached) && $cached !== '') {
            return $cached;
        }
        if ($this->username === '' || $this->password === '') {
            throw new UpstreamFailure($this->http->service(), 'admin-token', 'no credentials configured');
        }
        // a POST that only reads: safe to try again
        $answer = $this->http->send('admin-token', 'POST', '/rest/V1/integration/admin/token', [
            'json' => ['username' => $this->username, 'password' => $this->password],
            'idempotent' => true,
        ]);
        if ($answer->status === 401) {
            delete_transient($key);
            throw new UpstreamFailure($answer->service, $answer->operation, 'credentials refused', $answer->status);
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $token = $answer->json();
        if (!is_string($token) || $token === '') {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
        set_transient($key, $token, self::TOKEN_CACHE_SECONDS);
        return $token;
    }

    /**
     * @param array<string, mixed> $options
     * @return array<string, mixed>
     */
    private function withToken(array $options, string $token): array
    {
        $options['headers'] = ['Authorization' => 'Bearer ' . $token] + ($options['headers'] ?? []);
        return $options;
    }

    /** @param array<string, mixed> $options */
    private function send(string $operation, string $method, string $path, array $options): UpstreamResponse
    {
        return $this->http->send($operation, $method, '/rest/' . rawurlencode($this->storeCode) . '/V1' . $path, $options);
    }
}
