<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\DevicePresenter;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\DeviceCatalogue;

/**
 * GET device-details?device={key}&lang= (000 §2.6; contract §8.3): public and cacheable, a model of
 * the catalogue (a device or an accessory) with its variants and the page's HTML (DeviceCatalogue).
 * Unknown key → `404 not_found`; a catalogue that cannot be read → `failure`.
 */
final class DeviceDetails implements RestRoute
{
    public const PATH = '/device-details';
    public const ARGS = [
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
        'device' => ['description' => "The model's key (its page's device=).", 'type' => 'string'],
    ];
    private const CACHE_SECONDS = 300;

    public function __construct(
        private readonly Catalogue $commerce,
        private readonly DeviceCatalogue $html,
        private readonly \Closure $image,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:device-details', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $model = $this->commerce->deviceModel($request->string('device'));
        if ($model === null) {
            throw Refusal::notFound();
        }
        return Response::success(['device' => DevicePresenter::model($model, $lang, $this->image), 'page_html' => $this->html->page($model, $lang)]);
    }

    /**
     * The page as its element holds it (light DOM); '' for an unknown model or a catalogue that cannot
     * be read (the widget says which).
     */
    public function html(string $key, string $lang): string
    {
        try {
            $model = $this->commerce->deviceModel($key);
        } catch (\RuntimeException) {
            return '';
        }
        return $model !== null ? $this->html->page($model, $lang) : Translation::in(
            $lang,
            static fn (): string => '<p class="whl-device__unknown">' . esc_html__('This device is not in our catalogue.', 'whl-bridge') . '</p>',
        );
    }
}
