<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Security\Nonce;
use Whl\Bridge\Infrastructure\Security\RateLimiter;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Storage\Transaction;
use Whl\Bridge\Ports\Captcha;

/**
 * Every call goes one way (ARCHITECTURE §3): nonce and live session → rate limit → captcha
 * (where marked) → handler (which validates and calls the ports) → one envelope. Expected failures
 * are Refusals (Application\Refusal, Http\BridgeException); anything else is logged and answered `500 failure` without details.
 */
final class Pipeline
{
    /** @param \Closure(): Captcha $captcha built only when a call needs it */
    public function __construct(
        private readonly Nonce $nonce,
        private readonly RateLimiter $limiter,
        private readonly SessionManager $sessions,
        private readonly \Closure $captcha,
        private readonly \wpdb $db,
    ) {
    }

    public function run(Endpoint $endpoint, Request $request): Response
    {
        try {
            $sessionId = $endpoint->nonce ? $this->verifiedSession($request) : null;
            // Per session only for a verified session: a made-up cookie must not buy its own bucket.
            if (!$this->limiter->hit($endpoint->rateGroup, $sessionId, $request->ip())) {
                throw BridgeException::rateLimited($this->limiter->secondsToNextWindow());
            }
            if ($endpoint->captchaAction !== null) {
                // the spend and the change it allows are one commit (Infrastructure\Storage\Transaction), whatever the outcome
                Transaction::begin($this->db);
                $token = $request->string($endpoint->captchaField);
                if ($token === '' || !($this->captcha)()->verify($token, $endpoint->captchaAction, (string) $sessionId)) {
                    throw BridgeException::captchaFailed();
                }
            }
            $response = ($endpoint->handler)($request);
        } catch (Refusal $e) {
            $response = Response::fromException($e);
        } catch (\Throwable $e) {
            $response = self::failure($endpoint, $e);
        }
        try {
            Transaction::commit($this->db); // what the call wrote, kept whatever it answers
        } catch (\Throwable $e) {
            $response = self::failure($endpoint, $e);
        }
        return $endpoint->publicCacheSeconds > 0 ? $response->withPublicCache($endpoint->publicCacheSeconds) : $response->withNoStore();
    }

    /** An unexpected fault: logged without details for the browser, answered `500 failure`. */
    private static function failure(Endpoint $endpoint, \Throwable $e): Response
    {
        error_log(sprintf(
            '[whl-bridge] %s failed: %s: %s (%s:%d)',
            $endpoint->name,
            $e::class,
            $e->getMessage(),
            basename($e->getFile()),
            $e->getLine(),
        ));
        return Response::failure();
    }

    /**
     * The id of the live session the call's nonce was made for. A nonce works only while its session
     * lives (issue 6 finding 8), not for WordPress's whole nonce life: a saved session that expired
     * answers session_expired (the shopper is told, 000 §8); an id never written that ran out is a
     * stale nonce (the client fetches a new one and repeats the call).
     *
     * @throws BridgeException invalid_nonce, session_expired
     */
    private function verifiedSession(Request $request): string
    {
        if (!$this->nonce->verify($request->nonce())) {
            throw BridgeException::invalidNonce();
        }
        $session = $this->sessions->current();
        if ($session === null) {
            throw $this->sessions->expired() ? Refusal::sessionExpired() : BridgeException::invalidNonce();
        }
        return $session->id();
    }
}
