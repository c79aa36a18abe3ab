<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

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
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;
use Whl\Bridge\WordPress\Html\Labels;
use Whl\Bridge\WordPress\Settings;

/**
 * Guest carts and the plan catalogue on the WordPress database, shaped like Magento's: a quote
 * with a masked id, items with options, totals with VAT computed in baisa. The catalogue is
 * read once per request, or a plan alone when a cart change needs only it.
 */
final class SandboxCommerce implements Ports\Commerce
{
    /** @var list<Plan>|null */
    private ?array $plans = null;

    /** @var array<string, Plan|null> plans read one by one (planBySku) before the whole catalogue was */
    private array $plansBySku = [];

    /** @var array<string, Cart|null> read-through cache of this request, cleared on writes */
    private array $carts = [];

    /**
     * The quote's own facts, read with its cart in the same statement (each was a round trip of every
     * cart change, issue 15) and forgotten with it: its personal details and whether it was ordered.
     *
     * @var array<string, array{personal: ?string, ordered: bool}>
     */
    private array $quotes = [];

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
        /** the demo's shipping options are the settings' checkout_options (000 §4.11), so an administrator can switch them */
        private readonly Settings $settings = new Settings(),
    ) {
    }

    public function createGuestCart(): string
    {
        $masked = bin2hex(random_bytes(16));
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('quotes')} (masked_id, is_active, created_at, updated_at) VALUES (%s, 1, %s, %s)",
            $masked,
            $now,
            $now,
        ));
        $this->carts[$masked] = new Cart($masked);
        $this->quotes[$masked] = ['personal' => null, 'ordered' => false];
        return $masked;
    }

    public function getCart(string $quoteId): ?Cart
    {
        if (!self::isMaskedId($quoteId)) {
            return null;
        }
        if (array_key_exists($quoteId, $this->carts)) {
            return $this->carts[$quoteId];
        }
        // A failed read throws: a cart that could not be read is not a cart that does not exist.
        // Sorted here, not by ORDER BY: over the LEFT JOIN MariaDB sorts in an on-disk temporary
        // table (the options are TEXT), a tenth of a millisecond turned into half of one (issue 15).
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT i.item_id, i.sku, i.qty, i.price_baisa, i.options,
                    p.name_en, p.name_ar, p.product_type, p.service_type, p.url_key, q.personal_details,
                    EXISTS (SELECT 1 FROM {$this->table('orders')} o WHERE o.quote_masked_id = q.masked_id) AS ordered
             FROM {$this->table('quotes')} q
             LEFT JOIN {$this->table('quote_items')} i ON i.quote_id = q.quote_id
             LEFT JOIN {$this->table('products')} p ON p.sku = i.sku
             WHERE q.masked_id = %s AND q.is_active = 1",
            $quoteId,
        ));
        if (!$rows) {
            return $this->carts[$quoteId] = null;
        }
        $this->quotes[$quoteId] = ['personal' => $rows[0]['personal_details'], 'ordered' => (string) $rows[0]['ordered'] === '1'];
        usort($rows, static fn (array $a, array $b): int => (int) $a['item_id'] <=> (int) $b['item_id']);
        // what is not a plan is a device variant or a gift card: read only when the cart holds one
        $others = [];
        foreach ($rows as $row) {
            if ($row['item_id'] !== null && $row['name_en'] === null) {
                $others[] = (string) $row['sku'];
            }
        }
        $variants = $others === [] ? [] : $this->variantsBySku($others);
        $items = [];
        foreach ($rows as $row) {
            if ($row['item_id'] === null) {
                continue;
            }
            $options = json_decode((string) $row['options'], true);
            $options = is_array($options) ? $options : [];
            [$itemId, $sku, $qty, $price] = [(int) $row['item_id'], (string) $row['sku'], (int) $row['qty'], (int) $row['price_baisa']];
            $other = $row['name_en'] === null ? ($variants[$sku] ?? self::giftCardItem($sku)) : null;
            $items[] = $other !== null
                ? new CartItem($itemId, $sku, $other['name'], $other['type'], '', $other['key'], $qty, $price, $options)
                : new CartItem(
                    $itemId,
                    $sku,
                    ['en' => (string) ($row['name_en'] ?? $sku), 'ar' => (string) ($row['name_ar'] ?? $sku)],
                    (string) ($row['product_type'] ?? 'plan'),
                    (string) ($row['service_type'] ?? ''),
                    (string) ($row['url_key'] ?? ''),
                    $qty,
                    $price,
                    $options,
                );
        }
        return $this->carts[$quoteId] = new Cart($quoteId, $items);
    }

    public function addItem(string $quoteId, string $sku, int $qty, array $options = []): CartItem
    {
        // a plan, a device or accessory variant on sale (000 §2.6), or a gift card in one of its amounts (000 §2.2)
        $plan = $this->planBySku($sku);
        $variant = $plan === null ? $this->variantBySku($sku) : null;
        $card = $plan === null && $variant === null ? self::giftCardBySku($sku) : null;
        if ($card !== null) {
            $amount = (int) ($options['amount'] ?? 0);
            $variant = in_array($amount, $card->amounts, true)
                ? ['name' => $card->name, 'type' => 'gift_card', 'key' => $card->key, 'price' => $amount]
                : throw new \RuntimeException('not an amount of ' . $sku);
        }
        if ($plan === null && $variant === null) {
            throw new \RuntimeException('unknown product ' . $sku);
        }
        if (!self::isMaskedId($quoteId)) {
            throw new \RuntimeException('unknown cart');
        }
        $price = $plan?->priceBaisa ?? $variant['price'];
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        // One statement finds the active quote and adds the item (no lookup first, and no column
        // introspection as wpdb::insert does). The quote's updated_at is its own row's last change
        // (details, owner); its items carry their own dates, as removing one always left it alone.
        $added = $this->db->query($this->db->prepare(
            "INSERT INTO {$this->table('quote_items')} (quote_id, sku, qty, price_baisa, options, created_at)
             SELECT q.quote_id, %s, %d, %d, %s, %s FROM {$this->table('quotes')} q WHERE q.masked_id = %s AND q.is_active = 1",
            $sku,
            max(1, $qty),
            $price,
            (string) wp_json_encode($options),
            $now,
            $quoteId,
        ));
        if ($added === false) {
            throw new \RuntimeException('adding the item failed: ' . $this->db->last_error);
        }
        if ($added !== 1) {
            throw new \RuntimeException('unknown cart');
        }
        $itemId = (int) $this->db->insert_id;
        $this->forget($quoteId);
        return $plan !== null
            ? new CartItem($itemId, $plan->sku, $plan->name, 'plan', $plan->serviceType, $plan->urlKey, max(1, $qty), $price, $options)
            : new CartItem($itemId, $sku, $variant['name'], $variant['type'], '', $variant['key'], max(1, $qty), $price, $options);
    }

    /**
     * Device and accessory variants by SKU, as cart items name them (sold or not: an item keeps its name).
     *
     * @param list<string> $skus
     * @return array<string, array{name: array{en: string, ar: string}, type: string, key: string}>
     */
    private function variantsBySku(array $skus): array
    {
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT sku, name_en, name_ar, colour_en, colour_ar, storage_gb, product_type, model_key
             FROM {$this->table('devices')} WHERE sku IN (" . implode(', ', array_fill(0, count($skus), '%s')) . ')',
            ...$skus,
        ));
        $variants = [];
        foreach ($rows as $row) {
            $variants[(string) $row['sku']] = ['name' => self::variantName($row), 'type' => (string) $row['product_type'], 'key' => (string) $row['model_key']];
        }
        return $variants;
    }

    /** @return array{name: array{en: string, ar: string}, type: string, key: string}|null */
    private static function giftCardItem(string $sku): ?array
    {
        $card = self::giftCardBySku($sku);
        return $card === null ? null : ['name' => $card->name, 'type' => 'gift_card', 'key' => $card->key];
    }

    private static function giftCardBySku(string $sku): ?GiftCard
    {
        foreach (SeedGiftCards::all() as $card) {
            if ($card->sku === $sku) {
                return $card;
            }
        }
        return null;
    }

    /** @return array{name: array{en: string, ar: string}, type: string, key: string, price: int}|null a variant on sale */
    private function variantBySku(string $sku): ?array
    {
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT name_en, name_ar, colour_en, colour_ar, storage_gb, product_type, model_key, price_baisa
             FROM {$this->table('devices')} WHERE sku = %s AND is_active = 1 AND is_free_offer = 0",
            $sku,
        ));
        return $row === null ? null : [
            'name' => self::variantName($row),
            'type' => (string) $row['product_type'],
            'key' => (string) $row['model_key'],
            'price' => (int) $row['price_baisa'],
        ];
    }

    /**
     * A variant's name in the cart: the model, its colour and its storage ("Apple iPhone 15, Black, 128 GB").
     *
     * @param array<string, ?string> $row
     * @return array{en: string, ar: string}
     */
    private static function variantName(array $row): array
    {
        $name = [];
        foreach (['en', 'ar'] as $lang) {
            $storage = (int) $row['storage_gb'] > 0 ? Labels::storage((int) $row['storage_gb'], $lang) : '';
            $name[$lang] = implode($lang === 'ar' ? '، ' : ', ', array_filter([(string) $row["name_{$lang}"], (string) $row["colour_{$lang}"], $storage]));
        }
        return $name;
    }

    public function updateItemOptions(string $quoteId, int $itemId, array $options): void
    {
        $updated = $this->db->query($this->db->prepare(
            "UPDATE {$this->table('quote_items')} i JOIN {$this->table('quotes')} q ON q.quote_id = i.quote_id
             SET i.options = %s, q.updated_at = %s
             WHERE q.masked_id = %s AND q.is_active = 1 AND i.item_id = %d",
            (string) wp_json_encode($options),
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $quoteId,
            $itemId,
        ));
        $this->forget($quoteId);
        if ($updated === false) {
            throw new \RuntimeException('updating the item failed: ' . $this->db->last_error);
        }
        // 0 rows changed is also what an update to the same options within the same second gives.
        if ($updated === 0 && !$this->hasItem($quoteId, $itemId)) {
            throw new \RuntimeException('unknown cart item');
        }
    }

    /** A delete the database refused throws (issue 6 finding 5): the item is still in the cart. */
    public function removeItem(string $quoteId, int $itemId): void
    {
        $this->forget($quoteId);
        Db::write($this->db, $this->db->prepare(
            "DELETE i FROM {$this->table('quote_items')} i JOIN {$this->table('quotes')} q ON q.quote_id = i.quote_id
             WHERE q.masked_id = %s AND i.item_id = %d",
            $quoteId,
            $itemId,
        ));
    }

    public function clearCart(string $quoteId): void
    {
        $this->forget($quoteId);
        Db::write($this->db, $this->db->prepare(
            "DELETE i FROM {$this->table('quote_items')} i JOIN {$this->table('quotes')} q ON q.quote_id = i.quote_id
             WHERE q.masked_id = %s",
            $quoteId,
        ));
    }

    public function totals(string $quoteId): Totals
    {
        [$taxable, $exempt] = [0, 0];
        foreach ($this->getCart($quoteId)?->items ?? [] as $item) {
            $item->isVatExempt() ? $exempt += $item->rowTotalBaisa() : $taxable += $item->rowTotalBaisa();
        }
        return Totals::of($taxable, $exempt);
    }

    public function savePersonalDetails(string $quoteId, array $details): void
    {
        $this->forget($quoteId);
        $this->saveDetails('personal_details', $quoteId, $details);
    }

    public function personalDetails(string $quoteId): ?array
    {
        $json = array_key_exists($quoteId, $this->quotes)
            ? $this->quotes[$quoteId]['personal']
            : Db::value($this->db, $this->db->prepare("SELECT personal_details FROM {$this->table('quotes')} WHERE masked_id = %s", $quoteId));
        $details = $json === null ? null : json_decode($json, true);
        return is_array($details) ? array_map('strval', $details) : null;
    }

    /**
     * The Sandbox's seeded flags (SeedCustomerFlags) for the ID number of the quote's personal details,
     * and its orders not yet activated on that ID number or contact number. The Sandbox activates no
     * line: an order counts while it waits for its payment or its courier (OPEN_STATUSES); a paid
     * one counts as activated.
     */
    public function customerStanding(string $quoteId): CustomerStanding
    {
        $personal = $this->personalDetails($quoteId);
        $id = (string) ($personal['customer_id'] ?? '');
        $phone = ($personal['user_phone_number'] ?? '') !== '' ? ($personal['country_code'] ?? '') . $personal['user_phone_number'] : '';
        if ($id === '' && $phone === '') {
            return SeedCustomerFlags::standingOf($personal);
        }
        $statuses = implode(', ', array_fill(0, count(self::OPEN_STATUSES), '%s'));
        $open = (int) Db::value($this->db, $this->db->prepare(
            "SELECT COUNT(*) FROM {$this->table('orders')} WHERE status IN ({$statuses}) AND quote_masked_id <> %s
               AND (JSON_VALUE(personal_details, '$.customer_id') = %s
                 OR CONCAT(COALESCE(JSON_VALUE(personal_details, '$.country_code'), ''), JSON_VALUE(personal_details, '$.user_phone_number')) = %s)",
            ...[...self::OPEN_STATUSES, $quoteId, $id !== '' ? $id : '-', $phone !== '' ? $phone : '-'],
        ));
        return SeedCustomerFlags::standingOf($personal, $open);
    }

    /** The statuses of an order placed and not yet activated (000 §4.12): awaiting its payment or its courier. */
    private const OPEN_STATUSES = ['pending', 'pending_payment', 'payment_failure'];

    public function saveDeliveryDetails(string $quoteId, array $details): void
    {
        $this->saveDetails('delivery_details', $quoteId, $details);
    }

    public function deliveryDetails(string $quoteId): ?array
    {
        $json = Db::value($this->db, $this->db->prepare("SELECT delivery_details FROM {$this->table('quotes')} WHERE masked_id = %s", $quoteId));
        $details = $json === null ? null : json_decode($json, true);
        return is_array($details) ? array_map('strval', $details) : null;
    }

    public function cityList(string $lang): array
    {
        return SeedLocalities::cityList($lang);
    }

    /**
     * The settings' checkout_options, the same for every quote: pay_later (cash on delivery) is offered
     * when both pay_later and cash_on_delivery are on, card on delivery when pay_later and card_on_delivery are.
     */
    public function shippingOptions(string $quoteId): ShippingOptions
    {
        $o = $this->settings->checkoutOptions();
        return new ShippingOptions(
            $o['storepickup'],
            $o['doordelivery'],
            $o['pay_online'],
            $o['pay_later'] && $o['cash_on_delivery'],
            $o['pay_later'] && $o['card_on_delivery'],
        );
    }

    public function stores(string $lang): array
    {
        return SeedLocalities::stores($lang);
    }

    /**
     * One conditional statement: the order row is copied from the active quote, and the unique
     * quote_masked_id makes a second placement (a double click, a retry, another tab) a no-op,
     * whoever comes first; then every caller reads the one row. The increment id follows from the
     * quote's own id (one order per quote), so no sequence is read before the write.
     */
    public function placeOrder(string $quoteId, string $paymentMethod, string $status, string $shippingMethod, string $lang = 'en'): Order
    {
        $cart = $this->getCart($quoteId) ?? throw new \RuntimeException('unknown cart');
        $items = array_map(static fn (CartItem $i): array => [
            'sku' => $i->sku, 'name' => $i->name, 'product_type' => $i->productType, 'service_type' => $i->serviceType,
            'qty' => $i->qty, 'price_baisa' => $i->priceBaisa, 'options' => $i->options,
        ], $cart->items);
        $placed = $this->db->query($this->db->prepare(
            "INSERT INTO {$this->table('orders')}
               (increment_id, quote_masked_id, status, payment_method, shipping_method, service_type, items, totals,
                personal_details, delivery_details, lang, created_at, updated_at)
             SELECT CONCAT('1', LPAD(q.quote_id, 8, '0')), q.masked_id, %s, %s, %s, %s, %s, %s,
                    COALESCE(q.personal_details, '{}'), COALESCE(q.delivery_details, '{}'), %s, %s, %s
             FROM {$this->table('quotes')} q WHERE q.masked_id = %s AND q.is_active = 1
             ON DUPLICATE KEY UPDATE order_id = order_id",
            $status,
            $paymentMethod,
            $shippingMethod,
            $cart->planItem()?->serviceType ?? '',
            (string) wp_json_encode($items, JSON_UNESCAPED_UNICODE),
            (string) wp_json_encode($this->totals($quoteId)->toArray()),
            $lang === 'ar' ? 'ar' : 'en',
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $quoteId,
        ));
        $this->forget($quoteId);
        if ($placed === false) {
            throw new \RuntimeException('placing the order failed: ' . $this->db->last_error);
        }
        return $this->orderOfQuote($quoteId) ?? throw new \RuntimeException('unknown cart');
    }

    public function orderOfQuote(string $quoteId): ?Order
    {
        if (!self::isMaskedId($quoteId) || ($this->quotes[$quoteId]['ordered'] ?? null) === false) {
            return null;
        }
        return $this->orderWhere('quote_masked_id', $quoteId);
    }

    public function order(string $incrementId): ?Order
    {
        return preg_match('/^\d{1,32}$/', $incrementId) === 1 ? $this->orderWhere('increment_id', $incrementId) : null;
    }

    public function setPaymentUrl(string $incrementId, string $url): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('orders')} SET payment_url = %s, updated_at = %s WHERE increment_id = %s AND payment_url = ''",
            $url,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $incrementId,
        ));
    }

    public function retryPayment(string $incrementId, string $url): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('orders')} SET payment_url = %s, status = 'pending_payment', updated_at = %s
             WHERE increment_id = %s AND payment_method = 'online'",
            $url,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $incrementId,
        ));
    }

    public function setOrderStatus(string $incrementId, string $status): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('orders')} SET status = %s, updated_at = %s WHERE increment_id = %s",
            $status,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $incrementId,
        ));
    }

    /** 001 §4.5: the statuses an order may still be cancelled in (nothing shipped, nothing closed). */
    public const CANCELLABLE = ['pending', 'pending_payment', 'payment_failure', 'qc_pending', 'qc_additional_documents'];

    public function ordersOfCustomer(int $customerId): array
    {
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT o.* FROM {$this->table('orders')} o JOIN {$this->table('quotes')} q ON q.masked_id = o.quote_masked_id
             WHERE q.customer_id = %d ORDER BY o.order_id DESC LIMIT 50",
            $customerId,
        ));
        return array_map(fn (array $row): Order => $this->orderOf($row), $rows);
    }

    public function cancelReasons(string $lang): array
    {
        return Translation::in($lang, static fn (): array => [
            ['id' => 'changed_mind', 'label' => __('I changed my mind', 'whl-bridge')],
            ['id' => 'better_offer', 'label' => __('I found a better offer', 'whl-bridge')],
            ['id' => 'ordered_by_mistake', 'label' => __('I ordered by mistake', 'whl-bridge')],
            ['id' => 'delivery_too_slow', 'label' => __('The delivery takes too long', 'whl-bridge')],
            ['id' => 'other', 'label' => __('Another reason', 'whl-bridge')],
        ]);
    }

    public function cancelOrder(string $incrementId, string $reasonId): bool
    {
        if (!in_array($reasonId, array_column($this->cancelReasons('en'), 'id'), true)) {
            return false;
        }
        $placeholders = implode(', ', array_fill(0, count(self::CANCELLABLE), '%s'));
        return Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('orders')} SET status = 'canceled', cancel_reason = %s, updated_at = %s
             WHERE increment_id = %s AND status IN ({$placeholders})",
            $reasonId,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $incrementId,
            ...self::CANCELLABLE,
        )) === 1;
    }

    public function updateOrderDocuments(string $incrementId, array $idProofDocs, array $incomeProofDocs): bool
    {
        // the documents asked are in: the order goes back to the operator's checks (001 §4.8)
        return Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('orders')} SET documents = %s, status = 'qc_pending', updated_at = %s
             WHERE increment_id = %s AND status = 'qc_additional_documents'",
            (string) wp_json_encode(['id_proof_docs' => array_values($idProofDocs), 'income_proof_docs' => array_values($incomeProofDocs)]),
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $incrementId,
        )) === 1;
    }

    /** What this request read of the quote is no longer what the database holds. */
    /**
     * A quote's recorded details (personal_details, delivery_details), replacing earlier ones; [] is
     * none (NULL), as before they were first recorded.
     *
     * @param array<string, string> $details
     */
    private function saveDetails(string $column, string $quoteId, array $details): void
    {
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        Db::write($this->db, $details === []
            ? $this->db->prepare("UPDATE {$this->table('quotes')} SET {$column} = NULL, updated_at = %s WHERE masked_id = %s", $now, $quoteId)
            : $this->db->prepare(
                "UPDATE {$this->table('quotes')} SET {$column} = %s, updated_at = %s WHERE masked_id = %s",
                (string) wp_json_encode($details, JSON_UNESCAPED_UNICODE),
                $now,
                $quoteId,
            ));
    }

    private function forget(string $quoteId): void
    {
        unset($this->carts[$quoteId], $this->quotes[$quoteId]);
    }

    private function orderWhere(string $column, string $value): ?Order
    {
        $row = Db::row($this->db, $this->db->prepare("SELECT * FROM {$this->table('orders')} WHERE {$column} = %s", $value));
        return $row ? $this->orderOf($row) : null;
    }

    /** @param array<string, mixed> $row */
    private function orderOf(array $row): Order
    {
        $json = static fn (string $key): array => is_array($decoded = json_decode((string) $row[$key], true)) ? $decoded : [];
        return new Order(
            $row['increment_id'],
            $row['quote_masked_id'],
            $row['status'],
            $row['payment_method'],
            $row['shipping_method'],
            $row['service_type'],
            array_values($json('items')),
            $json('totals'),
            array_map('strval', $json('personal_details')),
            array_map('strval', $json('delivery_details')),
            (int) strtotime($row['created_at'] . ' UTC'),
            (string) ($row['payment_url'] ?? ''),
            ($row['lang'] ?? '') === 'ar' ? 'ar' : 'en',
        );
    }

    public function plans(?string $serviceType = null): array
    {
        $plans = $this->catalogue();
        if ($serviceType === null) {
            return $plans;
        }
        return array_values(array_filter($plans, static fn (Plan $p): bool => $p->serviceType === $serviceType));
    }

    public function planByUrlKey(string $urlKey): ?Plan
    {
        foreach ($this->catalogue() as $plan) {
            if ($plan->urlKey === $urlKey) {
                return $plan;
            }
        }
        return null;
    }

    public function roamingOf(Plan $plan): Roaming
    {
        return SeedRoaming::of($plan);
    }

    /** One plan: from the catalogue when this request read it, else its own row (a cart change needs no other). */
    public function planBySku(string $sku): ?Plan
    {
        if ($this->plans === null) {
            if (!array_key_exists($sku, $this->plansBySku)) {
                $row = Db::row($this->db, $this->db->prepare(
                    "SELECT * FROM {$this->table('products')} WHERE sku = %s AND is_active = 1 AND product_type = 'plan'",
                    $sku,
                ));
                $this->plansBySku[$sku] = $row !== null ? self::planOf($row) : null;
            }
            return $this->plansBySku[$sku];
        }
        foreach ($this->plans as $plan) {
            if ($plan->sku === $sku) {
                return $plan;
            }
        }
        return null;
    }

    public function deviceModels(string $type): array
    {
        $rows = Db::rows(
            $this->db,
            $this->db->prepare(
                "SELECT * FROM {$this->table('devices')} WHERE is_active = 1 AND is_free_offer = 0 AND product_type = %s ORDER BY sort_order, device_id",
                $type,
            ),
        );
        return self::models($rows);
    }

    public function deviceModel(string $key): ?DeviceModel
    {
        $rows = Db::rows(
            $this->db,
            $this->db->prepare(
                "SELECT * FROM {$this->table('devices')} WHERE is_active = 1 AND is_free_offer = 0 AND model_key = %s ORDER BY sort_order, device_id",
                $key,
            ),
        );
        return self::models($rows)[0] ?? null;
    }

    /**
     * Variant rows grouped into their models, the models' texts from the Sandbox's catalogue.
     *
     * @param list<array<string, mixed>> $rows
     * @return list<DeviceModel>
     */
    private static function models(array $rows): array
    {
        $variants = [];
        foreach ($rows as $r) {
            $variants[(string) $r['model_key']][] = self::device($r);
        }
        $models = [];
        foreach ($variants as $key => $list) {
            $m = SeedDevices::MODELS[$key] ?? null;
            if ($m !== null) {
                $models[] = new DeviceModel((string) $key, $m['type'], $m['brand'], $m['brandLabel'], $m['os'], $m['name'], $m['description'], $list);
            }
        }
        return $models;
    }

    /** @param array<string, mixed> $r a row of the devices table */
    private static function device(array $r): Device
    {
        return new Device(
            (string) $r['sku'],
            ['en' => (string) $r['name_en'], 'ar' => (string) $r['name_ar']],
            ['en' => (string) $r['brand_en'], 'ar' => (string) $r['brand_ar']],
            ['en' => (string) $r['colour_en'], 'ar' => (string) $r['colour_ar']],
            (int) $r['storage_gb'],
            (int) $r['regular_price_baisa'],
            (int) $r['price_baisa'],
            (string) ($r['model_key'] ?? ''),
            (string) ($r['colour_hex'] ?? ''),
            (string) ($r['image'] ?? ''),
            (int) ($r['in_stock'] ?? 1) === 1,
        );
    }

    public function giftCard(string $key): ?GiftCard
    {
        foreach (SeedGiftCards::all() as $card) {
            if ($card->key === $key) {
                return $card;
            }
        }
        return null;
    }

    public function freeDevices(): array
    {
        $rows = Db::rows(
            $this->db,
            "SELECT sku, name_en, name_ar, brand_en, brand_ar, colour_en, colour_ar, storage_gb, regular_price_baisa, price_baisa
             FROM {$this->table('devices')} WHERE is_active = 1 AND is_free_offer = 1 ORDER BY sort_order, device_id",
        );
        return array_map(static fn (array $r): Device => new Device(
            $r['sku'],
            ['en' => $r['name_en'], 'ar' => $r['name_ar']],
            ['en' => $r['brand_en'], 'ar' => $r['brand_ar']],
            ['en' => $r['colour_en'], 'ar' => $r['colour_ar']],
            (int) $r['storage_gb'],
            (int) $r['regular_price_baisa'],
            (int) $r['price_baisa'],
        ), $rows);
    }

    /** @return list<Plan> */
    private function catalogue(): array
    {
        if ($this->plans !== null) {
            return $this->plans;
        }
        $rows = Db::rows(
            $this->db,
            "SELECT * FROM {$this->table('products')} WHERE is_active = 1 AND product_type = 'plan' ORDER BY sort_order, product_id",
        );
        return $this->plans = array_map(self::planOf(...), $rows);
    }

    /** @param array<string, ?string> $r a row of the products table */
    private static function planOf(array $r): Plan
    {
        return new Plan(
            $r['sku'],
            $r['url_key'],
            $r['service_type'],
            $r['family'],
            ['en' => $r['name_en'], 'ar' => $r['name_ar']],
            ['en' => $r['category_en'], 'ar' => $r['category_ar']],
            ['en' => json_decode($r['highlights_en'], true) ?: [], 'ar' => json_decode($r['highlights_ar'], true) ?: []],
            (int) $r['price_baisa'],
            (int) $r['validity_days'],
            $r['data_quota'],
            $r['data_units'],
            $r['voice_quota'],
            $r['voice_units'],
            (int) $r['contract_months'],
            (string) ($r['sub_category'] ?? ''),
            SeedCatalogue::CREDIT[$r['sku']] ?? ['en' => '', 'ar' => ''],
            SeedCatalogue::TERM_OF[$r['sku']] ?? '',
        );
    }

    private function hasItem(string $quoteId, int $itemId): bool
    {
        return (bool) Db::value($this->db, $this->db->prepare(
            "SELECT 1 FROM {$this->table('quote_items')} i JOIN {$this->table('quotes')} q ON q.quote_id = i.quote_id
             WHERE q.masked_id = %s AND q.is_active = 1 AND i.item_id = %d",
            $quoteId,
            $itemId,
        ));
    }

    private static function isMaskedId(string $quoteId): bool
    {
        return (bool) preg_match('/^[a-f0-9]{32}$/', $quoteId);
    }

    private function table(string $name): string
    {
        return $this->db->prefix . 'whl_sbx_' . $name;
    }
}
