<?php

declare(strict_types=1);

namespace Whl\Bridge\Session;

use Whl\Bridge\Http\BridgeException;

/**
 * The session of the current request, found by the `whl_sid` cookie (HttpOnly, SameSite=Lax,
 * Path=/, Secure on https; contract §2). Loaded lazily, at most once per request. A client's
 * id is never adopted: unknown or expired ids get a fresh session.
 */
final class SessionManager
{
    public const COOKIE = 'whl_sid';

    private ?Session $session = null;
    private bool $loaded = false;

    /** @var \Closure(string, int): void */
    private \Closure $writeCookie;

    /** @param (\Closure(string, int): void)|null $writeCookie receives id and expiry (epoch s) */
    public function __construct(
        private readonly SessionStore $store,
        private readonly ?string $cookieId,
        ?\Closure $writeCookie = null,
    ) {
        $this->writeCookie = $writeCookie ?? static function (string $id, int $expires): void {
            if (headers_sent()) {
                return;
            }
            setcookie(self::COOKIE, $id, [
                'expires' => $expires,
                'path' => '/',
                'secure' => is_ssl(),
                'httponly' => true,
                'samesite' => 'Lax',
            ]);
        };
    }

    public static function fromCookies(SessionStore $store): self
    {
        $value = $_COOKIE[self::COOKIE] ?? null;
        return new self($store, is_string($value) && SessionStore::isWellFormed($value) ? $value : null);
    }

    /** The live session named by the cookie, or null. */
    public function current(): ?Session
    {
        if (!$this->loaded) {
            $this->loaded = true;
            $this->session = $this->cookieId !== null ? $this->load($this->cookieId) : null;
        }
        return $this->session;
    }

    /** The live session, or a new one (cookie set on this answer). */
    public function start(): Session
    {
        $session = $this->current();
        if ($session !== null) {
            return $session;
        }
        $id = SessionStore::newId();
        $this->store->create($id);
        ($this->writeCookie)($id, time() + SessionStore::IDLE_SECONDS);
        if (random_int(1, 50) === 1) {
            $this->store->purgeExpired(); // lazy cleanup, spread over session starts
        }
        return $this->session = new Session($this->store, $id);
    }

    /** @throws BridgeException session_expired when the shopper has no live session */
    public function require(): Session
    {
        return $this->current() ?? throw BridgeException::sessionExpired();
    }

    /**
     * The id the per-session nonce is keyed by: the session started in this request, else the
     * cookie's (no database read: a nonce check must stay cheap).
     */
    public function nonceKey(): ?string
    {
        return $this->session?->id() ?? $this->cookieId;
    }

    private function load(string $id): ?Session
    {
        $data = $this->store->load($id);
        if ($data === null) {
            return null;
        }
        if (time() - $data['last_seen'] >= SessionStore::TOUCH_AFTER_SECONDS) {
            $this->store->touch($id);
            ($this->writeCookie)($id, time() + SessionStore::IDLE_SECONDS);
        }
        return new Session($this->store, $id, $data['values']);
    }
}
