<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/** One plain HTTP request, no cookies kept: for what any client (a crawler, another origin) sees. */
final class Http
{
    /**
     * @param list<string> $headers
     * @return array{status: int, headers: array<string, list<string>>, body: string, seconds: float}
     */
    public static function request(string $method, string $url, array $headers = [], ?string $body = null): array
    {
        $ch = curl_init($url);
        curl_setopt_array($ch, [
            CURLOPT_CUSTOMREQUEST => $method,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HEADER => true,
            CURLOPT_TIMEOUT => 30,
            CURLOPT_HTTPHEADER => $headers,
        ]);
        if ($body !== null) {
            curl_setopt($ch, CURLOPT_POSTFIELDS, $body);
        }
        $started = microtime(true);
        $raw = curl_exec($ch);
        if ($raw === false) {
            throw new \RuntimeException('HTTP call failed: ' . curl_error($ch));
        }
        $seconds = microtime(true) - $started;
        $headerSize = (int) curl_getinfo($ch, CURLINFO_HEADER_SIZE);
        $parsed = [];
        foreach (explode("\r\n", substr($raw, 0, $headerSize)) as $line) {
            if (str_contains($line, ':')) {
                [$name, $value] = explode(':', $line, 2);
                $parsed[strtolower(trim($name))][] = trim($value);
            }
        }
        return [
            'status' => (int) curl_getinfo($ch, CURLINFO_RESPONSE_CODE),
            'headers' => $parsed,
            'body' => substr($raw, $headerSize),
            'seconds' => $seconds,
        ];
    }

    /** @param list<string> $headers */
    public static function get(string $url, array $headers = []): array
    {
        return self::request('GET', $url, $headers);
    }
}
