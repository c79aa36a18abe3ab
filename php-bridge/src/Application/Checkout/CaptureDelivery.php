<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Validation\DeliveryDetails;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §2.10, §3.14, §5.6: record the delivery step's details on the session cart's quote (contract
 * §4.14). The bridge checks them again against its own city list, stores and settings, never the
 * browser's word, and keeps only the keys of the chosen delivery type.
 */
final class CaptureDelivery
{
    /** The delivery_details keys of 000 §3.14 and the city option's; anything else is dropped. */
    public const FIELDS = [
        'delivery_type', 'apt_no', 'way_no', 'city', 'governorate', 'wilayat', 'area', 'landmark',
        'latitude', 'longitude', 'postcode', 'pccode', 'governorateid', 'wilayaid', 'localityid', 'store_id',
    ];

    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly CartLock $lock,
        private readonly Settings $settings,
    ) {
    }

    /**
     * @param mixed $sent the delivery_details JSON as decoded
     * @param string $deliveryType the field beside the JSON that names the tab too
     * @return array{service_type: string, delivery_type: string}
     * @throws Refusal not_found without a plan, cart_locked once placed, validation_error per field
     */
    public function capture(mixed $sent, string $deliveryType, string $lang): array
    {
        $session = $this->sessions->require();
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        if ($cart === null || $plan === null) {
            throw Refusal::notFound(); // 000 §8: no order type at delivery
        }
        if ($this->commerce->orderOfQuote($cart->quoteId) !== null) {
            throw Refusal::outcome('cart_locked');
        }
        $details = self::details($sent, $deliveryType);
        // 000 §4.11: a delivery type the Commerce port does not offer the quote is refused again here
        if (!$this->commerce->shippingOptions($cart->quoteId)->offersDelivery($details['delivery_type'])) {
            throw Refusal::validation(['delivery_type' => 'delivery_type_unavailable']);
        }
        $errors = DeliveryDetails::errors($details, $this->rules($lang));
        if ($errors !== []) {
            throw Refusal::validation($errors);
        }
        $keep = $details['delivery_type'] === 'store_pickup' ? ['delivery_type', 'store_id'] : array_diff(self::FIELDS, ['store_id']);
        $kept = array_filter(array_intersect_key($details, array_flip($keep)), static fn (string $v): bool => $v !== '');
        // under the cart's lock, as the placement: no address changes under an order being placed
        $this->lock->withLock($session, function () use ($cart, $kept): void {
            if ($this->commerce->orderOfQuote($cart->quoteId) !== null) {
                throw Refusal::outcome('cart_locked');
            }
            $this->commerce->saveDeliveryDetails($cart->quoteId, $kept);
        });
        return ['service_type' => $plan->serviceType, 'delivery_type' => $details['delivery_type']];
    }

    /**
     * Every key of FIELDS as a trimmed string; the delivery type from the JSON or the field beside it
     * (both, when given, must agree).
     *
     * @return array<string, string>
     * @throws Refusal validation_error delivery_type_mismatch
     */
    private static function details(mixed $sent, string $deliveryType): array
    {
        $details = [];
        foreach (self::FIELDS as $field) {
            $value = is_array($sent) ? ($sent[$field] ?? '') : '';
            $details[$field] = is_scalar($value) ? trim((string) $value) : '';
        }
        if ($details['delivery_type'] === '') {
            $details['delivery_type'] = $deliveryType;
        } elseif ($deliveryType !== '' && $deliveryType !== $details['delivery_type']) {
            throw Refusal::validation(['delivery_type' => 'delivery_type_mismatch']);
        }
        return $details;
    }

    /** @return array<string, mixed> the settings' limits and the places the details must be among */
    private function rules(string $lang): array
    {
        $limits = $this->settings->deliveryLimits();
        return [
            'lang' => $lang,
            'aptMax' => $limits['apt_no_max_length'],
            'wayMax' => $limits['way_no_max_length'],
            'landmarkMax' => $limits['landmark_max_length'],
            'cities' => $this->commerce->cityList($lang),
            'citiesEn' => $this->commerce->cityList('en'),
            'storeIds' => array_column($this->commerce->stores('en'), 'id'),
        ];
    }
}
