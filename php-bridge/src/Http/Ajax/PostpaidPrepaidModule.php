<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\AddDevice;
use Whl\Bridge\Application\Cart\AddDeviceRequest;
use Whl\Bridge\Application\Cart\AddPlanRequest;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Catalogue\DevicePresenter;
use Whl\Bridge\Application\Catalogue\NumberListing;
use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Validation\CatalogueKey;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Domain\Validation\Msisdn;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\WordPress\Html\FreeDeviceTemplate;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §7.2 / contract §4.4, §7: action wp_postpaid_prepaid_module — plan details, number search,
 * adding a plan with its reserved number to the cart, changing the cart's number or plan,
 * clearing the cart, and the free devices. Which method answers which sub_action: Actions::TABLE.
 */
final class PostpaidPrepaidModule implements ActionGroup
{
    /**
     * The services come as factories: each sub_action builds only what it uses (a number search
     * never loads the cart or the catalogue).
     *
     * @param \Closure(): Commerce      $commerce
     * @param \Closure(): PlanPresenter $plans
     * @param \Closure(): NumberListing $numbers
     * @param \Closure(): CartService   $carts
     * @param \Closure(): AddDevice     $addDevice
     */
    public function __construct(
        private readonly \Closure $commerce,
        private readonly \Closure $plans,
        private readonly \Closure $numbers,
        private readonly \Closure $carts,
        private readonly SessionManager $sessions,
        private readonly Settings $settings,
        private readonly \Closure $addDevice,
    ) {
    }

    public function planDetails(Request $request): Response
    {
        $type = $request->string('type', 'url_key');
        $key = trim($request->string('key'));
        (new Validator())
            ->check('type', Choice::error($type, Choice::PLAN_KEY_TYPES, 'plan_key_type_invalid'))
            ->check('key', $type === 'sku' ? CatalogueKey::skuError($key) : CatalogueKey::urlKeyError($key))
            ->validate();
        $plan = ($type === 'sku' ? ($this->commerce)()->planBySku($key) : ($this->commerce)()->planByUrlKey($key))
            ?? throw Refusal::notFound();
        return Response::success([
            'response_plan_details' => ($this->plans)()->details($plan, $request->lang()),
            'service_type' => $plan->serviceType,
            'gtm' => ($this->plans)()->gtm($plan),
        ]);
    }

    public function searchNumbers(Request $request): Response
    {
        $validator = new Validator();
        $serviceType = $request->string('service_type');
        $validator->check('service_type', Choice::serviceTypeError($serviceType));
        $query = ($this->numbers)()->query($request->strings(NumberListing::FIELDS), $serviceType, $validator, patternRequired: true);
        $validator->validate();
        $page = ($this->numbers)()->page($query);
        return Response::success(['response' => $page['numbers'], 'has_more' => $page['has_more']]);
    }

    public function addToCart(Request $request): Response
    {
        $options = [];
        foreach (AddPlanRequest::OPTIONS as $field) {
            $options[$field] = $request->string($field);
        }
        $add = AddPlanRequest::of(
            trim($request->string('msisdn')),
            trim($request->string('sku')),
            $request->string('cart_update_flag', 'cart-not-clear'),
            $request->string('service_type'),
            strtoupper($request->string('vanity_type')),
            $options,
        );
        $carts = ($this->carts)();
        $result = $carts->addPlanWithNumber($this->sessions->require(), $add, $request->ip());
        return Response::success([
            'quote_id' => $result['cart']->quoteId,
            'cart_items_count' => $result['cart']->itemsCount(),
            'reservation' => $carts->reservationOf($result['cart'], $result['reservation']),
        ]);
    }

    /**
     * contract §8.6 wp_device_add_to_cart (000 §2.6): `sku` a device or accessory variant on sale,
     * `order_type` devices or device-installment, `installment_months` one of the instalment plans
     * (device-installment only, for a device priced for them), `cart_update_flag`. Out of stock →
     * `409 out_of_stock`; another kind of order in the cart → `409 cart_not_empty` unless cart-clear.
     */
    public function addDevice(Request $request): Response
    {
        $add = AddDeviceRequest::of(
            trim($request->string('sku')),
            $request->string('order_type', CartService::DEVICES),
            $request->string('installment_months'),
            $request->string('cart_update_flag', 'cart-not-clear'),
        );
        $cart = ($this->addDevice)()->add($add);
        return Response::success([
            'quote_id' => $cart->quoteId,
            'cart_items_count' => $cart->itemsCount(),
            'redirection_url' => $this->settings->route('my_cart'),
        ]);
    }

    /**
     * contract §8.7 wp_gift_card_add_to_cart (000 §2.2): `card` a gift card's url key (its page's
     * card=), `amount` one of its amounts (OMR), `cart_update_flag`. Another kind of order in the cart
     * → `409 cart_not_empty` unless cart-clear.
     */
    public function addGiftCard(Request $request): Response
    {
        $key = trim($request->string('card'));
        $amount = trim($request->string('amount'));
        $flag = $request->string('cart_update_flag', 'cart-not-clear');
        (new Validator())
            ->check('card', CatalogueKey::urlKeyError($key))
            ->check('amount', preg_match('/^\d{1,4}\.\d{3}$/', $amount) === 1 ? null : 'amount_invalid')
            ->check('cart_update_flag', Choice::cartUpdateFlagError($flag))
            ->validate();
        $card = ($this->commerce)()->giftCard($key) ?? throw Refusal::validation(['card' => 'unknown_product']);
        $baisa = Money::parse($amount);
        if (!in_array($baisa, $card->amounts, true)) {
            throw Refusal::validation(['amount' => 'not_offered']);
        }
        $cart = ($this->carts)()->addGiftCard($this->sessions->require(), $card->sku, $baisa, $flag === 'cart-clear');
        return Response::success([
            'quote_id' => $cart->quoteId,
            'cart_items_count' => $cart->itemsCount(),
            'redirection_url' => $this->settings->route('my_cart'),
        ]);
    }

    /** contract §7.1 wp_change_plan_number (000 §4.2 method change-number). */
    public function changeNumber(Request $request): Response
    {
        $msisdn = trim($request->string('msisdn'));
        $sku = trim($request->string('sku'));
        $serviceType = $request->string('service_type');
        $validator = (new Validator())
            ->check('msisdn', Msisdn::mobileError($msisdn))
            ->check('sku', CatalogueKey::skuError($sku))
            ->check('method', Choice::error($request->string('method', 'change-number'), Choice::CHANGE_NUMBER_METHODS, 'method_invalid'))
            ->check('service_type', Choice::serviceTypeError($serviceType))
            ->check('vanity_type', Choice::vanityLevelError($request->string('vanity_type')));
        $validator->validate();

        $carts = ($this->carts)();
        $result = $carts->changeNumber($this->sessions->require(), $msisdn, $sku, $serviceType, $request->ip());
        return Response::success([
            'reservation' => $carts->reservationOf($result['cart'], $result['reservation']),
            'cart_items_count' => $result['cart']->itemsCount(),
        ]);
    }

    /** contract §7.1 wp_full_clear_cart (000 §4.2): the number is released, the cart emptied. */
    public function clearCart(Request $request): Response
    {
        ($this->carts)()->clear($this->sessions->require());
        return Response::success([
            'redirection_url' => $this->settings->route('empty-cart'),
            'cart_items_count' => 0,
        ]);
    }

    /** contract §7.1 wp_change_plan_update_cart (000 §4.2 change-plan mode, §8 same plan). */
    public function changePlan(Request $request): Response
    {
        $sku = trim($request->string('sku'));
        $serviceType = $request->string('service_type');
        (new Validator())
            ->check('sku', CatalogueKey::skuError($sku))
            ->check('service_type', Choice::serviceTypeError($serviceType))
            ->validate();
        $changed = ($this->carts)()->changePlan($this->sessions->require(), $sku, $serviceType);
        return Response::success([
            'cart_items_count' => $changed['cart']->itemsCount(),
            'redirection_url' => $this->settings->route('my_cart'),
            // issue 31 finding 1: what the steps recorded for the old plan is gone; the widget sends the shopper back to the personal step
            'details_dropped' => $changed['detailsDropped'],
        ]);
    }

    /** 000 §2.7 free-device offer, §7.2 wp_FreeDeviceListing; contract §7.1. */
    public function freeDevices(Request $request): Response
    {
        $lang = $request->lang();
        $devices = ($this->commerce)()->freeDevices();
        return Response::success([
            'FreeDeviceListing' => ['FreeDeviceTemplate' => FreeDeviceTemplate::render($devices, $lang)],
            'devices' => array_map(static fn (Device $d): array => DevicePresenter::freeDevice($d, $lang), $devices),
        ]);
    }
}
