<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

/**
 * One upstream service over HTTP (WordPress's HTTP API): every call has a timeout; a call that is
 * idempotent (GET and HEAD, or one the adapter marks, e.g. a write carrying its own idempotency
 * key) is tried again a bounded number of times after a timeout, a broken connection or a 5xx, with
 * a growing pause; no other call ever is. A 5xx, a timeout or a broken connection that remains is an
 * UpstreamFailure; any other answer goes back to the adapter, which reads it or calls unexpected().
 *
 * A failed call writes one log line naming the service, the operation, the reason, the tries and
 * the time: never the URL (it may hold ids), a header, a body, a credential or personal data.
 */
final class HttpClient
{
    /** @var \Closure(string): void */
    private readonly \Closure $log;

    /** @var \Closure(int): void pauses between tries, in milliseconds */
    private readonly \Closure $pause;

    /**
     * @param string $service the name in log lines and failures (magento, esb, recaptcha, …)
     * @param (\Closure(string): void)|null $log where failure lines go (error_log by default)
     * @param (\Closure(int): void)|null $pause how to wait between tries (usleep by default)
     */
    public function __construct(
        private readonly string $service,
        private readonly string $baseUrl,
        private readonly float $timeoutSeconds,
        private readonly int $retries,
        private readonly int $backoffMs = 200,
        ?\Closure $log = null,
        ?\Closure $pause = null,
    ) {
        // the site's error log is where operators look
        $this->log = $log ?? static fn (string $line) => error_log($line);
        $this->pause = $pause ?? static fn (int $ms) => usleep($ms * 1000);
    }

    public function service(): string
    {
        return $this->service;
    }

    /** Where the upstream is: what a cache of its answers is keyed by. */
    public function baseUrl(): string
    {
        return $this->baseUrl;
    }

    /** A path with each argument percent-encoded as one segment: path('/V1/guest-carts/%s/items', $id). */
    public static function path(string $format, string|int ...$segments): string
    {
        return vsprintf($format, array_map(static fn ($s): string => rawurlencode((string) $s), $segments));
    }

    /**
     * @param string $operation a fixed name of the call for logs and failures (e.g. guest-carts.get)
     * @param string $path below the base URL, starting with '/'; segments already encoded (path())
     * @param array{query?: array<string, scalar>, json?: mixed, form?: array<string, scalar>, headers?: array<string, string>, idempotent?: bool} $options
     * @throws UpstreamFailure timeout, connection failure, or a 5xx that remained
     */
    public function send(string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        $url = rtrim($this->baseUrl, '/') . $path;
        if (($options['query'] ?? []) !== []) {
            $url .= (str_contains($url, '?') ? '&' : '?') . http_build_query($options['query'], '', '&', PHP_QUERY_RFC3986);
        }
        $headers = ['Accept' => 'application/json', 'User-Agent' => 'whl-bridge/' . \Whl\Bridge\VERSION]
            + ['X-Request-Id' => wp_generate_uuid4()] + ($options['headers'] ?? []);
        $body = null;
        if (array_key_exists('json', $options)) {
            $headers['Content-Type'] = 'application/json';
            $body = wp_json_encode($options['json']);
        } elseif (isset($options['form'])) {
            $headers['Content-Type'] = 'application/x-www-form-urlencoded';
            $body = http_build_query($options['form'], '', '&');
        }
        $idempotent = $options['idempotent'] ?? in_array($method, ['GET', 'HEAD'], true);
        $tries = $idempotent ? 1 + max(0, $this->retries) : 1;
        $started = microtime(true);
        for ($try = 1;; $try++) {
            [$status, $answer, $reason] = $this->once($method, $url, $headers, $body);
            if ($reason === null && $status < 500) {
                return new UpstreamResponse($this->service, $operation, $status, $answer['headers'], $answer['body']);
            }
            $reason ??= UpstreamFailure::SERVER_ERROR;
            if ($try >= $tries) {
                $failure = new UpstreamFailure($this->service, $operation, $reason, $status);
                ($this->log)(sprintf(
                    '[whl-bridge] upstream %s, after %d %s in %d ms',
                    $failure->getMessage(),
                    $try,
                    $try === 1 ? 'try' : 'tries',
                    (int) round((microtime(true) - $started) * 1000),
                ));
                throw $failure;
            }
            ($this->pause)($this->backoffMs * (2 ** ($try - 1)));
        }
    }

    /**
     * @param array<string, string> $headers
     * @return array{0: int, 1: array{headers: array<string, string>, body: string}, 2: string|null} status, answer, failure reason
     */
    private function once(string $method, string $url, array $headers, ?string $body): array
    {
        $result = wp_remote_request($url, [
            'method' => $method,
            'timeout' => $this->timeoutSeconds,
            'redirection' => 0,
            'headers' => $headers,
            'body' => $body,
            'httpversion' => '1.1',
            'sslverify' => true,
        ]);
        if (is_wp_error($result)) {
            $message = strtolower($result->get_error_message());
            $reason = str_contains($message, 'timed out') || str_contains($message, 'curl error 28')
                ? UpstreamFailure::TIMEOUT
                : UpstreamFailure::CONNECTION;
            return [0, ['headers' => [], 'body' => ''], $reason];
        }
        $headers = [];
        foreach (wp_remote_retrieve_headers($result) as $name => $value) {
            $headers[strtolower((string) $name)] = is_array($value) ? implode(', ', $value) : (string) $value;
        }
        return [(int) wp_remote_retrieve_response_code($result), ['headers' => $headers, 'body' => (string) wp_remote_retrieve_body($result)], null];
    }
}
