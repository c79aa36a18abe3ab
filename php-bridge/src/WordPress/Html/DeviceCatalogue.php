<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Domain\GiftCard;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Swatch;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\WordPress\Frontend\Blocks;

/**
 * The device and accessory catalogue's HTML (000 §2.6): the listing with its brand and OS filters,
 * and a model's page with its variants, built from the Commerce port's DeviceModels, escaped, then
 * wp_kses. As the postpaid listing (docs/decisions/122-server-rendered-listing.md), what it shows works
 * without the browser's code: a filter hides the cards it leaves out by CSS (`:has`), and the page's
 * variant radio shows its picture, price and instalments. The widgets add the filters' rules that
 * change other boxes (000 §2.6), keep the filters in the URL, and add to the cart.
 */
final class DeviceCatalogue
{
    /** Instalment plans a device of at least this price (baisa, without VAT) is offered on (000 §3.2 device-installment). */
    public const INSTALMENT_FROM = 100000;
    /** @var list<int> */
    public const INSTALMENT_MONTHS = [12, 24];

    /** @param string $pluginFile the plugin's main file: the catalogue's pictures are among its assets */
    public function __construct(private readonly string $pluginFile)
    {
    }

    /** The catalogue's rules, on the theme's tokens (docs/tokens.md), with the tokens' defaults only. */
    private const CSS = '.whl-shop{display:grid;grid-template-columns:minmax(0,1fr);gap:calc(var(--whl-space,8px)*2)}'
        . '.whl-shop__filters{display:flex;flex-wrap:wrap;gap:calc(var(--whl-space,8px)*3)}'
        . '.whl-shop fieldset,.whl-device fieldset{display:flex;flex-wrap:wrap;gap:0 calc(var(--whl-space,8px)*2);margin:0;padding:0;border:0}'
        . '.whl-shop legend,.whl-device legend{inline-size:100%;font-weight:600}'
        . '.whl-shop label,.whl-device label{display:flex;align-items:center;gap:var(--whl-space,8px);min-block-size:var(--whl-control-size,44px)}'
        . '.whl-shop label:has(:disabled),.whl-device label:has(:disabled){color:var(--whl-color-muted,#5c5c66)}'
        . '.whl-product{display:flex;flex-direction:column;gap:var(--whl-space,8px);padding:calc(var(--whl-space,8px)*2);'
        . 'border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);border-radius:var(--whl-radius,12px);'
        . 'background:var(--whl-color-surface,#fff)}'
        . '.whl-product a{color:inherit;text-decoration:none}.whl-product h3{margin:0;font-size:var(--whl-font-size-large,1.125em)}'
        . '.whl-product img,.whl-device__img,.whl-gift img{inline-size:100%;block-size:auto;border-radius:var(--whl-radius-small,6px)}'
        . '.whl-product img,.whl-gift img{display:block}'
        . '.whl-price{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 var(--whl-space,8px);margin:0}'
        . '.whl-price bdi{color:var(--whl-color-primary,#5b2a86);font-size:var(--whl-font-size-large,1.125em);font-weight:700}'
        . '.whl-price small,.whl-price del{color:var(--whl-color-muted,#5c5c66)}'
        . '.whl-off{padding-inline:var(--whl-space,8px);border-radius:var(--whl-radius-small,6px);'
        . 'background:var(--whl-color-primary,#5b2a86);color:var(--whl-color-on-primary,#fff);font-weight:600}'
        . '.whl-swatches{display:flex;flex-wrap:wrap;gap:calc(var(--whl-space,8px)/2);margin:0;padding:0;list-style:none}'
        . '.whl-swatch{padding:calc(var(--whl-space,8px)/4) var(--whl-space,8px);border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);'
        . 'border-radius:var(--whl-radius-small,6px);font-size:var(--whl-font-size-small,.875em)}'
        . '.whl-swatch--black{color:var(--whl-color-swatch-dark-text,black)}.whl-swatch--white{color:var(--whl-color-swatch-light-text,white)}'
        . '.whl-shop__none{display:none}.whl-shop[data-none] .whl-shop__none{display:block}'
        . '.whl-device{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,calc(var(--whl-column-min,15rem)*4/3)),1fr));'
        . 'gap:calc(var(--whl-space,8px)*3)}'
        . '.whl-device__info{display:grid;gap:calc(var(--whl-space,8px)*2);align-content:start}.whl-device h2{margin:0}'
        . '.whl-device__img,.whl-device__offer{display:none}.whl-device__offer{gap:var(--whl-space,8px)}'
        . '.whl-device .whl-block__button{justify-content:center}.whl-device__stock{color:var(--whl-color-danger,#b3261e);font-weight:600}';

    /**
     * The listing of a kind of model, for its element's light DOM, with the filters the URL names
     * (`?brand=apple,samsung&os=android`) checked.
     *
     * @param list<DeviceModel> $models
     * @param list<string> $brands the brands the URL names
     * @param list<string> $systems the operating systems the URL names
     */
    public function listing(array $models, string $type, string $lang, string $detailsUrl, array $brands = [], array $systems = []): string
    {
        self::enqueueStyle();
        return Translation::in($lang, function () use ($models, $type, $lang, $detailsUrl, $brands, $systems): string {
            $brandBoxes = [];
            $osBoxes = [];
            $cards = '';
            foreach ($models as $model) {
                $brandBoxes[$model->brand] = $model->brandLabel($lang);
                if ($model->os !== '') {
                    $osBoxes[$model->os] = $model->os === DeviceModel::IOS ? __('iOS', 'whl-bridge') : __('Android', 'whl-bridge');
                }
                $cards .= $this->card($model, $lang, $detailsUrl);
            }
            ksort($osBoxes); // android, ios: the same order on every page
            $filters = self::boxes('whl-brand', __('Brand', 'whl-bridge'), $brandBoxes, $brands);
            if ($type === DeviceModel::DEVICE) {
                $filters .= self::boxes('whl-os', __('Operating system', 'whl-bridge'), $osBoxes, $systems);
            }
            $rules = self::filterRules('whl-brand', 'data-brand', array_keys($brandBoxes)) . self::filterRules('whl-os', 'data-os', array_keys($osBoxes));
            wp_add_inline_style(Blocks::STYLE, $rules);
            $none = $type === DeviceModel::DEVICE
                ? __('No device matches these filters.', 'whl-bridge')
                : __('No accessory matches these filters.', 'whl-bridge');
            return Kses::clean('<div class="whl-shop">'
                . '<div class="whl-shop__filters" role="group" aria-label="' . esc_attr__('Filters', 'whl-bridge') . '">' . $filters . '</div>'
                . ($cards === ''
                    ? '<p>' . esc_html__('Nothing is on sale here right now.', 'whl-bridge') . '</p>'
                    : '<ul class="whl-grid">' . $cards . '</ul><p class="whl-shop__none" role="status">' . esc_html($none) . '</p>')
                . '</div>');
        });
    }

    /** A model's page, for its element's light DOM: the first variant in stock chosen. */
    public function page(DeviceModel $model, string $lang): string
    {
        self::enqueueStyle();
        return Translation::in($lang, function () use ($model, $lang): string {
            $chosen = null;
            foreach ($model->variants as $variant) {
                $chosen ??= $variant->inStock ? $variant : null;
            }
            $chosen ??= $model->variants[0];
            $media = '';
            $radios = '';
            $offers = '';
            $rules = [];
            foreach ($model->variants as $variant) {
                $sku = esc_attr($variant->sku);
                $rules[] = ".whl-device:has([name=whl-variant][value=\"{$sku}\"]:checked) [data-variant=\"{$sku}\"]";
                $media .= '<img class="whl-device__img" data-variant="' . $sku . '" src="' . esc_url($this->image($variant)) . '" alt="'
                    . esc_attr($model->name($lang) . ', ' . $variant->colour($lang)) . '" width="240" height="210">';
                $radios .= '<label><input type="radio" name="whl-variant" value="' . $sku . '"' . ($variant === $chosen ? ' checked' : '') . '>'
                    . self::swatch($variant, $lang) . ($variant->storageGb > 0 ? ' ' . esc_html(Labels::storage($variant->storageGb, $lang)) : '')
                    . (!$variant->inStock ? ' <span class="whl-device__stock">' . esc_html__('Out of stock', 'whl-bridge') . '</span>' : '') . '</label>';
                $offers .= $this->offer($model, $variant, $lang);
            }
            wp_add_inline_style(Blocks::STYLE, implode(',', $rules) . '{display:grid}');
            $legend = $model->type === DeviceModel::DEVICE ? __('Colour and storage', 'whl-bridge') : __('Colour', 'whl-bridge');
            return Kses::clean('<div class="whl-device" data-model="' . esc_attr($model->key) . '">'
                . '<div class="whl-device__media">' . $media . '</div>'
                . '<div class="whl-device__info"><h2>' . esc_html($model->name($lang)) . '</h2>'
                . '<p>' . esc_html($model->description($lang)) . '</p>'
                . '<fieldset class="whl-device__variants"><legend>' . esc_html($legend) . '</legend>' . $radios . '</fieldset>'
                . $offers . '</div></div>');
        });
    }

    /** 000 §2.2 a gift card's page, for its element's light DOM: its amounts (the first chosen), no VAT. */
    public function giftCardPage(GiftCard $card, string $lang): string
    {
        self::enqueueStyle();
        return Translation::in($lang, function () use ($card, $lang): string {
            $amounts = '';
            foreach ($card->amounts as $index => $baisa) {
                $amounts .= '<label><input type="radio" name="whl-amount" value="' . esc_attr(Money::format($baisa)) . '"'
                    . ($index === 0 ? ' checked' : '') . '>'
                    . '<bdi>' . esc_html(Labels::money($baisa, $lang)) . '</bdi></label>';
            }
            return Kses::clean('<div class="whl-device whl-gift" data-model="' . esc_attr($card->key) . '">'
                . '<div class="whl-device__media"><img src="' . esc_url($this->imageUrl($card->image)) . '" alt="'
                . esc_attr($card->name($lang)) . '" width="240" height="150"></div>'
                . '<div class="whl-device__info"><h2>' . esc_html($card->name($lang)) . '</h2><p>' . esc_html($card->description($lang)) . '</p>'
                . '<fieldset><legend>' . esc_html__('Amount', 'whl-bridge') . '</legend>' . $amounts . '</fieldset>'
                // 000 §9: a price always says whether it includes VAT; a gift card's has none
                . '<p class="whl-gift__vat">' . esc_html__('No VAT on a gift card: you pay the amount on the card.', 'whl-bridge') . '</p>'
                . '<button type="button" class="whl-block__button" data-add-card="' . esc_attr($card->key) . '">'
                . esc_html__('Add to cart', 'whl-bridge') . '</button>'
                . '</div></div>');
        });
    }

    /** One card of the listing: its picture, name, "from" price with VAT and discount, colours. */
    private function card(DeviceModel $model, string $lang, string $detailsUrl): string
    {
        $cheapest = $model->cheapest();
        $url = add_query_arg(array_filter(['device' => $model->key, 'lang' => $lang === 'ar' ? 'ar' : null]), $detailsUrl);
        $swatches = '';
        foreach ($model->variants as $variant) {
            $swatches .= '<li>' . self::swatch($variant, $lang) . '</li>';
        }
        return '<li class="whl-product" data-brand="' . esc_attr($model->brand) . '" data-os="' . esc_attr($model->os) . '">'
            . '<a href="' . esc_url($url) . '"><img src="' . esc_url($this->image($cheapest)) . '" alt="" width="240" height="210" loading="lazy">'
            . '<h3>' . esc_html($model->name($lang)) . '</h3></a>'
            . self::price($cheapest, true, $lang)
            . '<ul class="whl-swatches" aria-label="' . esc_attr__('Colours', 'whl-bridge') . '">' . $swatches . '</ul></li>';
    }

    /** A variant's offer on the model's page: its price, its instalments, and its add to cart. */
    private function offer(DeviceModel $model, Device $variant, string $lang): string
    {
        $sku = esc_attr($variant->sku);
        $pay = '';
        if ($model->type === DeviceModel::DEVICE && $variant->priceBaisa >= self::INSTALMENT_FROM) {
            $pay = '<label><input type="radio" name="whl-pay-' . $sku . '" value="0" checked>' . esc_html__('Pay in full', 'whl-bridge') . '</label>';
            foreach (self::INSTALMENT_MONTHS as $months) {
                $pay .= '<label><input type="radio" name="whl-pay-' . $sku . '" value="' . $months . '">' . esc_html(sprintf(
                    /* translators: 1: number of months, 2: the monthly amount with VAT, e.g. OMR 13.957 */
                    __('%1$d months, %2$s a month incl. VAT', 'whl-bridge'),
                    $months,
                    Labels::money(Money::monthlyInstalment($variant->priceBaisa, $months), $lang),
                )) . '</label>';
            }
            $pay = '<fieldset class="whl-device__pay"><legend>' . esc_html__('How to pay', 'whl-bridge') . '</legend>' . $pay . '</fieldset>';
        }
        return '<div class="whl-device__offer" data-variant="' . $sku . '">' . self::price($variant, false, $lang) . $pay
            . ($variant->inStock
                ? '<button type="button" class="whl-block__button" data-add="' . $sku . '">' . esc_html__('Add to cart', 'whl-bridge') . '</button>'
                : '<p class="whl-device__stock">' . esc_html__('Out of stock', 'whl-bridge') . '</p>')
            . '</div>';
    }

    /** A price with VAT, its discount (000 §9: the integer part of the percentage) and its regular price. */
    private static function price(Device $variant, bool $from, string $lang): string
    {
        $price = Labels::money(Money::withVat($variant->priceBaisa), $lang);
        $off = Money::discountPercent($variant->regularPriceBaisa, $variant->priceBaisa);
        return '<p class="whl-price">'
            /* translators: %s: a price, e.g. OMR 334.950 */
            . '<bdi>' . esc_html($from ? sprintf(__('From %s', 'whl-bridge'), $price) : $price) . '</bdi>'
            . '<small>' . esc_html__('incl. VAT', 'whl-bridge') . '</small>'
            . ($off > 0
                ? '<del>' . esc_html(Labels::money(Money::withVat($variant->regularPriceBaisa), $lang)) . '</del>'
                    /* translators: %d: a discount in percent */
                    . '<span class="whl-off">' . esc_html(sprintf(__('%d%% off', 'whl-bridge'), $off)) . '</span>'
                : '')
            . '</p>';
    }

    /** 000 §2.6: the colour swatch, its text black or white by the colour's YIQ brightness (Domain\Swatch). */
    private static function swatch(Device $variant, string $lang): string
    {
        return '<span class="whl-swatch whl-swatch--' . Swatch::textColour($variant->colourHex) . '" style="background-color:'
            . esc_attr($variant->colourHex) . '">' . esc_html($variant->colour($lang)) . '</span>';
    }

    /**
     * A filter's checkboxes.
     *
     * @param array<string, string> $values value → label
     * @param list<string> $checked
     */
    private static function boxes(string $name, string $legend, array $values, array $checked): string
    {
        $boxes = '';
        foreach ($values as $value => $label) {
            $boxes .= '<label><input type="checkbox" name="' . $name . '" value="' . esc_attr((string) $value) . '"'
                . (in_array((string) $value, $checked, true) ? ' checked' : '') . '>' . esc_html($label) . '</label>';
        }
        return '<fieldset><legend>' . esc_html($legend) . '</legend>' . $boxes . '</fieldset>';
    }

    /**
     * A filter's rules: once a box of the filter is checked, the cards of the values left unchecked hide.
     *
     * @param list<string> $values
     */
    private static function filterRules(string $name, string $attribute, array $values): string
    {
        $rules = [];
        foreach ($values as $value) {
            $value = esc_attr($value);
            $rules[] = ".whl-shop:has([name={$name}]:checked):not(:has([name={$name}][value=\"{$value}\"]:checked)) [{$attribute}=\"{$value}\"]";
        }
        return $rules === [] ? '' : implode(',', $rules) . '{display:none}';
    }

    private function image(Device $variant): string
    {
        return $this->imageUrl($variant->image);
    }

    /** A catalogue picture's URL: the files the plugin ships (assets/img/catalogue). */
    public function imageUrl(string $file): string
    {
        return plugins_url('assets/img/catalogue/' . $file, $this->pluginFile);
    }

    /** The catalogue's style sheet, on the blocks' (Blocks::STYLE), once. */
    private static function enqueueStyle(): void
    {
        Blocks::enqueueStyle(self::CSS);
    }
}
