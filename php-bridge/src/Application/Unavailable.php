<?php

declare(strict_types=1);

namespace Whl\Bridge\Application;

defined('ABSPATH') || exit;

/**
 * A back end the call needs cannot answer now (its provider is down, or its adapter may not serve
 * this site): the envelope's `failure`, which Http\Response answers 503, not the 500 of a fault.
 */
final class Unavailable extends Refusal
{
    public function __construct()
    {
        parent::__construct('failure');
    }
}
