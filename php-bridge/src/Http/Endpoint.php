<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

/**
 * One callable thing of the bridge (an ajax action, a sub_action, a REST route) and what the
 * pipeline must check before its handler runs.
 */
final class Endpoint
{
    /**
     * @param \Closure(Request): Response $handler
     * @param string|null $captchaAction the captcha action name (000 §6) when the call needs one
     * @param int $publicCacheSeconds > 0 for public catalogue answers; otherwise no-store
     */
    public function __construct(
        public readonly string $name,
        public readonly \Closure $handler,
        public readonly string $rateGroup,
        public readonly bool $nonce = true,
        public readonly bool $allowsGet = false,
        public readonly ?string $captchaAction = null,
        public readonly string $captchaField = 'captcha-response',
        public readonly int $publicCacheSeconds = 0,
    ) {
    }

    /**
     * A public read of the catalogue (contract §4.2, §4.3, §8): GET, no nonce, the `catalogue` rate
     * group, cacheable by browsers and proxies for $cacheSeconds (it must not depend on the session).
     */
    public static function publicCatalogue(string $name, \Closure $handler, int $cacheSeconds): self
    {
        return new self($name, $handler, 'catalogue', nonce: false, allowsGet: true, publicCacheSeconds: $cacheSeconds);
    }

    /** Every call may POST; GET only where the spec marks the action GET (contract §2). */
    public function allows(string $method): bool
    {
        return $method === 'POST' || ($this->allowsGet && in_array($method, ['GET', 'HEAD'], true));
    }
}
