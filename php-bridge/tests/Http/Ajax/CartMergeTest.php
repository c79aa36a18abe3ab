<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentity;
use Whl\Bridge\Adapters\Sandbox\SeedAccounts;
use Whl\Bridge\Http\Ajax\AccountActions;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\Login;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.5, §3.7 the guest → customer cart merge after login (contract §4.21):
 * wpb_create_b2c_customerTokenAndCartMerge with 'no', then 'yes'; 'customer has already having
 * item we cannot merge' when both carts hold items.
 */
final class CartMergeTest extends TestCase
{
    use Login;

    /** A new identity-provider user (its commerce customer is created at its first login). */
    private static function newAccount(): string
    {
        $name = 'm' . bin2hex(random_bytes(5));
        SandboxIdentity::seed(Fixtures::db(), [[
            'username' => $name,
            'email' => $name . '@example.om',
            'password' => SeedAccounts::PASSWORD,
            'first_name' => 'Test',
            'last_name' => 'Shopper',
        ]]);
        return $name;
    }

    private static function merge(Browser $browser, string $choice): array
    {
        return $browser->ajax(['action' => 'wpb_create_b2c_customerTokenAndCartMerge', 'post_action' => $choice]);
    }

    private static function heldBy(string $msisdn): ?string
    {
        $db = Fixtures::db();
        return $db->get_var($db->prepare("SELECT held_by FROM {$db->prefix}whl_sbx_numbers WHERE msisdn = %s", $msisdn));
    }

    private static function mergeState(Browser $browser): string
    {
        return $browser->rest('current-nonce', ['lang' => 'en'])['body']['data']['cart_merge'];
    }

    public function test_without_a_guest_cart_the_accounts_cart_is_the_sessions_at_once(): void
    {
        $browser = $this->browser();
        self::logIn($browser, self::newAccount());
        self::assertSame('', self::mergeState($browser), 'nothing to merge');
        $msisdn = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($msisdn);
        $proxy = $browser->ajax(['action' => 'wp_restAPICall', 'post_method' => 'GET', 'post_action' => 'rest/default/V1/carts/mine/items']);
        self::assertSame(['PRE-HALA-5'], array_column($proxy['body']['response'], 'sku'), 'the add went to the account\'s cart');
    }

    public function test_a_guest_cart_joins_an_empty_account_cart_with_no_then_yes_and_keeps_its_number(): void
    {
        $browser = $this->browser();
        $msisdn = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($msisdn);
        $guestQuote = (string) self::heldBy($msisdn);
        self::logIn($browser, self::newAccount());
        self::assertSame('pending', self::mergeState($browser));

        $no = self::merge($browser, 'no');
        self::assertSame(200, $no['status'], $no['raw']);
        self::assertTrue($no['body']['status']);
        self::assertSame('pending', $no['body']['cart_merge'], "'no' changes nothing when the merge can be done");

        $yes = self::merge($browser, 'yes');
        self::assertTrue($yes['body']['status']);
        self::assertSame('done', $yes['body']['cart_merge']);
        self::assertSame(1, $yes['body']['cart_items_count']);
        $item = $yes['body']['items']['cart_rest_response'][0];
        self::assertSame($item['item_id'], $item['extension_attributes']['item_parent_item_id'], '000 §3.7 a top-level item');
        self::assertSame($guestQuote, self::heldBy($msisdn), 'the hold follows the cart into the account');
        self::assertSame('', self::mergeState($browser));

        $again = self::merge($browser, 'yes');
        self::assertSame($yes['body']['items'], $again['body']['items'], 'a replay answers the settled state');
    }

    public function test_when_both_carts_hold_items_the_merge_is_refused_and_the_guest_number_goes_back(): void
    {
        $account = self::newAccount();
        $first = $this->browser();
        self::logIn($first, $account);
        $kept = Fixtures::freeNumber()['msisdn'];
        $first->addToCart($kept);
        $first->ajax(['action' => 'whl_session_removeItem', 'key' => 'loggedin_user_info']);

        $browser = $this->browser();
        $guestNumber = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($guestNumber);
        self::logIn($browser, $account);
        self::assertSame('pending', self::mergeState($browser));
        // the steps' reservation check waits for the cart read after the merge (contract §4.6)
        self::assertTrue($browser->summary()['cart_merge_pending'], 'the cart read before the merge says it is pending');

        $no = self::merge($browser, 'no');
        self::assertSame(200, $no['status'], $no['raw']);
        self::assertFalse($no['body']['status']);
        self::assertFalse($browser->summary()['cart_merge_pending'], 'settled');
        self::assertSame(AccountActions::MERGE_REFUSED, $no['body']['message']);
        self::assertSame(AccountActions::MERGE_REFUSED, $no['body']['items']['customer_response'][0]['message']);
        self::assertSame('done', $no['body']['cart_merge']);
        self::assertSame(1, $no['body']['cart_items_count'], 'the account\'s cart, one item');
        self::assertNull(self::heldBy($guestNumber), 'the guest cart\'s number is released, not left held');
        self::assertNotNull(self::heldBy($kept), 'the account cart keeps its own');
        $shown = json_encode($browser->summary());
        self::assertStringContainsString($kept, $shown, 'the cart the shopper sees is the account\'s');
        self::assertStringNotContainsString($guestNumber, $shown);
        $after = self::merge($browser, 'yes')['body'];
        self::assertSame($no['body']['items']['cart_rest_response'], $after['items']['cart_rest_response'], "a 'yes' afterwards changes nothing");
    }

    public function test_yes_without_no_is_refused_the_same_way_when_both_hold_items(): void
    {
        $account = self::newAccount();
        $first = $this->browser();
        self::logIn($first, $account);
        $first->addToCart(Fixtures::freeNumber()['msisdn']);
        $first->ajax(['action' => 'whl_session_removeItem', 'key' => 'loggedin_user_info']);
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::logIn($browser, $account);
        $yes = self::merge($browser, 'yes');
        self::assertFalse($yes['body']['status']);
        self::assertSame(AccountActions::MERGE_REFUSED, $yes['body']['message']);
    }

    public function test_two_tabs_merging_at_once_get_the_same_answer_and_one_cart(): void
    {
        $browser = $this->browser();
        $msisdn = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($msisdn);
        self::logIn($browser, self::newAccount());
        $fields = ['action' => 'wpb_create_b2c_customerTokenAndCartMerge', 'post_action' => 'yes'];
        $answers = Browser::atOnce(array_map(static fn (): array => [$browser, $browser->ajaxHandle($fields)], range(1, 3)));
        foreach ($answers as $answer) {
            self::assertSame(200, $answer['status'], $answer['raw']);
            self::assertTrue($answer['body']['status']);
            self::assertSame($answers[0]['body']['items'], $answer['body']['items']);
        }
        self::assertSame(1, self::merge($browser, 'yes')['body']['cart_items_count']);
    }

    public function test_without_a_login_the_merge_answers_session_expired_and_a_bad_choice_is_refused(): void
    {
        $browser = $this->browser();
        self::assertSame(401, self::merge($browser, 'no')['status']);
        self::logIn($browser, self::newAccount());
        $bad = self::merge($browser, 'maybe');
        self::assertSame(422, $bad['status']);
    }
}
