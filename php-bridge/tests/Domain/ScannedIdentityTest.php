<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Tests\Support\TestCase;

/** Contract §4.13: what the personal submit compares with the scanned identity (000 §8 documentMissMatch). */
final class ScannedIdentityTest extends TestCase
{
    public function test_given_fields_that_differ_from_the_scan(): void
    {
        $scanned = (new ScannedIdentity('jti', 'Salim', 'Nasser', 'Al-Harthy', '1', '112233445', 'OM', '14/05/1990', '23/11/2029', 'national_id'))
            ->toPersonalDetails();
        $same = ['user_first_name' => ' salim ', 'user_last_name' => 'AL-HARTHY', 'customer_id' => '١١٢٢٣٣٤٤٥', 'nationality' => 'om',
            'customer_id_dob' => '14/05/1990', 'middle_name' => '', 'customer_id_type' => '1'];
        self::assertSame([], ScannedIdentity::mismatches($scanned, $same));
        $other = ['customer_id' => '998877665', 'customer_id_dob' => '15/05/1990', 'user_first_name' => 'Saleh', 'customer_id_type' => '6'];
        self::assertSame(['user_first_name', 'customer_id_type', 'customer_id', 'customer_id_dob'], ScannedIdentity::mismatches($scanned, $other));
        self::assertSame([], ScannedIdentity::mismatches([], $other), 'nothing recorded: nothing to compare');
    }
}
