<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\DeviceCatalogue;

/**
 * GET gift-card-details?card={urlKey}&lang= (000 §2.2; contract §8.4): public and cacheable, a gift
 * card with its amounts and the page's HTML (DeviceCatalogue::giftCardPage). Unknown card →
 * `404 not_found`; a catalogue that cannot be read → `failure`.
 */
final class GiftCardDetails implements RestRoute
{
    public const PATH = '/gift-card-details';
    public const ARGS = [
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
        'card' => ['description' => "The gift card's url key (its page's card=).", 'type' => 'string'],
    ];
    private const CACHE_SECONDS = 300;

    public function __construct(
        private readonly Catalogue $commerce,
        private readonly DeviceCatalogue $html,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:gift-card-details', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $card = $this->commerce->giftCard($request->string('card')) ?? throw Refusal::notFound();
        return Response::success([
            'card' => [
                'key' => $card->key,
                'sku' => $card->sku,
                'name' => $card->name($lang),
                'description' => $card->description($lang),
                'amounts' => array_map(Money::format(...), $card->amounts),
                'vat_exempt' => true,
                'image' => $this->html->imageUrl($card->image),
            ],
            'page_html' => $this->html->giftCardPage($card, $lang),
        ]);
    }

    /** The page as its element holds it (light DOM); '' when the catalogue cannot be read. */
    public function html(string $key, string $lang): string
    {
        try {
            $card = $this->commerce->giftCard($key);
        } catch (\RuntimeException) {
            return '';
        }
        return $card !== null ? $this->html->giftCardPage($card, $lang) : Translation::in(
            $lang,
            static fn (): string => '<p class="whl-device__unknown">' . esc_html__('This gift card is not in our catalogue.', 'whl-bridge') . '</p>',
        );
    }
}
