<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/**
 * A shopper walked through the checkout's steps over HTTP (000 §2.9–§2.11): a plan with a reserved
 * number, the personal details, the delivery details, the order. The numbers the tests' orders
 * sold go back to the pool after the test (soldNumbersBack), so other tests find free numbers.
 */
trait Checkout
{
    /** @var list<string> */
    private array $soldInTest = [];

    /** A home-delivery address in Muscat that the Sandbox's city list holds (SeedLocalities): the walk's. */
    private static function homeAddress(array $overrides = []): array
    {
        return $overrides + Fixtures::walk()['delivery']['homeAddress'];
    }

    /**
     * A shopper with a plan (prepaid unless named), its number and its personal details recorded
     * ($details over the walk's: another customer), from $fromAddress ('' = 127.0.0.1).
     *
     * @param array<string, string> $details
     * @return array{0: Browser, 1: string}
     */
    private function shopperWithDetails(
        string $simType = 'physical',
        string $sku = 'PRE-HALA-5',
        string $serviceType = 'prepaid',
        array $details = [],
        string $fromAddress = '',
    ): array {
        $browser = $this->browser($fromAddress);
        $number = Fixtures::freeNumber($serviceType)['msisdn'];
        self::assertSame('success', $browser->addToCart($number, $sku, $serviceType)['body']['responseCode']);
        $this->soldInTest[] = $number;
        $step = Fixtures::walk()['personal'];
        $answer = $browser->module($step['subAction'], [
            'personal_details' => (string) json_encode($browser->withOwnDocuments($details + Fixtures::personalDetails() + ['sim_type' => $simType])),
            'captcha_token' => $browser->captchaToken($step['captcha']),
        ]);
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        $browser->nonce = $answer['body']['current_nonce']; // the rotated session's
        return [$browser, $number];
    }

    private static function delivery(Browser $browser, array $details, string $lang = 'en', ?string $captcha = null): array
    {
        $step = Fixtures::walk()['delivery'];
        return $browser->module($step['subAction'], [
            'delivery_details' => (string) json_encode($details),
            'delivery_type' => $details['delivery_type'] ?? '',
            'captcha_token' => $captcha ?? $browser->captchaToken($step['captcha']),
            'lang' => $lang,
        ]);
    }

    /** @return array<string, mixed> the place-order call's fields, with a fresh captcha token */
    private static function placeOrderFields(Browser $browser, string $method = 'cashondelivery'): array
    {
        $step = Fixtures::walk()['placeOrder'];
        return ['action' => 'wp_postpaid_prepaid_module', 'sub_action' => $step['subAction'], 'payment_method' => $method] + $step['fields'] + [
            'captcha_token' => $browser->captchaToken($step['captcha']),
        ];
    }

    private static function placeOrder(Browser $browser, string $method = 'cashondelivery'): array
    {
        return $browser->ajax(self::placeOrderFields($browser, $method));
    }

    /**
     * The tester's choice on the Sandbox gateway's page (contract §4.16), as a browser posts it: the
     * URL the browser is sent back to (the online_payment route with the sealed return).
     */
    private static function payOnPage(string $pageUrl, string $decision): string
    {
        $answer = (new Browser())->get($pageUrl);
        self::assertSame(200, $answer['status'], 'the page is open');
        $site = rtrim((string) home_url(), '/');
        $url = str_starts_with($pageUrl, $site) ? Browser::baseUrl() . substr($pageUrl, strlen($site)) : $pageUrl;
        $ch = curl_init($url);
        curl_setopt_array($ch, [
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HEADER => true,
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => http_build_query(['decision' => $decision, 'card' => '4111 1111 1111 1111']),
        ]);
        $raw = (string) curl_exec($ch);
        self::assertSame(303, (int) curl_getinfo($ch, CURLINFO_RESPONSE_CODE), $raw);
        self::assertMatchesRegularExpression('/\r\nlocation: *(\S+)/i', $raw);
        preg_match('/\r\nlocation: *(\S+)/i', $raw, $m);
        return $m[1];
    }

    /** contract §4.16: the online_payment page hands the return to the bridge. */
    private static function readReturn(Browser $browser, string $returnUrl): array
    {
        return $browser->ajax(['action' => 'decryptPayonlineDetails', 'page_url' => $returnUrl]);
    }

    private static function orderStatus(string $orderId): ?string
    {
        $db = Fixtures::db();
        return $db->get_var($db->prepare("SELECT status FROM {$db->prefix}whl_sbx_orders WHERE increment_id = %s", $orderId));
    }

    /** @return array<string, string>|null the Sandbox's order row of the quote */
    private static function orderRow(string $quoteId): ?array
    {
        $db = Fixtures::db();
        $row = $db->get_row($db->prepare("SELECT * FROM {$db->prefix}whl_sbx_orders WHERE quote_masked_id = %s", $quoteId), ARRAY_A);
        return is_array($row) ? $row : null;
    }

    private static function orderCount(string $quoteId): int
    {
        $db = Fixtures::db();
        return (int) $db->get_var($db->prepare("SELECT COUNT(*) FROM {$db->prefix}whl_sbx_orders WHERE quote_masked_id = %s", $quoteId));
    }

    private static function numberRow(string $msisdn): array
    {
        $db = Fixtures::db();
        return (array) $db->get_row($db->prepare("SELECT held_by, held_until, sold_at FROM {$db->prefix}whl_sbx_numbers WHERE msisdn = %s", $msisdn), ARRAY_A);
    }

    private function soldNumbersBack(): void
    {
        $db = Fixtures::db();
        foreach ($this->soldInTest as $msisdn) {
            $db->query($db->prepare(
                "UPDATE {$db->prefix}whl_sbx_numbers SET sold_at = NULL, held_by = NULL, held_until = NULL WHERE msisdn = %s AND sold_at IS NOT NULL",
                $msisdn,
            ));
        }
        $this->soldInTest = [];
    }
}
