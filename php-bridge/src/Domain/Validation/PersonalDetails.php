<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\IdTypes;
use Whl\Bridge\Domain\PersonalFields;

/**
 * The bridge's check of a personal_details submit (000 §3.8, §4.7, §5.2–§5.4): every field the
 * step requires for this order, eKYC state and customer (Domain\PersonalFields), each given field
 * by its own rule (PersonalRules), and an ID type the nationality allows (Domain\IdTypes). The
 * widget checks the same before it sends; a submit that skips or bends any of them is refused here.
 */
final class PersonalDetails
{
    /** The fields with a rule of their own, in the order of the step. */
    private const RULED = [
        'user_email',
        'country_code',
        'user_phone_number',
        'customer_id',
        'customer_id_expiry_date',
        'customer_id_dob',
        'user_first_name',
        'middle_name',
        'user_last_name',
    ];

    /**
     * @param array<string, mixed> $details the personal_details sent
     * @param array{orderType: string, portInType?: string, touristPack?: bool, ekyc: string, eligibility: string,
     *     otherNationality?: bool, lang?: string, blockedNumbers?: list<string>, reservedMsisdn?: string, today: string} $ctx
     * @return array<string, string> field => error code; empty when the submit holds
     */
    public static function errors(array $details, array $ctx): array
    {
        $text = static fn (string $field): string => trim((string) ($details[$field] ?? ''));
        $required = PersonalFields::required(
            $ctx['orderType'],
            $ctx['portInType'] ?? '',
            $ctx['touristPack'] ?? false,
            $ctx['ekyc'],
            $ctx['eligibility'],
            $ctx['otherNationality'] ?? false,
        );
        $errors = [];
        foreach ($required as $field) {
            // the income proof is checked by its own rule, the deposit's (000 §5.3, §4.8: PersonalInfoActions)
            if ($field !== 'income_proof_docs' && $text($field) === '') {
                $errors[$field] = 'required';
            }
        }
        $ruleContext = $ctx + [
            'countryCode' => $text('country_code') !== '' ? $text('country_code') : '968',
            'idType' => $text('customer_id_type'),
            'nationality' => $text('nationality'),
        ];
        // the middle name and the country code follow the names and the contact number onto the form
        $asked = [...$required, 'country_code', ...(in_array('user_first_name', $required, true) ? ['middle_name'] : [])];
        foreach (self::RULED as $field) {
            if (isset($errors[$field]) || ($text($field) === '' && !in_array($field, $asked, true))) {
                continue;
            }
            // an empty country code is the default, +968 (000 §5.2)
            $error = PersonalRules::error($field, $field === 'country_code' ? $ruleContext['countryCode'] : $text($field), $ruleContext);
            if ($error !== null) {
                $errors[$field] = $error;
            }
        }
        $type = $text('customer_id_type');
        $options = IdTypes::options($ctx['orderType'], $ctx['portInType'] ?? '', $ctx['touristPack'] ?? false, $text('nationality'));
        if ($type !== '' && !isset($errors['customer_id_type']) && !in_array((int) $type, $options, true)) {
            $errors['customer_id_type'] = 'id_type_not_allowed';
        }
        return $errors;
    }
}
