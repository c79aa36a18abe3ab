<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Session;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Storage\StorageFailure;

/**
 * The session of the current request, found by its cookie (`whl_sid`, `__Host-whl_sid` on https;
 * HttpOnly, SameSite=Lax, Path=/; contract §2). Loaded lazily, at most once per request.
 *
 * Ids are minted by the bridge and carry their issue time and a MAC, so a session needs no row
 * until its first write (a visit that only reads stores nothing: issue 6 finding 8) and an id the
 * bridge did not hand out is never adopted. An id never written lives UNSAVED_SECONDS; a saved
 * session lives SessionStore::IDLE_SECONDS after its last use.
 */
final class SessionManager
{
    public const COOKIE = 'whl_sid';
    public const UNSAVED_SECONDS = 2 * 3600;

    private ?Session $session = null;
    private bool $loaded = false;
    private bool $expired = false;

    /** @var \Closure(string, int): void */
    private \Closure $writeCookie;

    /** @param (\Closure(string, int): void)|null $writeCookie receives id and expiry (epoch s) */
    public function __construct(
        private readonly SessionStore $store,
        private ?string $cookieId,
        ?\Closure $writeCookie = null,
    ) {
        $this->writeCookie = $writeCookie ?? static function (string $id, int $expires): void {
            if (headers_sent()) {
                return;
            }
            // No Domain: a __Host- cookie must not have one, and the shop's cookie is this host's only.
            setcookie(self::cookieName(is_ssl()), $id, [
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
        return new self($store, self::cookieValue(is_ssl()));
    }

    /** On https the `__Host-` prefix makes browsers refuse the cookie from sub-domains and without Secure. */
    public static function cookieName(bool $https): string
    {
        return $https ? '__Host-' . self::COOKIE : self::COOKIE;
    }

    /** The well-formed session id the request's cookie carries, or null. */
    public static function cookieValue(bool $https): ?string
    {
        $value = $_COOKIE[self::cookieName($https)] ?? null;
        return is_string($value) && SessionStore::isWellFormed($value) ? $value : null;
    }

    /** A new session id: 160 random bits, the issue time and a MAC over both (64 hex digits). */
    public static function mintId(int $issuedAt): string
    {
        $body = bin2hex(random_bytes(20)) . sprintf('%08x', $issuedAt);
        return $body . self::mac($body);
    }

    /** When the bridge minted $id, or null when it did not. */
    public static function issuedAt(string $id): ?int
    {
        if (!SessionStore::isWellFormed($id)) {
            return null;
        }
        $body = substr($id, 0, 48);
        return hash_equals(self::mac($body), substr($id, 48)) ? (int) hexdec(substr($body, 40, 8)) : null;
    }

    /**
     * The live session named by the cookie, or null.
     *
     * @throws StorageFailure when the session store cannot be read (never taken for "no session")
     */
    public function current(): ?Session
    {
        if (!$this->loaded) {
            $this->session = $this->cookieId !== null ? $this->load($this->cookieId) : null;
            $this->loaded = true;
        }
        return $this->session;
    }

    /** Whether the cookie named a saved session that has expired (the shopper is told, 000 §8). */
    public function expired(): bool
    {
        $this->current();
        return $this->expired;
    }

    /** The live session, or a new one (cookie set on this answer; saved at its first write). */
    public function start(): Session
    {
        $session = $this->current();
        if ($session !== null) {
            return $session;
        }
        $id = self::mintId($this->store->clock()->now());
        ($this->writeCookie)($id, $this->store->clock()->now() + SessionStore::IDLE_SECONDS);
        $this->cookieId = $id;
        $this->expired = false;
        return $this->session = new Session($this->store, $id, [], saved: false);
    }

    /**
     * A new id for the live session, its values kept: called when personal data or a login attaches
     * to it (issue 6 finding 8), so an id planted or seen before that opens nothing afterwards. The
     * nonce is keyed by the id: the caller answers the new one.
     */
    public function rotate(): Session
    {
        $session = $this->require();
        $id = self::mintId($this->store->clock()->now());
        if ($session->isSaved()) {
            $this->store->rename($session->id(), $id);
        } else {
            $this->store->retire($session->id());
        }
        ($this->writeCookie)($id, $this->store->clock()->now() + SessionStore::IDLE_SECONDS);
        $this->cookieId = $id;
        return $this->session = $session->withId($id);
    }

    /** @throws Refusal session_expired when the shopper has no live session */
    public function require(): Session
    {
        return $this->current() ?? throw Refusal::sessionExpired();
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
        $issuedAt = self::issuedAt($id);
        if ($issuedAt === null) {
            return null;
        }
        $data = $this->store->load($id);
        if ($data === null) {
            // Handed out, never written: alive for a short while only.
            return $this->store->clock()->now() - $issuedAt < self::UNSAVED_SECONDS ? new Session($this->store, $id, [], saved: false) : null;
        }
        if ($data['expired']) {
            $this->expired = true;
            return null;
        }
        if ($this->store->clock()->now() - $data['last_seen'] >= SessionStore::TOUCH_AFTER_SECONDS) {
            $this->store->touch($id);
            ($this->writeCookie)($id, $this->store->clock()->now() + SessionStore::IDLE_SECONDS);
        }
        return new Session($this->store, $id, $data['values']);
    }

    private static function mac(string $body): string
    {
        return substr(hash_hmac('sha256', 'whl_sid|' . $body, wp_salt('nonce')), 0, 16);
    }
}
