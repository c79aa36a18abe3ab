<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Adapters\Sandbox\SeedCatalogue;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Html\PlanCards;

/**
 * 000 §2.3, §3.3 and contract §4.2: GET homepage-plans, public and cacheable; and the same cards as a
 * page's `whl-plan-cards` element holds them (light DOM, WordPress\Html\PlanCards).
 */
final class HomepagePlansTest extends TestCase
{
    public function test_the_homepage_answer_has_the_templates_and_plan_cards(): void
    {
        $answer = (new Browser())->rest('homepage-plans', ['lang' => 'en']);

        self::assertSame(200, $answer['status']);
        self::assertSame('public, max-age=300', $answer['headers']['cache-control'][0]);
        self::assertArrayNotHasKey('set-cookie', $answer['headers'], 'a cacheable answer sets no session');
        $body = $answer['body'];
        self::assertSame('success', $body['responseCode']);
        self::assertStringStartsWith('<p>', $body['ImportantInfoData']);
        self::assertCount(2, $body['PrepaidHala']['PrepaidHalaTemplate']);
        self::assertCount(2, $body['PostpaidShahryEndless']['PostpaidShahryEndlessTemplate']);
        self::assertStringContainsString('data-sku="PRE-HALA-5"', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);
        // the template's buy link is the site's own (a site in a sub-folder keeps it)
        $buy = 'href="' . home_url('/prepaid-recommended-numbers/?plan=hala-5') . '"';
        self::assertStringContainsString($buy, $body['PrepaidHala']['PrepaidHalaTemplate'][0]);

        $card = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-5'))[0];
        self::assertSame([
            'product_sku' => 'PRE-HALA-5', 'url_key' => 'hala-5', 'service_type' => 'prepaid', 'plan_name' => 'Hala 5',
            'category' => 'Hala Plans', 'family' => 'PrepaidHala', 'price' => '5.000', 'price_incl_vat' => '5.250',
            'validity' => 28, 'data_quota' => '10', 'data_units' => 'GB', 'voice_quota' => '300', 'voice_units' => 'Minutes',
            'highlights' => ['Unlimited social', '10 GB local data', '300 local minutes'], 'selected' => false,
            'activation_url' => '/prepaid-recommended-numbers/?plan=hala-5', 'migration_url' => null,
            'portin_url' => '/prepaid-recommended-numbers/?plan=hala-5&method=port-in',
            'credit_description' => SeedCatalogue::CREDIT['PRE-HALA-5']['en'],
        ], $card);
        // 000 §2.4: looked up by SKU; a plan without one says ''
        $hala15 = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-15'))[0];
        self::assertSame('', $hala15['credit_description']);
        self::assertContains('postpaid', array_column($body['plans'], 'service_type'));
    }

    public function test_service_type_narrows_the_plans(): void
    {
        $plans = (new Browser())->rest('homepage-plans', ['lang' => 'en', 'service_type' => 'postpaid'])['body']['plans'];
        self::assertNotEmpty($plans);
        self::assertSame(['postpaid'], array_values(array_unique(array_column($plans, 'service_type'))));
        $endless = array_values(array_filter($plans, static fn ($p) => $p['family'] === 'PostpaidShahryEndless'))[0];
        self::assertSame($endless['activation_url'], $endless['migration_url'], '000 §2.3: migration copies the activation link');

        $bad = (new Browser())->rest('homepage-plans', ['service_type' => 'hybrid']);
        self::assertSame(422, $bad['status']);
        self::assertSame(['service_type' => 'service_type_invalid'], $bad['body']['errors']);
    }

    public function test_arabic_texts_come_in_arabic(): void
    {
        $body = (new Browser())->rest('homepage-plans', ['lang' => 'ar'])['body'];
        $card = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-5'))[0];
        self::assertSame('هلا 5', $card['plan_name']);
        self::assertSame('باقات هلا', $card['category']);
        self::assertSame('5.250', $card['price_incl_vat'], 'money keeps Latin digits');
        self::assertStringContainsString('dir="rtl"', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);
        self::assertStringContainsString('هلا 5', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);
    }

    /** @return list<string> the cards (li.whl-plan) of `$html`, in order */
    private static function cards(string $html): array
    {
        preg_match_all('#<li class="whl-plan" data-plan="[^"]+">.*?</div></li>#s', $html, $m);
        return $m[0];
    }

    public function test_the_homepage_holds_a_section_per_family_with_its_first_cards_in_the_element(): void
    {
        $page = (new Browser())->get(Browser::baseUrl() . '/');
        self::assertSame(200, $page['status']);
        preg_match_all('#<whl-plan-cards service-type="(\w+)" layout="section">(.*?)</whl-plan-cards>#s', $page['raw'], $elements, PREG_SET_ORDER);
        self::assertSame(['prepaid', 'postpaid'], array_column($elements, 1));
        [$prepaid, $postpaid] = [$elements[0][2], $elements[1][2]];

        // 000 §2.3: the family's heading names the section, its 'see all' link leads to the family's listing
        self::assertMatchesRegularExpression('#^<section class="whl-cards" aria-labelledby="(whl-plans-\d+)"><div class="whl-cards__head">'
            . '<h2 id="\1">Prepaid plans</h2><a href="' . preg_quote(home_url('/prepaid-plan-page/'), '#') . '">See all prepaid plans</a></div>#', $prepaid);
        self::assertStringContainsString('>See all postpaid plans</a>', $postpaid);
        self::assertCount(4, self::cards($prepaid), 'a section shows the family\'s first four');

        $hala5 = array_values(array_filter(self::cards($prepaid), static fn (string $c): bool => str_contains($c, 'data-plan="PRE-HALA-5"')))[0];
        self::assertMatchesRegularExpression('#^<li class="whl-plan" data-plan="PRE-HALA-5"><p class="whl-plan__category">Hala Plans</p><h3>Hala 5</h3>'
            // 000 §2.4 the credit description behind '?', a native popover the button names
            . '<button type="button" class="whl-block__button whl-plan__q" popovertarget="(whl-credit-\d+)" aria-label="About the credit of Hala 5">\?</button>'
            . '<p popover id="\1" class="whl-plan__pop">' . preg_quote(esc_html(SeedCatalogue::CREDIT['PRE-HALA-5']['en']), '#') . '</p>'
            . '<dl><dt>Data</dt><dd>10 GB</dd><dt>Calls</dt><dd>300 minutes</dd><dt>Validity</dt><dd>4 weeks</dd></dl>'
            . '<ul class="whl-plan__highlights"><li>Unlimited social</li>#', $hala5);
        // 000 §9: the price with VAT, said; a prepaid plan is paid once
        self::assertStringContainsString('<p class="whl-plan__price"><span><bdi>OMR 5.250</bdi></span><small>incl. VAT</small></p>', $hala5);
        self::assertStringContainsString('<a class="whl-block__button whl-block__button--primary whl-plan__buy" href="'
            . home_url('/prepaid-recommended-numbers/?plan=hala-5') . '">Buy now<span class="whl-sr"> Hala 5</span></a>', $hala5);
        // 000 §2.4: the plan in the cart leads to my_cart; the widget marks which (the page is public and cacheable)
        self::assertStringContainsString('<a class="whl-block__button whl-block__button--primary whl-plan__in-cart" href="'
            . home_url('/my_cart/') . '">In your cart<span class="whl-sr"> Hala 5</span></a>', $hala5);
        self::assertDoesNotMatchRegularExpression('#<div[^>]* data-in-cart#', $page['raw']);
        self::assertStringNotContainsString('Switch from prepaid', $prepaid, 'a prepaid plan has no migration');

        $endless = self::cards($postpaid)[0];
        self::assertStringContainsString('data-plan="POST-ENDLESS-12"', $endless);
        self::assertMatchesRegularExpression('#<bdi>OMR [\d.]+</bdi> /month</span><small>incl. VAT</small>#', $endless, 'a postpaid price is monthly');
        preg_match_all('#<a class="whl-block__button[^"]*" href="([^"]+)">(Buy now|Switch from prepaid)<#', $endless, $links);
        // 000 §2.3: the migration button copies the buy link
        self::assertSame(['Buy now', 'Switch from prepaid'], $links[2]);
        self::assertSame($links[1][0], $links[1][1]);
        self::assertStringNotContainsString('whl-plan__q', $endless, 'no credit description, no \'?\'');

        // the cards' style sheet once, however many elements print cards
        self::assertSame(1, substr_count($page['raw'], '.whl-plan__in-cart,.whl-plan__term[data-in-cart] .whl-plan__buy{display:none}'));
    }

    public function test_in_arabic_the_cards_and_their_links_are_arabic(): void
    {
        $page = (new Browser())->get(Browser::baseUrl() . '/?lang=ar');
        self::assertStringContainsString('<h2 id="', $page['raw']);
        $seeAll = '<a href="' . home_url('/prepaid-plan-page/?lang=ar') . '">عرض كل باقات الدفع المسبق</a>';
        self::assertStringContainsString('">باقات الدفع المسبق</h2>' . $seeAll, $page['raw']);
        $hala5 = array_values(array_filter(self::cards($page['raw']), static fn (string $c): bool => str_contains($c, 'data-plan="PRE-HALA-5"')))[0];
        self::assertStringContainsString('<h3>هلا 5</h3>', $hala5);
        self::assertStringContainsString('aria-label="عن رصيد هلا 5"', $hala5);
        self::assertStringContainsString('<dt>البيانات</dt>', $hala5);
        self::assertStringContainsString('<bdi>5.250 ر.ع.</bdi></span><small>شامل ضريبة القيمة المضافة</small>', $hala5, 'money keeps Latin digits');
        self::assertStringContainsString('href="' . home_url('/prepaid-recommended-numbers/?plan=hala-5&#038;lang=ar') . '">اشترِ الآن<', $hala5);
        self::assertStringContainsString('href="' . home_url('/my_cart/?lang=ar') . '">في سلتك<', $hala5);
    }

    public function test_a_grid_names_its_list_and_a_family_narrows_it_to_that_family(): void
    {
        $all = do_shortcode('[whl widget="plan-cards"]');
        self::assertStringStartsWith('<whl-plan-cards><div class="whl-cards"><ul class="whl-grid" aria-label="Plans">', $all);
        $sku = static fn (string $card): string => (string) preg_replace('#^<li class="whl-plan" data-plan="([^"]+)".*$#s', '$1', $card);
        $skus = array_map($sku, self::cards($all));
        self::assertContains('PRE-HALA-15', $skus, 'a grid shows every card');
        self::assertContains('POST-CONTRACT-25', $skus);
        self::assertNotContains('POST-CONTRACT-25-NC', $skus, 'a no-contract twin is a term of its contract plan, not a card');

        $omanuna = do_shortcode('[whl widget="plan-cards" service-type="postpaid" family="PostpaidOmanuna"]');
        self::assertStringContainsString('<ul class="whl-grid" aria-label="Postpaid plans">', $omanuna);
        self::assertCount(2, self::cards($omanuna));
        self::assertStringContainsString('data-plan="POST-OMANUNA-8"', $omanuna);
        self::assertStringContainsString('data-plan="POST-OMANUNA-14"', $omanuna);

        // a value the element refuses is left out of the cards as it is of the element: the default (every plan)
        $refused = do_shortcode('[whl widget="plan-cards" service-type="weekly"]');
        self::assertStringContainsString('<whl-plan-cards><div class="whl-cards"><ul class="whl-grid" aria-label="Plans">', $refused);
        self::assertSame(count($skus), count(self::cards($refused)));

        $none = do_shortcode('[whl widget="plan-cards" service-type="prepaid" family="PostpaidOmanuna"]');
        self::assertStringContainsString('<div class="whl-cards"><p>No plans are available right now.</p></div>', $none);
    }

    public function test_a_catalogue_that_cannot_be_read_prints_an_empty_element_for_the_widget_to_say_so(): void
    {
        $html = Fixtures::withTableBroken('whl_sbx_products', static fn (): string => do_shortcode('[whl widget="plan-cards" service-type="prepaid"]'));
        self::assertSame('<whl-plan-cards service-type="prepaid"></whl-plan-cards>', $html, 'not "no plans": the widget offers to reload');
    }

    public function test_the_card_rules_are_on_the_tokens_only(): void
    {
        // docs/tokens.md: a colour or a size only as a token's default
        $rules = (string) preg_replace('#var\(--whl-[\w-]+,(?:[^()]|\([^()]*\))*\)#', 'T', PlanCards::CARD_CSS);
        self::assertDoesNotMatchRegularExpression('/#[0-9a-f]{3,6}\b|\d+(px|rem|em)\b|rgb\(/i', $rules);
    }
}
