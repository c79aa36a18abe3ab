<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A verified payment return (Ports\PaymentGateway::readReturn, contract §4.16). */
final class PaymentResult
{
    public const APPROVED = 'approved';
    public const DECLINED = 'declined';
    public const PENDING = 'pending';

    /** The order status each payment status puts the order in (000 §4.12). */
    public const ORDER_STATUS = [
        self::APPROVED => 'success',
        self::DECLINED => 'payment_failure',
        self::PENDING => 'pending_payment',
    ];

    /**
     * @param string $status approved, declined or pending
     * @param int $amountBaisa the amount the gateway charged (or would have), VAT included
     * @param string $reference the gateway's transaction reference
     */
    public function __construct(
        public readonly string $orderId,
        public readonly string $status,
        public readonly int $amountBaisa,
        public readonly string $currency,
        public readonly string $reference,
    ) {
        if (!isset(self::ORDER_STATUS[$status])) {
            throw new \InvalidArgumentException('unknown payment status');
        }
    }

    /** The 000 §4.12 status of the order: success, payment_failure or pending_payment. */
    public function orderStatus(): string
    {
        return self::ORDER_STATUS[$this->status];
    }
}
