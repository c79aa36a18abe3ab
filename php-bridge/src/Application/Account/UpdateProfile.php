<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Account;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Identity;

/**
 * 000 §3.9, §7.4; 001 §7.3: the logged-in shopper's profile at the identity provider. Unknown fields
 * are refused; each value is text of at most 200 characters; an e-mail must be one.
 */
final class UpdateProfile
{
    /** 000 §3.9: the profile fields the identity provider keeps (document paths included). */
    private const PROFILE_FIELDS = [
        'email', 'fullName', 'firstName', 'lastName', 'middleName', 'mobileNumber', 'dateOfBirth', 'idExpiryDate', 'idNumber',
        'idType', 'countryCode', 'gender', 'nation', 'idFrontPath', 'idBackPath', 'idFrontPathResident', 'idBackPathResident',
        'idFrontPathNationality', 'idBackPathNationality', 'idFrontPathGCCId', 'idBackPathGCCId', 'idFrontPathGCCPassport',
        'idBackPathGCCPassport',
    ];

    /** @param \Closure(): Identity $identity */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $identity,
    ) {
    }

    /**
     * @param mixed $profile the postData_create_user JSON as decoded
     * @throws Refusal session_expired without a login, validation_error per field
     */
    public function update(mixed $profile): void
    {
        $token = $this->sessions->require()->get('idp_access_token');
        if (!is_string($token) || $token === '') {
            throw Refusal::sessionExpired();
        }
        $clean = self::checked($profile);
        try {
            $updated = ($this->identity)()->updateUser($token, $clean);
        } catch (\RuntimeException) {
            throw BridgeException::unavailable();
        }
        if (!$updated) {
            throw Refusal::sessionExpired();
        }
    }

    /**
     * @return array<string, string> the known fields, sanitised
     * @throws Refusal validation_error, every error at once
     */
    private static function checked(mixed $profile): array
    {
        $validator = new Validator();
        $validator->check('postData_create_user', is_array($profile) && $profile !== [] ? null : 'required');
        $validator->validate();
        $clean = [];
        foreach ($profile as $key => $value) {
            $known = is_string($key) && in_array($key, self::PROFILE_FIELDS, true);
            $validator->check('postData_create_user', $known ? null : 'unknown_field');
            $ok = is_string($value) && mb_strlen($value) <= 200;
            $validator->check((string) $key, $ok ? null : 'invalid');
            if ($known && $ok) {
                $clean[$key] = sanitize_text_field($value);
            }
        }
        if (isset($clean['email'])) {
            $validator->check('email', is_email($clean['email']) !== false ? null : 'email_invalid');
        }
        $validator->validate();
        return $clean;
    }
}
