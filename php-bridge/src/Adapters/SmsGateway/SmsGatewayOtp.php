<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\SmsGateway;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Security\Passcodes;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * Passcodes and order notices by the operator's SMS gateway (docs/upstreams.md "SMS"): the bridge
 * issues and checks the passcodes itself (Infrastructure\Security\Passcodes); the gateway only carries the text.
 * A message is sent once (a second try could text the shopper twice); a passcode whose SMS could
 * not be sent is withdrawn, and the shopper is told to try again.
 */
final class SmsGatewayOtp implements Ports\Otp, Ports\TextMessages, Probe
{
    public function __construct(
        private readonly HttpClient $http,
        private readonly string $apiKey,
        private readonly string $sender,
        private readonly Passcodes $passcodes,
    ) {
    }

    public function send(string $msisdn, string $purpose, string $clientKey, string $lang): int
    {
        $code = $this->passcodes->issue($msisdn, $purpose, $clientKey);
        try {
            $this->text($msisdn, Translation::in($lang, static fn (): string => Passcodes::message($code)), $lang);
        } catch (UpstreamFailure $e) {
            $this->passcodes->withdraw($msisdn, $purpose, $clientKey);
            throw $e;
        }
        return Passcodes::LIFETIME_SECONDS;
    }

    public function verify(string $msisdn, string $purpose, string $clientKey, string $code): string
    {
        return $this->passcodes->verify($msisdn, $purpose, $clientKey, $code);
    }

    public function deliver(string $clientKey, string $msisdn, string $message, string $lang): void
    {
        $this->text($msisdn, $message, $lang);
    }

    /** @throws UpstreamFailure when the gateway did not accept the message */
    private function text(string $msisdn, string $message, string $lang): void
    {
        $answer = $this->http->send('messages.send', 'POST', '/messages', [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
            'json' => [
                'from' => $this->sender,
                'to' => $msisdn, // international form already (Ports\Otp, Domain\E164): never prefixed again
                'text' => $message,
                // Arabic does not fit the GSM 7-bit alphabet: the gateway sends it as UCS-2
                'encoding' => $lang === 'ar' ? 'UCS2' : 'GSM7',
                'reference' => wp_generate_uuid4(),
            ],
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $id = $answer->object()['id'] ?? null; // the gateway's message id: an answer without one is no acceptance
        if (!is_string($id) || $id === '') {
            throw new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
        }
    }

    /** A read of a message id that does not exist: sends nothing. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->http->send('probe', 'GET', '/messages/whl-connection-test', [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
        ]));
    }
}
