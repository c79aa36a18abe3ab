<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

/**
 * Text messages to a shopper's number other than passcodes (000 §4.12 the order notices), carried
 * as the Otp adapter carries passcodes: the operator's SMS gateway, or the Sandbox's demo outbox.
 */
interface TextMessages
{
    /**
     * Sends $message, written in $lang (en or ar), to $msisdn (international form, Domain\E164) for the
     * session $clientKey (the Sandbox files it under the session).
     *
     * @throws \RuntimeException when it could not be sent
     */
    public function deliver(string $clientKey, string $msisdn, string $message, string $lang): void;
}
