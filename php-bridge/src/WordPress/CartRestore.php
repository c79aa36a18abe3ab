<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Domain\E164;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Ports\Carts;
use Whl\Bridge\Ports\Checkout;

/**
 * Abandoned-cart restore (000 §4.4, contract §4.1). A cart with items its session has not changed
 * for IDLE_SECONDS is abandoned; the Sandbox then writes a restore link to the session's demo
 * outbox, in the language the shopper used. The link's hash is a credential: 128 random bits, only
 * its SHA-256 stored (option whl_cart_restore_<sha256>), single-use (deleted before it is honoured)
 * and valid LINK_SECONDS. current-nonce with a valid hash renews the number's hold for the cart
 * (the widget resets number_blocked_time: the reset must be true) and moves the cart to the
 * session: the session the link was sent to lets it go (issue 31 finding 8), so a quote is never
 * two sessions' cart. Anything else answers false, never an error.
 */
final class CartRestore
{
    public const IDLE_SECONDS = 3600;
    public const LINK_SECONDS = 7 * 86400;
    public const OPTION_PREFIX = 'whl_cart_restore_';
    public const NOTIFY_TYPE = 'abandoned_cart';
    /** 000 §4.4: the cart page the restored shopper is sent to (base URL + this). */
    public const CART_ROUTE = 'my_cart';
    private const ISSUED_KEY = 'cart_restore_issued';

    public function __construct(
        private readonly CartService $carts,
        private readonly Carts&Checkout $commerce,
        private readonly \wpdb $db,
        private readonly Clock $clock,
        private readonly Brand $brand,
        private readonly SessionStore $sessions,
    ) {
    }

    /**
     * The Sandbox's reminder: when $session's cart is abandoned (items, no change for IDLE_SECONDS,
     * no order) and no link was issued for it yet, a link goes to the session's outbox. Returns the
     * link's hash (tests), or null when nothing was sent.
     */
    public function remindIfAbandoned(Session $session, SandboxOtp $outbox, string $lang): ?string
    {
        $quoteId = $session->quoteId();
        if ($quoteId === '' || $session->get(self::ISSUED_KEY) === $quoteId) {
            return null;
        }
        $cart = $this->commerce->getCart($quoteId);
        if ($cart === null || $cart->isEmpty() || $this->commerce->orderOfQuote($quoteId) !== null) {
            return null;
        }
        $changed = $this->db->get_var($this->db->prepare(
            "SELECT MAX(updated_at) FROM {$this->db->prefix}whl_session_values WHERE session_id = %s",
            SessionStore::storedKey($session->id()),
        ));
        if (!is_string($changed) || $this->clock->now() - (int) strtotime($changed . ' UTC') < self::IDLE_SECONDS) {
            return null;
        }
        $token = $this->issue($quoteId, $lang, $session->id());
        $session->set(self::ISSUED_KEY, $quoteId);
        $msisdn = $cart->planItem()?->msisdn() ?? '';
        $to = $msisdn === '' ? '' : E164::oman($msisdn); // the outbox files numbers as the SMS gateway takes them
        $outbox->deliver($session->id(), $to, self::message($token, $lang, $this->brand->name($lang)));
        return $token;
    }

    /**
     * A new link hash for $quoteId, sent to the session $sessionId, valid LINK_SECONDS; only its
     * SHA-256 is stored, and the session's stored key, never its id.
     */
    public function issue(string $quoteId, string $lang, string $sessionId): string
    {
        $token = bin2hex(random_bytes(16));
        add_option(self::OPTION_PREFIX . hash('sha256', $token), [
            'quote_id' => $quoteId,
            'session' => SessionStore::storedKey($sessionId),
            'lang' => $lang === 'ar' ? 'ar' : 'en',
            'expires' => $this->clock->now() + self::LINK_SECONDS,
        ], '', false);
        return $token;
    }

    /**
     * Honours the link $token once: the cart's number is held again for the full hold time and the
     * cart becomes $session's. Unknown, used, expired, a cart gone or ordered, or a number another
     * cart took meanwhile → null (the link is spent either way).
     *
     * @return array{redirection_url: string, lang: string}|null
     */
    public function restore(string $token, Session $session, string $clientIp): ?array
    {
        if (preg_match('/^[a-f0-9]{32}$/', $token) !== 1) {
            return null;
        }
        $option = self::OPTION_PREFIX . hash('sha256', $token);
        $link = get_option($option, null);
        // Single use: whoever deletes the row honours it (two tabs opening the link: one wins).
        if (!is_array($link) || !delete_option($option) || (int) ($link['expires'] ?? 0) <= $this->clock->now()) {
            return null;
        }
        $quoteId = (string) ($link['quote_id'] ?? '');
        $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
        if ($cart === null || $cart->isEmpty() || $this->commerce->orderOfQuote($quoteId) !== null) {
            return null;
        }
        if (!$this->carts->renewHold($session, $cart, $clientIp)) {
            return null;
        }
        $source = (string) ($link['session'] ?? '');
        if ($source !== '' && $source !== SessionStore::storedKey($session->id())) {
            // the cart moves: the session the link was sent to no longer holds it (were it another's, both would change one cart)
            $this->sessions->removeIfHolding($source, 'plan_quote_id', (string) wp_json_encode($quoteId));
        }
        $session->set('plan_quote_id', $quoteId);
        $session->set(self::ISSUED_KEY, $quoteId);
        return ['redirection_url' => self::CART_ROUTE, 'lang' => (string) $link['lang']];
    }

    /** The restore link's address: the shop's home with ?cart, notify_type and lang (000 §4.4). */
    public static function link(string $token, string $lang): string
    {
        return add_query_arg(['cart' => $token, 'notify_type' => self::NOTIFY_TYPE, 'lang' => $lang], home_url('/'));
    }

    public static function message(string $token, string $lang, string $brand): string
    {
        return Translation::in($lang, static fn (): string => sprintf(
            /* translators: 1: the shop's brand, 2: the link that restores the shopper's cart */
            __('%1$s: your cart is waiting: %2$s', 'whl-bridge'),
            $brand,
            self::link($token, $lang),
        ));
    }
}
