<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CustomerStanding;

/**
 * The Sandbox's customers the operator knows by ID number (000 §2.8, §8; contract §4.6): one
 * flagged for fraud and one who already holds the shop's maximum of lines, so the cart's fraud
 * toast and its maximum-connections popup can be tried with the personal details of a demo order.
 * Any other ID number is a customer with no line yet.
 */
final class SeedCustomerFlags
{
    /** ID numbers (personal_details customer_id) the operator flagged for fraud. */
    public const FRAUD_IDS = ['99900001'];

    /** ID number => lines its holder already has (the default maximum, max_connections, is 5). */
    public const LINES = ['99900002' => 5];

    /** The operator's message for a flagged customer (the cart shows it as given, 000 §2.8). */
    public const FRAUD_MESSAGE = [
        'en' => 'We cannot complete this order online. Please visit one of our stores with your ID card.',
        'ar' => 'لا يمكننا إتمام هذا الطلب عبر الإنترنت. يُرجى زيارة أحد متاجرنا مع بطاقتك الشخصية.',
    ];

    /** @param array<string, string>|null $personal the quote's recorded personal details */
    public static function standingOf(?array $personal, int $openOrders = 0): CustomerStanding
    {
        $id = preg_replace('/\D/', '', (string) ($personal['customer_id'] ?? '')) ?? '';
        if ($id === '') {
            return CustomerStanding::unknown();
        }
        $fraud = in_array($id, self::FRAUD_IDS, true);
        return new CustomerStanding($fraud, $fraud ? self::FRAUD_MESSAGE : [], self::LINES[$id] ?? 0, $openOrders);
    }
}
