<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Places;

/**
 * contract §4.19 whl_place_search (000 §2.10): the delivery step's places search, public (no nonce,
 * the catalogue's rate group), through the Places port. Each row names the cityList row (contract
 * §4.14) it stands for by its pccode and ids.
 */
final class PlaceActions implements ActionGroup
{
    /** The longest query looked up; longer ones are cut (no place name is longer). */
    private const MAX_QUERY_LENGTH = 60;

    /** @param \Closure(): Places $places */
    public function __construct(private readonly \Closure $places)
    {
    }

    public function search(Request $request): Response
    {
        $query = mb_substr(trim($request->string('q')), 0, self::MAX_QUERY_LENGTH);
        $places = mb_strlen($query) < Places::MIN_QUERY_LENGTH ? [] : ($this->places)()->search($query, $request->lang());
        return Response::success(['places' => array_slice($places, 0, Places::MAX_RESULTS)]);
    }
}
