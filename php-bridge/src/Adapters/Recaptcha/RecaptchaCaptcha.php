<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Recaptcha;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CaptchaToken;
use Whl\Bridge\Infrastructure\Security\SpentTokens;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Ports;

/**
 * Google reCAPTCHA v3 (contract §5, docs/upstreams.md "Captcha"): the widget gets the token from
 * Google's script with the action name; the bridge asks siteverify with the secret, which never
 * leaves the server. A token passes once: Google says success, the action is the one expected, the
 * score reaches the threshold, the hostname is the shop's and the challenge is under 2 minutes old;
 * the bridge also records it as spent, so a replay on another web node fails too.
 *
 * siteverify down (timeout, 5xx, not JSON) is an UpstreamFailure: the call is answered `failure`
 * and the shopper, whose entries stay in the form, may try again. It never lets the action through.
 */
final class RecaptchaCaptcha implements Ports\Captcha, Probe
{
    public const TOKEN_LIFETIME_SECONDS = 120;
    private const SKEW_SECONDS = 30;

    public function __construct(
        private readonly HttpClient $http,
        private readonly string $secret,
        private readonly float $minScore,
        private readonly string $hostname,
        private readonly SpentTokens $spent,
        private readonly Clock $clock,
    ) {
    }

    public function issue(string $action, string $clientKey): CaptchaToken
    {
        throw new \LogicException('reCAPTCHA tokens come from Google\'s script in the browser');
    }

    public function verify(string $token, string $action, string $clientKey): bool
    {
        if ($token === '' || strlen($token) > 4096 || !in_array($action, self::ACTIONS, true) || $this->secret === '') {
            return false;
        }
        $answer = $this->http->send('siteverify', 'POST', '', ['form' => ['secret' => $this->secret, 'response' => $token]]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $result = $answer->object();
        if (!array_key_exists('success', $result)) {
            throw new UpstreamFailure($this->http->service(), 'siteverify', UpstreamFailure::MALFORMED, $answer->status);
        }
        $challengedAt = is_string($result['challenge_ts'] ?? null) ? strtotime($result['challenge_ts']) : false;
        $age = $challengedAt === false ? PHP_INT_MAX : $this->clock->now() - $challengedAt;
        $passed = $result['success'] === true
            && ($result['action'] ?? null) === $action
            && is_numeric($result['score'] ?? null) && (float) $result['score'] >= $this->minScore
            && ($this->hostname === '' || ($result['hostname'] ?? null) === $this->hostname)
            && $age >= -self::SKEW_SECONDS && $age <= self::TOKEN_LIFETIME_SECONDS;
        return $passed && $this->spent->spend('recaptcha', $token, self::TOKEN_LIFETIME_SECONDS + self::SKEW_SECONDS);
    }

    /** siteverify with a made-up token: Google answers success false; a refused secret says so. */
    public function probe(): string
    {
        $answer = $this->http->send('probe', 'POST', '', ['form' => ['secret' => $this->secret, 'response' => 'whl-connection-test']]);
        $codes = $answer->ok() ? ($answer->object()['error-codes'] ?? []) : [];
        if (is_array($codes) && array_intersect($codes, ['missing-input-secret', 'invalid-input-secret']) !== []) {
            throw new UpstreamFailure($answer->service, $answer->operation, ProbeAnswer::CREDENTIALS_REFUSED, $answer->status);
        }
        return ProbeAnswer::read($answer);
    }
}
