<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

use Whl\Bridge\Ports\Captcha;
use Whl\Bridge\Security\Nonce;
use Whl\Bridge\Security\RateLimiter;
use Whl\Bridge\Session\SessionManager;

/**
 * Every call goes one way (ARCHITECTURE §3): nonce → rate limit → captcha (where marked) →
 * handler (which validates and calls the ports) → one envelope. Expected failures are
 * BridgeExceptions; anything else is logged and answered `500 failure` without details.
 */
final class Pipeline
{
    /** @param \Closure(): Captcha $captcha built only when a call needs it */
    public function __construct(
        private readonly Nonce $nonce,
        private readonly RateLimiter $limiter,
        private readonly SessionManager $sessions,
        private readonly \Closure $captcha,
    ) {
    }

    public function run(Endpoint $endpoint, Request $request): Response
    {
        try {
            if ($endpoint->nonce && !$this->nonce->verify($request->nonce())) {
                throw BridgeException::invalidNonce();
            }
            if (!$this->limiter->hit($endpoint->rateGroup, $this->sessions->nonceKey(), $request->ip())) {
                throw BridgeException::rateLimited();
            }
            if ($endpoint->captchaAction !== null) {
                $token = $request->string($endpoint->captchaField);
                if ($token === '' || !($this->captcha)()->verify($token, $endpoint->captchaAction)) {
                    throw BridgeException::captchaFailed();
                }
            }
            $response = ($endpoint->handler)($request);
        } catch (BridgeException $e) {
            $response = Response::fromException($e);
        } catch (\Throwable $e) {
            error_log(sprintf(
                '[whl-bridge] %s failed: %s: %s (%s:%d)',
                $endpoint->name,
                $e::class,
                $e->getMessage(),
                basename($e->getFile()),
                $e->getLine(),
            ));
            $response = Response::failure();
        }
        return $endpoint->publicCacheSeconds > 0 ? $response->withPublicCache($endpoint->publicCacheSeconds) : $response->withNoStore();
    }
}
