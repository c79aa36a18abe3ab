<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §4.7: which fields the personal-information step validates, by order type, eKYC state and
 * the existing-customer flags, as personal_details keys (000 §3.8). Twin of
 * src/domain/personal-fields.ts requiredPersonalFields; one table for both:
 * test/fixtures/rules/personal-fields.json (its `readings` say how the spec's open points are read).
 * The bridge refuses a submit that leaves out any of them; each is then checked by its own rule.
 */
final class PersonalFields
{
    private const CONTACT = ['user_email', 'user_phone_number'];
    private const DOCUMENTS = ['ID_doc_front_image_path', 'ID_doc_back_image_path', 'customer_id', 'customer_id_expiry_date'];
    private const IDENTITY = [
        'nationality',
        'customer_id_type',
        'customer_id',
        'customer_id_expiry_date',
        'customer_id_dob',
        'user_first_name',
        'user_last_name',
        'gender',
        'ID_doc_front_image_path',
        'ID_doc_back_image_path',
    ];
    /** The order the step shows and checks them in. */
    public const ALL = [...self::CONTACT, ...self::IDENTITY, 'income_proof_docs'];
    private const PERSONAL_ORDERS = ['prepaid', 'postpaid', 'home_internet', 'port-in', 'sim_reactivation'];

    /**
     * @param 'success'|'failed'|'disabled' $ekyc the scan's outcome, or disabled
     * @param 'true'|'false'|'' $eligibility existing_customer_eligibility_status ('' when unset)
     * @return list<string>
     */
    public static function required(
        string $orderType,
        string $portInType,
        bool $touristPack,
        string $ekyc,
        string $eligibility,
        bool $otherNationality,
    ): array {
        $fields = self::CONTACT;
        $ekycMissing = $ekyc === 'failed' || $ekyc === 'disabled';
        if ($orderType === 'devices') {
            $fields = [...$fields, 'user_first_name', 'user_last_name'];
        }
        if ($orderType === 'device-installment' && $ekycMissing) {
            $fields = [...$fields, 'user_first_name', 'user_last_name', 'nationality', 'customer_id_type', ...self::DOCUMENTS];
        }
        if (in_array($orderType, self::PERSONAL_ORDERS, true)) {
            $prepaid = $orderType === 'prepaid' || ($orderType === 'port-in' && $portInType !== 'postpaid');
            if ($eligibility === 'false' && $ekyc === 'failed') {
                $fields = [...$fields, 'customer_id_expiry_date', 'ID_doc_front_image_path', 'ID_doc_back_image_path'];
            }
            if ($eligibility === '' && $prepaid) {
                $fields = [...$fields, 'nationality', 'customer_id_type'];
            }
            if ($eligibility === '' && $ekycMissing) {
                $fields = [...$fields, ...self::IDENTITY, 'income_proof_docs'];
            }
            if ($otherNationality && $prepaid) {
                $fields = [...$fields, 'nationality', 'customer_id_type'];
            }
            if ($otherNationality && $ekyc === 'failed') {
                $fields = [...$fields, ...self::DOCUMENTS];
            }
            if ($prepaid && $ekyc === 'success') {
                $fields = [...$fields, 'nationality', 'customer_id_type'];
            }
        }
        if ($touristPack) {
            $fields = array_diff($fields, ['ID_doc_back_image_path']);
        }
        return array_values(array_intersect(self::ALL, $fields));
    }
}
