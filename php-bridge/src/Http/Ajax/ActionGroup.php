<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

/**
 * One group of admin-ajax actions (the spec's §7 tables), built only when one of them runs. Its
 * public methods take a Request and answer a Response; Actions::TABLE says which answers what.
 */
interface ActionGroup
{
}
