<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Magento;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CustomerStanding;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Domain\GiftCard;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Roaming;
use Whl\Bridge\Domain\ShippingOptions;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Infrastructure\Upstream\DomainJson;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;
use Whl\Bridge\Ports;

/**
 * The shop's carts, orders and catalogue in Magento 2 (docs/upstreams.md "Commerce"). Carts and their
 * items and totals are Magento's own REST resources: a guest cart by its masked id without a token,
 * a customer's cart (a numeric id, customer_accounts' carts/mine) with the administrator token. What
 * Magento has no resource for (the order's personal and delivery details, the customer's standing,
 * the shipping options, the order as the shop reads it, its payment page and status) is the
 * operator's order-flow module, and the catalogue (plans in both languages, devices, gift cards,
 * roaming, places, stores) the operator's catalogue module; both answer in the domain's shapes
 * (DomainJson). Catalogue reads are cached for 5 minutes; a failed read is never cached.
 */
final class MagentoCommerce implements Ports\Commerce, Probe
{
    private const CACHE_SECONDS = 300;

    /** @var array<string, Cart|null> carts read in this request, until the next change */
    private array $carts = [];

    public function __construct(
        private readonly MagentoClient $magento,
        private readonly string $vendor,
    ) {
    }

    public function createGuestCart(): string
    {
        $answer = $this->magento->asGuest('guest-carts.create', 'POST', '/guest-carts');
        $id = $this->ok($answer)->json();
        if (!is_string($id) || !self::isMaskedId($id)) {
            throw $this->malformed($answer);
        }
        return $id;
    }

    public function getCart(string $quoteId): ?Cart
    {
        if (!self::isCartId($quoteId)) {
            return null;
        }
        if (array_key_exists($quoteId, $this->carts)) {
            return $this->carts[$quoteId];
        }
        $answer = $this->cartCall('carts.get', 'GET', $quoteId, '');
        if ($answer->status === 404) {
            return $this->carts[$quoteId] = null;
        }
        $cart = $this->ok($answer)->object();
        if (($cart['is_active'] ?? true) === false) {
            return $this->carts[$quoteId] = null;
        }
        $items = $cart['items'] ?? [];
        if (!is_array($items) || !array_is_list($items)) {
            throw $this->malformed($answer);
        }
        return $this->carts[$quoteId] = new Cart($quoteId, array_map(fn ($item): CartItem => $this->item($item, $answer), $items));
    }

    public function addItem(string $quoteId, string $sku, int $qty, array $options = []): CartItem
    {
        unset($this->carts[$quoteId]);
        $answer = $this->cartCall('cart-items.add', 'POST', $quoteId, '/items', ['json' => ['cartItem' => [
            'sku' => $sku,
            'qty' => $qty,
            'quote_id' => $quoteId,
            'extension_attributes' => ['whl_options' => (object) $options],
        ]]]);
        return $this->item($this->ok($answer)->object(), $answer);
    }

    public function updateItemOptions(string $quoteId, int $itemId, array $options): void
    {
        $item = null;
        foreach ($this->getCart($quoteId)?->items ?? [] as $candidate) {
            $item = $candidate->itemId === $itemId ? $candidate : $item;
        }
        if ($item === null) {
            throw new \RuntimeException('unknown cart item');
        }
        unset($this->carts[$quoteId]);
        $this->ok($this->cartCall('cart-items.update', 'PUT', $quoteId, HttpClient::path('/items/%s', $itemId), [
            'json' => ['cartItem' => [
                'item_id' => $itemId,
                'quote_id' => $quoteId,
                'sku' => $item->sku,
                'qty' => $item->qty,
                'extension_attributes' => ['whl_options' => (object) $options],
            ]],
            'idempotent' => true, // the item's complete options, replaced
        ]));
    }

    public function removeItem(string $quoteId, int $itemId): void
    {
        unset($this->carts[$quoteId]);
        $answer = $this->cartCall('cart-items.delete', 'DELETE', $quoteId, HttpClient::path('/items/%s', $itemId), ['idempotent' => true]);
        if ($answer->status !== 404) { // already gone: what was asked
            $this->ok($answer);
        }
    }

    public function clearCart(string $quoteId): void
    {
        foreach ($this->getCart($quoteId)?->items ?? [] as $item) {
            $this->removeItem($quoteId, $item->itemId);
        }
    }

    public function totals(string $quoteId): Totals
    {
        $answer = $this->cartCall('carts.totals', 'GET', $quoteId, '/totals');
        $t = $this->ok($answer)->object();
        foreach (['subtotal', 'tax_amount', 'grand_total'] as $field) {
            if (!is_int($t[$field] ?? null) && !is_float($t[$field] ?? null)) {
                throw $this->malformed($answer);
            }
        }
        return new Totals(self::baisa($t['subtotal']), self::baisa($t['tax_amount']), self::baisa($t['grand_total']));
    }

    public function savePersonalDetails(string $quoteId, array $details): void
    {
        $this->ok($this->flow('personal-details.put', 'PUT', HttpClient::path('/carts/%s/personal-details', $quoteId), [
            'json' => ['details' => (object) $details],
            'idempotent' => true,
        ]));
    }

    public function personalDetails(string $quoteId): ?array
    {
        return $this->details('personal-details', $quoteId);
    }

    public function customerStanding(string $quoteId): CustomerStanding
    {
        $answer = $this->flow('customer-standing.get', 'GET', HttpClient::path('/carts/%s/customer-standing', $quoteId));
        if ($answer->status === 404) {
            return CustomerStanding::unknown();
        }
        return DomainJson::read(CustomerStanding::class, $this->ok($answer)->object()) ?? throw $this->malformed($answer);
    }

    public function saveDeliveryDetails(string $quoteId, array $details): void
    {
        $this->ok($this->flow('delivery-details.put', 'PUT', HttpClient::path('/carts/%s/delivery-details', $quoteId), [
            'json' => ['details' => (object) $details],
            'idempotent' => true,
        ]));
    }

    public function deliveryDetails(string $quoteId): ?array
    {
        return $this->details('delivery-details', $quoteId);
    }

    public function cityList(string $lang): array
    {
        $rows = $this->catalogue('cities', '/cities', null, ['lang' => $lang === 'ar' ? 'ar' : 'en']);
        foreach ($rows as $row) {
            if (!is_array($row) || array_filter($row, static fn ($v): bool => !is_string($v)) !== []) {
                throw new UpstreamFailure($this->magento->service(), 'catalog.cities', UpstreamFailure::MALFORMED);
            }
        }
        return $rows;
    }

    public function stores(string $lang): array
    {
        $stores = $this->catalogue('stores', '/stores', null, ['lang' => $lang === 'ar' ? 'ar' : 'en']);
        foreach ($stores as $store) {
            if (!is_string($store['id'] ?? null) || !is_string($store['name'] ?? null) || !is_string($store['address'] ?? null)) {
                throw new UpstreamFailure($this->magento->service(), 'catalog.stores', UpstreamFailure::MALFORMED);
            }
        }
        return array_map(static fn (array $s): array => ['id' => $s['id'], 'name' => $s['name'], 'address' => $s['address']], $stores);
    }

    public function shippingOptions(string $quoteId): ShippingOptions
    {
        $path = $quoteId === '' ? '/shipping-options' : HttpClient::path('/carts/%s/shipping-options', $quoteId);
        $answer = $this->flow('shipping-options.get', 'GET', $path);
        return DomainJson::read(ShippingOptions::class, $this->ok($answer)->object()) ?? throw $this->malformed($answer);
    }

    public function placeOrder(string $quoteId, string $paymentMethod, string $status, string $shippingMethod, string $lang = 'en'): Order
    {
        $placed = $this->orderOfQuote($quoteId);
        if ($placed !== null) {
            return $placed; // the quote is the idempotency key (000 §7.5)
        }
        // Magento's own placement: made once (it closes the quote); a refusal may be another node's placement
        $answer = $this->cartCall('carts.order', 'PUT', $quoteId, '/order', ['json' => ['paymentMethod' => ['method' => $paymentMethod]]]);
        if (!$answer->ok()) {
            return $this->orderOfQuote($quoteId) ?? throw $answer->unexpected();
        }
        $entityId = $answer->json();
        if (!is_numeric($entityId)) {
            throw $this->malformed($answer);
        }
        unset($this->carts[$quoteId]);
        // what the shop keeps of the order beside Magento's: its status, shipping, language and cart
        $this->ok($this->flow('orders.placed', 'PUT', HttpClient::path('/orders/%s/placed', (int) $entityId), [
            'json' => ['quote_id' => $quoteId, 'status' => $status, 'shipping_method' => $shippingMethod, 'lang' => $lang === 'ar' ? 'ar' : 'en'],
            'idempotent' => true,
        ]));
        return $this->orderOfQuote($quoteId) ?? throw new UpstreamFailure($this->magento->service(), 'orders.placed', UpstreamFailure::UNEXPECTED);
    }

    public function orderOfQuote(string $quoteId): ?Order
    {
        return self::isCartId($quoteId) ? $this->orderAt(HttpClient::path('/carts/%s/order', $quoteId)) : null;
    }

    public function order(string $incrementId): ?Order
    {
        return preg_match('/^\d{1,32}$/', $incrementId) === 1 ? $this->orderAt(HttpClient::path('/orders/%s', $incrementId)) : null;
    }

    public function setPaymentUrl(string $incrementId, string $url): void
    {
        $this->payment($incrementId, $url, false);
    }

    public function retryPayment(string $incrementId, string $url): void
    {
        $this->payment($incrementId, $url, true);
    }

    public function setOrderStatus(string $incrementId, string $status): void
    {
        $this->ok($this->flow('orders.status', 'PUT', HttpClient::path('/orders/%s/status', $incrementId), [
            'json' => ['status' => $status],
            'idempotent' => true,
        ]));
    }

    public function ordersOfCustomer(int $customerId): array
    {
        $answer = $this->flow('customer-orders.get', 'GET', HttpClient::path('/customers/%s/orders', $customerId));
        $list = $this->ok($answer)->json();
        if (!is_array($list) || !array_is_list($list)) {
            throw $this->malformed($answer);
        }
        return array_map(fn ($json): Order => DomainJson::read(Order::class, $json) ?? throw $this->malformed($answer), $list);
    }

    public function cancelReasons(string $lang): array
    {
        // the operator's list, as the spec names it (001 §7): each reason's label in both languages
        $answer = $this->magento->asAdmin('cancel-reasons.get', 'GET', '/getListOfCancelReasonsForCustomer');
        $list = $this->ok($answer)->json();
        $reasons = [];
        foreach (is_array($list) && array_is_list($list) ? $list : [null] as $reason) {
            $label = is_array($reason) ? ($reason['label'][$lang === 'ar' ? 'ar' : 'en'] ?? null) : null;
            if (!is_string($reason['id'] ?? null) || !is_string($label)) {
                throw $this->malformed($answer);
            }
            $reasons[] = ['id' => $reason['id'], 'label' => $label];
        }
        return $reasons;
    }

    public function cancelOrder(string $incrementId, string $reasonId): bool
    {
        // made once: a second cancel of one order answers false
        $answer = $this->magento->asAdmin('orders.cancel', 'POST', '/orders/cancel', ['json' => ['order_id' => $incrementId, 'reason' => $reasonId]]);
        $done = $this->ok($answer)->json();
        return is_bool($done) ? $done : throw $this->malformed($answer);
    }

    public function updateOrderDocuments(string $incrementId, array $idProofDocs, array $incomeProofDocs): bool
    {
        $answer = $this->flow('updateorderdocuments', 'POST', '/updateorderdocuments', ['json' => [
            'id_proof_docs' => array_values($idProofDocs),
            'income_proof_docs' => array_values($incomeProofDocs),
            'entity_id' => $incrementId,
        ], 'idempotent' => true]); // the same documents again change nothing
        $done = $this->ok($answer)->json();
        return is_bool($done) ? $done : throw $this->malformed($answer);
    }

    public function plans(?string $serviceType = null): array
    {
        $plans = $this->catalogue('plans', '/plans', Plan::class);
        return $serviceType === null ? $plans : array_values(array_filter($plans, static fn (Plan $p): bool => $p->serviceType === $serviceType));
    }

    public function planByUrlKey(string $urlKey): ?Plan
    {
        foreach ($this->plans() as $plan) {
            if ($plan->urlKey === $urlKey) {
                return $plan;
            }
        }
        return null;
    }

    public function planBySku(string $sku): ?Plan
    {
        foreach ($this->plans() as $plan) {
            if ($plan->sku === $sku) {
                return $plan;
            }
        }
        return null;
    }

    public function roamingOf(Plan $plan): Roaming
    {
        return $this->catalogueObject('roaming', HttpClient::path('/plans/%s/roaming', $plan->sku), Roaming::class) ?? Roaming::none();
    }

    public function freeDevices(): array
    {
        return $this->catalogue('free-devices', '/free-devices', Device::class);
    }

    public function deviceModels(string $type): array
    {
        $type = $type === DeviceModel::ACCESSORY ? DeviceModel::ACCESSORY : DeviceModel::DEVICE;
        return $this->catalogue('devices', '/devices', DeviceModel::class, ['type' => $type]);
    }

    public function deviceModel(string $key): ?DeviceModel
    {
        return $this->catalogueObject('device', HttpClient::path('/devices/%s', $key), DeviceModel::class);
    }

    public function giftCard(string $key): ?GiftCard
    {
        return $this->catalogueObject('gift-card', HttpClient::path('/gift-cards/%s', $key), GiftCard::class);
    }

    public function probe(): string
    {
        return ProbeAnswer::read($this->magento->asAdmin('probe', 'GET', '/store/storeViews'));
    }

    /** A masked guest cart id (Magento's 32 characters) or a customer's numeric quote id. */
    private static function isCartId(string $quoteId): bool
    {
        return self::isMaskedId($quoteId) || preg_match('/^\d{1,12}$/', $quoteId) === 1;
    }

    private static function isMaskedId(string $quoteId): bool
    {
        return preg_match('/^[A-Za-z0-9]{32}$/', $quoteId) === 1;
    }

    /** OMR as Magento answers it (a JSON number) in baisa. */
    private static function baisa(int|float $omr): int
    {
        return (int) round($omr * 1000);
    }

    /**
     * A cart resource: a guest's by its masked id without a token, a customer's with the administrator token.
     *
     * @param array<string, mixed> $options
     */
    private function cartCall(string $operation, string $method, string $quoteId, string $suffix, array $options = []): UpstreamResponse
    {
        if (self::isMaskedId($quoteId)) {
            return $this->magento->asGuest($operation, $method, HttpClient::path('/guest-carts/%s', $quoteId) . $suffix, $options);
        }
        return $this->magento->asAdmin($operation, $method, HttpClient::path('/carts/%s', $quoteId) . $suffix, $options);
    }

    /** @param array<string, mixed> $options a call to the operator's order-flow module */
    private function flow(string $operation, string $method, string $path, array $options = []): UpstreamResponse
    {
        return $this->magento->asAdmin($operation, $method, HttpClient::path('/%s-orderflow', $this->vendor) . $path, $options);
    }

    /** @return array<string, string>|null */
    private function details(string $kind, string $quoteId): ?array
    {
        $answer = $this->flow($kind . '.get', 'GET', HttpClient::path('/carts/%s/', $quoteId) . $kind);
        if ($answer->status === 404) {
            return null;
        }
        $details = $this->ok($answer)->object()['details'] ?? null;
        if (!is_array($details) || array_filter($details, static fn ($v): bool => !is_string($v)) !== []) {
            throw $this->malformed($answer);
        }
        return $details === [] ? null : $details; // an empty record is none (Carts::savePersonalDetails with [])
    }

    private function orderAt(string $path): ?Order
    {
        $answer = $this->flow('orders.get', 'GET', $path);
        if ($answer->status === 404) {
            return null;
        }
        return DomainJson::read(Order::class, $this->ok($answer)->object()) ?? throw $this->malformed($answer);
    }

    private function payment(string $incrementId, string $url, bool $retry): void
    {
        // the module keeps the first page of an attempt (setPaymentUrl) and starts a new attempt on a retry
        $this->ok($this->flow('orders.payment', 'PUT', HttpClient::path('/orders/%s/payment', $incrementId), [
            'json' => ['payment_url' => $url, 'retry' => $retry],
            'idempotent' => true,
        ]));
    }

    /**
     * A list of the catalogue module as domain objects of $class (null: plain rows), cached for 5
     * minutes; only an answer that reads whole is cached.
     *
     * @template T of object
     * @param class-string<T>|null $class
     * @param array<string, string> $query
     * @return list<($class is null ? mixed : T)>
     */
    private function catalogue(string $name, string $path, ?string $class, array $query = []): array
    {
        $read = function (mixed $list) use ($name, $class): array {
            if (!is_array($list) || !array_is_list($list)) {
                throw $this->malformedCatalogue($name);
            }
            return $class === null ? $list : array_map(fn ($json) => DomainJson::read($class, $json) ?? throw $this->malformedCatalogue($name), $list);
        };
        return $read($this->cached($name, $path, $query, function (UpstreamResponse $answer) use ($read): mixed {
            $list = $this->ok($answer)->json();
            $read($list); // checked before it is cached
            return $list;
        }));
    }

    /**
     * One object of the catalogue module as a $class, or null when it has none (404); cached as catalogue().
     *
     * @template T of object
     * @param class-string<T> $class
     * @return T|null
     */
    private function catalogueObject(string $name, string $path, string $class): ?object
    {
        $read = fn (mixed $json): ?object => $json === false ? null : (DomainJson::read($class, $json) ?? throw $this->malformedCatalogue($name));
        $json = $this->cached($name, $path, [], function (UpstreamResponse $answer) use ($read): mixed {
            $json = $answer->status === 404 ? false : $this->ok($answer)->json();
            $read($json); // checked before it is cached
            return $json;
        });
        return $read($json);
    }

    /**
     * @param array<string, string> $query
     * @param \Closure(UpstreamResponse): mixed $read what to keep of an answer (false for "none"); throws for a bad one
     */
    private function cached(string $name, string $path, array $query, \Closure $read): mixed
    {
        $path = HttpClient::path('/%s-catalog', $this->vendor) . $path;
        $key = $this->magento->cacheKey('cat', $path . '?' . http_build_query($query));
        $hit = get_transient($key);
        if (is_array($hit) && array_key_exists('v', $hit)) {
            return $hit['v'];
        }
        $answer = $this->magento->asAdmin('catalog.' . $name, 'GET', $path, ['query' => $query]);
        $value = $read($answer); // throws for a failed or malformed read: nothing is cached then
        set_transient($key, ['v' => $value], self::CACHE_SECONDS);
        return $value;
    }

    /** @param mixed $json a Magento cart item */
    private function item(mixed $json, UpstreamResponse $answer): CartItem
    {
        $options = is_array($json) ? ($json['extension_attributes']['whl_options'] ?? []) : null;
        if (
            !is_array($json) || !is_int($json['item_id'] ?? null) || !is_string($json['sku'] ?? null)
            || !is_numeric($json['qty'] ?? null) || !is_numeric($json['price'] ?? 0) || !is_array($options)
        ) {
            throw $this->malformed($answer);
        }
        $sku = $json['sku'];
        $plan = $this->planBySku($sku);
        $name = is_string($json['name'] ?? null) ? $json['name'] : $sku;
        return new CartItem(
            $json['item_id'],
            $sku,
            $plan?->name ?? ['en' => $name, 'ar' => $name],
            $plan !== null ? 'plan' : (string) ($options['product_type'] ?? 'device'),
            $plan?->serviceType ?? '',
            $plan?->urlKey ?? (string) ($options['url_key'] ?? ''),
            (int) $json['qty'],
            self::baisa((float) ($json['price'] ?? 0)),
            array_filter($options, 'is_scalar'),
        );
    }

    private function ok(UpstreamResponse $answer): UpstreamResponse
    {
        return $answer->ok() ? $answer : throw $answer->unexpected();
    }

    private function malformed(UpstreamResponse $answer): UpstreamFailure
    {
        return new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
    }

    private function malformedCatalogue(string $name): UpstreamFailure
    {
        return new UpstreamFailure($this->magento->service(), 'catalog.' . $name, UpstreamFailure::MALFORMED);
    }
}
