<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\DeliveryDetails;

/**
 * 000 §5.6 delivery rules, the server twin of widgets/delivery/form.ts: every case of one fixture
 * (test/fixtures/rules/delivery-details.json), which the widget's test reads too, gives the same
 * field codes on both sides.
 */
final class DeliveryDetailsTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function fixture(): array
    {
        return json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/delivery-details.json'), true);
    }

    /** @return array<string, array{string, array<string, string>, array<string, string>}> */
    public static function cases(): array
    {
        $rows = [];
        foreach (self::fixture()['cases'] as $case) {
            $rows[$case['name']] = [$case['lang'], $case['sent'], $case['errors']];
        }
        return $rows;
    }

    /**
     * @dataProvider cases
     * @param array<string, string> $sent
     * @param array<string, string> $expected
     */
    public function test_the_rules_of_000_5_6(string $lang, array $sent, array $expected): void
    {
        $fixture = self::fixture();
        $errors = DeliveryDetails::errors($sent, [
            'lang' => $lang,
            'aptMax' => $fixture['limits']['aptMax'],
            'wayMax' => $fixture['limits']['wayMax'],
            'landmarkMax' => $fixture['limits']['landmarkMax'],
            'cities' => $fixture['cityList'][$lang],
            'citiesEn' => $fixture['cityList']['en'],
            'storeIds' => $fixture['storeIds'],
        ]);
        ksort($errors);
        ksort($expected);
        self::assertSame($expected, $errors);
    }
}
