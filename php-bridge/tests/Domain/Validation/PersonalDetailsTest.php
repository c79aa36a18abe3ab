<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\PersonalDetails;
use Whl\Bridge\Tests\Support\Fixtures;

/**
 * Issue 9, 000 §4.7 with §5.2–§5.4: the bridge refuses a personal_details submit that skips any
 * field the step requires, for every row of the §4.7 table (test/fixtures/rules/personal-fields.json),
 * and accepts the complete one.
 */
final class PersonalDetailsTest extends TestCase
{
    private const TODAY = '2026-11-23';

    /** @return array<string, array{array<string, mixed>, list<string>}> */
    public static function rows(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/personal-fields.json'), true);
        $rows = [];
        foreach ($fixture['cases'] as [$question, $required, $name]) {
            $rows[$name] = [$question, $required];
        }
        return $rows;
    }

    /**
     * A complete, valid submit for the row's customer: an Omani with a civil ID, or for an other-nationality
     * customer a resident card, or for the tourist pack a visitor's passport.
     *
     * @param array<string, mixed> $q
     * @return array<string, string>
     */
    private static function complete(array $q): array
    {
        [$nationality, $type, $id] = match (true) {
            ($q['touristPack'] ?? false) => ['IN', '14', 'P-998877'],
            ($q['otherNationality'] ?? false) => ['IN', '6', '123456789'],
            default => ['OM', '1', '123456789'],
        };
        return Fixtures::personalDetails($nationality, $type, $id);
    }

    /** @param array<string, mixed> $q */
    private static function context(array $q): array
    {
        return $q + ['lang' => 'en', 'today' => self::TODAY, 'reservedMsisdn' => '92222222', 'blockedNumbers' => ['91111111']];
    }

    /**
     * @dataProvider rows
     * @param array<string, mixed> $q
     * @param list<string> $required
     */
    public function test_a_complete_submit_holds_and_each_required_field_left_out_is_refused(array $q, array $required): void
    {
        $details = self::complete($q);
        self::assertSame([], PersonalDetails::errors($details, self::context($q)), 'the complete submit');
        // the income proof is in the table's list but asked only by the deposit (000 §5.3, §4.8)
        $asked = array_values(array_diff($required, ['income_proof_docs']));
        foreach ($asked as $field) {
            $without = $details;
            unset($without[$field]);
            self::assertSame('required', PersonalDetails::errors($without, self::context($q))[$field] ?? null, "without {$field}");
        }
        foreach (array_diff(array_keys($details), $asked, ['country_code', 'middle_name']) as $field) {
            $without = $details;
            unset($without[$field]);
            self::assertArrayNotHasKey($field, PersonalDetails::errors($without, self::context($q)), "{$field} is not asked here");
        }
    }

    public function test_given_fields_are_checked_by_their_rules_even_when_not_required(): void
    {
        $q = ['orderType' => 'migration', 'ekyc' => 'success', 'eligibility' => 'true'];
        $errors = PersonalDetails::errors(
            ['user_email' => 'sara@', 'user_phone_number' => '92222222', 'customer_id_dob' => '31/02/2000', 'user_first_name' => 'S4ra'],
            self::context($q)
        );
        self::assertSame(
            [
                'user_email' => 'email_invalid',
                'user_phone_number' => 'contact_is_reserved_number',
                'customer_id_dob' => 'date_invalid',
                'user_first_name' => 'name_alphabet',
            ],
            $errors
        );
    }

    public function test_an_id_type_the_nationality_does_not_allow_is_refused(): void
    {
        $q = ['orderType' => 'postpaid', 'ekyc' => 'disabled', 'eligibility' => ''];
        $details = ['customer_id_type' => '1', 'nationality' => 'IN'] + self::complete($q);
        self::assertSame(['customer_id_type' => 'id_type_not_allowed'], PersonalDetails::errors($details, self::context($q)));
    }

    public function test_the_middle_name_is_asked_of_an_omani_with_a_civil_id_when_names_are(): void
    {
        $q = ['orderType' => 'postpaid', 'ekyc' => 'disabled', 'eligibility' => ''];
        $details = self::complete($q);
        unset($details['middle_name']);
        self::assertSame(['middle_name' => 'required'], PersonalDetails::errors($details, self::context($q)));
        $onlyContact = ['orderType' => 'postpaid', 'ekyc' => 'success', 'eligibility' => 'true'];
        self::assertSame([], PersonalDetails::errors($details, self::context($onlyContact)), 'no names asked: no middle name either');
    }

    public function test_an_empty_country_code_is_the_default_968_even_where_it_is_locked(): void
    {
        $q = ['orderType' => 'postpaid', 'ekyc' => 'disabled', 'eligibility' => ''];
        $details = ['country_code' => ''] + self::complete($q);
        self::assertSame([], PersonalDetails::errors($details, self::context($q)));
        self::assertSame(['country_code' => 'country_code_locked'], PersonalDetails::errors(['country_code' => '44'] + $details, self::context($q)));
    }
}
