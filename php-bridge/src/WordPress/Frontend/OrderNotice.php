<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\E164;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\Validation\Digits;
use Whl\Bridge\Domain\Validation\PersonalRules;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Ports\TextMessages;
use Whl\Bridge\WordPress\Brand;

/**
 * The message an operator would send on an order's placement and on every change of its status
 * (000 §4.12), in the order's language (the one it was placed in), carried as the passcodes are: by
 * the operator's SMS gateway, or to the demo outbox of the session (the Sandbox, DemoOutbox).
 */
final class OrderNotice
{
    public function __construct(
        private readonly TextMessages $messages,
        private readonly Brand $brand,
        /** the shop's payment window (contract §4.15): an order placed to be paid online says it */
        private readonly int $windowMinutes = 0,
    ) {
    }

    /**
     * Sends the notice of $order (just placed, or in a new status) for the session $sessionId: to the
     * contact number under its country code, else the order's number; an order with neither gets none.
     */
    public function send(Order $order, string $sessionId, bool $placed): void
    {
        $to = self::recipient($order);
        if ($to === null) {
            return;
        }
        $text = self::message($order, $this->brand->name($order->lang), $placed, $this->windowMinutes);
        $this->messages->deliver($sessionId, $to, $text, $order->lang);
    }

    /** The number to text in international form (Domain\E164), or null when the order has none that is valid. */
    private static function recipient(Order $order): ?string
    {
        $contact = Digits::normalise((string) ($order->personalDetails['user_phone_number'] ?? ''));
        try {
            return $contact !== ''
                ? E164::of(PersonalRules::dialCode((string) ($order->personalDetails['country_code'] ?? '')), $contact)
                : E164::oman($order->msisdn());
        } catch (\InvalidArgumentException) {
            return null;
        }
    }

    public static function message(Order $order, string $brand, bool $placed, int $windowMinutes = 0): string
    {
        return Translation::in($order->lang, static function () use ($order, $brand, $placed, $windowMinutes): string {
            $status = self::statusText($order);
            $window = $placed && $order->status === 'pending_payment' && $windowMinutes > 0
                /* translators: %d: minutes (60 by default) */
                ? ' ' . sprintf(__('Pay within %d minutes, or the order is cancelled and its number released.', 'whl-bridge'), $windowMinutes)
                : '';
            return ($placed
                ? sprintf(
                    /* translators: 1: the shop's brand, 2: the order number, 3: the order's status (e.g. awaiting payment) */
                    __('%1$s: we received your order %2$s. Status: %3$s.', 'whl-bridge'),
                    $brand,
                    $order->incrementId,
                    $status,
                )
                : sprintf(
                    /* translators: 1: the shop's brand, 2: the order number, 3: the order's new status (e.g. paid) */
                    __('%1$s: your order %2$s is now: %3$s.', 'whl-bridge'),
                    $brand,
                    $order->incrementId,
                    $status,
                )) . $window;
        });
    }

    /** 000 §4.12 statuses in words, in the current language. */
    private static function statusText(Order $order): string
    {
        return match ($order->status) {
            /* translators: an order's status in its notice */
            'pending_payment' => __('awaiting payment', 'whl-bridge'),
            'pending' => in_array($order->paymentMethod, ['cashondelivery', 'cardondelivery'], true)
                /* translators: an order's status in its notice: paid to the courier */
                ? __('received, to be paid on delivery', 'whl-bridge')
                /* translators: an order's status in its notice */
                : __('received', 'whl-bridge'),
            /* translators: an order's status in its notice */
            'success' => __('paid', 'whl-bridge'),
            /* translators: an order's status in its notice */
            'payment_failure' => __('payment failed', 'whl-bridge'),
            /* translators: an order's status in its notice: cancelled (e.g. not paid in time) */
            'canceled' => __('cancelled', 'whl-bridge'),
            default => str_replace('_', ' ', $order->status),
        };
    }
}
