<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Storage;

defined('ABSPATH') || exit;

/** A read or write the database did not carry out; answered `failure`, never taken for "not there". */
final class StorageFailure extends \RuntimeException
{
}
