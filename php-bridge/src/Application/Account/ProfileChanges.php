<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Account;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;

/**
 * 000 §3.9: the profile fields a logged-in shopper changes (postData_create_user). Unknown fields are
 * refused; each value is text of at most 200 characters, kept as plain text; an e-mail must be one.
 * The sanitiser and the e-mail check are the site's (UpdateProfile is given them).
 */
final class ProfileChanges
{
    /** 000 §3.9: the profile fields the identity provider keeps (document paths included). */
    private const PROFILE_FIELDS = [
        'email', 'fullName', 'firstName', 'lastName', 'middleName', 'mobileNumber', 'dateOfBirth', 'idExpiryDate', 'idNumber',
        'idType', 'countryCode', 'gender', 'nation', 'idFrontPath', 'idBackPath', 'idFrontPathResident', 'idBackPathResident',
        'idFrontPathNationality', 'idBackPathNationality', 'idFrontPathGCCId', 'idBackPathGCCId', 'idFrontPathGCCPassport',
        'idBackPathGCCPassport',
    ];

    /** @param array<string, string> $fields the known fields, as plain text */
    private function __construct(public readonly array $fields)
    {
    }

    /**
     * @param mixed $profile the postData_create_user JSON as decoded
     * @param \Closure(string): string $plainText a value as plain text (tags and line breaks gone)
     * @param \Closure(string): bool $isEmail whether a value is an e-mail address
     * @throws Refusal validation_error, every error at once
     */
    public static function of(mixed $profile, \Closure $plainText, \Closure $isEmail): self
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
                $clean[$key] = $plainText($value);
            }
        }
        if (isset($clean['email'])) {
            $validator->check('email', $isEmail($clean['email']) ? null : 'email_invalid');
        }
        $validator->validate();
        return new self($clean);
    }
}
