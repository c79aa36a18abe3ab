<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\DevicePresenter;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\DeviceCatalogue;

/**
 * GET devices-listing?type=&lang= (000 §2.6; contract §8.2): public and cacheable, the models on sale
 * of a kind (`device`, the default, or `accessory`) with their variants, and the listing's HTML the
 * pages print in the element (DeviceCatalogue). A catalogue that cannot be read → `failure`.
 */
final class DevicesListing implements RestRoute
{
    public const PATH = '/devices-listing';
    public const ARGS = [
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
        'type' => ['description' => 'device (the default) or accessory.', 'type' => 'string'],
    ];
    private const CACHE_SECONDS = 300;

    public function __construct(
        private readonly Catalogue $commerce,
        private readonly DeviceCatalogue $html,
        private readonly string $detailsUrl,
        private readonly \Closure $image,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:devices-listing', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $type = $request->string('type') ?: DeviceModel::DEVICE;
        (new Validator())->check('type', in_array($type, [DeviceModel::DEVICE, DeviceModel::ACCESSORY], true) ? null : 'invalid_choice')->validate();
        $models = $this->commerce->deviceModels($type);
        return Response::success([
            'type' => $type,
            'models' => array_map(fn (DeviceModel $m): array => DevicePresenter::model($m, $lang, $this->image), $models),
            'listing_html' => $this->html->listing($models, $type, $lang, $this->detailsUrl),
        ]);
    }

    /**
     * The listing as its element holds it (light DOM), with the filters the page's URL names checked;
     * '' when the catalogue cannot be read (the widget then says so and offers to reload).
     *
     * @param list<string> $brands
     * @param list<string> $systems
     */
    public function html(string $type, string $lang, array $brands, array $systems): string
    {
        try {
            return $this->html->listing($this->commerce->deviceModels($type), $type, $lang, $this->detailsUrl, $brands, $systems);
        } catch (\RuntimeException) {
            return '';
        }
    }
}
