<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressUser;
use Whl\Bridge\WordPress\Frontend\EditorBlocks;

/** Issue 14: a block per widget, made from its description; on the page the shortcode's element; a preview in the editor. */
final class EditorBlocksTest extends TestCase
{
    protected function tearDown(): void
    {
        WordPressUser::remove();
        parent::tearDown();
    }

    public function test_every_widget_is_a_block_of_the_shop_with_its_attributes(): void
    {
        $registry = \WP_Block_Type_Registry::get_instance();
        $widgets = array_keys(json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/assets/build/preact/widgets.json'), true));
        self::assertGreaterThanOrEqual(13, count($widgets));
        foreach ($widgets as $name) {
            $block = $registry->get_registered('whl/' . $name);
            self::assertNotNull($block, $name);
            self::assertSame(EditorBlocks::CATEGORY, $block->category);
        }
        $attributes = $registry->get_registered('whl/plan-cards')->attributes;
        self::assertSame(['type' => 'string', 'default' => ''], $attributes['serviceType']);
        self::assertArrayHasKey('layout', $attributes);
        self::assertSame('serviceType', EditorBlocks::attributeKey('service-type'));
    }

    public function test_on_the_page_a_block_is_the_element_the_shortcode_prints_and_a_refused_value_is_left_out(): void
    {
        $html = render_block([
            'blockName' => 'whl/plan-cards',
            'attrs' => ['serviceType' => 'prepaid', 'layout' => 'nonsense'],
            'innerBlocks' => [],
            'innerHTML' => '',
            'innerContent' => [],
        ]);
        self::assertStringContainsString('<whl-plan-cards service-type="prepaid"><div class="whl-cards">', $html);
        self::assertStringNotContainsString('nonsense', str_replace('<!--', '', explode('<whl-', $html)[1] ?? ''));
    }

    public function test_the_editor_previews_a_block_through_the_block_renderer(): void
    {
        $editor = WordPressUser::session('editor', 'wp_rest');
        $preview = static fn (string $block, array $attributes): array => Http::get(
            Browser::baseUrl() . '/wp-json/wp/v2/block-renderer/' . $block . '?'
                . http_build_query(['context' => 'edit', 'attributes' => $attributes, '_wpnonce' => $editor['nonce']]),
            [$editor['cookie']],
        );
        $numbers = $preview('whl/number-picker', ['serviceType' => 'postpaid']);
        self::assertSame(200, $numbers['status'], $numbers['body']);
        $rendered = (string) json_decode($numbers['body'], true)['rendered'];
        self::assertMatchesRegularExpression(
            '#<iframe class="whl-block-preview" src="[^"]*whl_block_preview=number-picker[^"]*service-type=postpaid#',
            $rendered,
            'the live widget, framed',
        );
        // the frame's page: the widget running with the theme and the page configuration, for an editor only
        $frame = Http::get(Browser::baseUrl() . '/?whl_block_preview=number-picker&service-type=postpaid&mode=nonsense', [$editor['cookie']]);
        self::assertSame(200, $frame['status']);
        self::assertStringContainsString('<whl-number-picker service-type="postpaid"></whl-number-picker>', $frame['body']);
        self::assertStringContainsString('id="whl-config"', $frame['body']);
        $visitor = Http::get(Browser::baseUrl() . '/?whl_block_preview=number-picker')['body'];
        self::assertStringNotContainsString('whl-block-preview-page', $visitor, 'a visitor gets the page as it is');
        foreach (['whl/postpaid-plans' => [], 'whl/plan-cards' => ['serviceType' => 'postpaid']] as $block => $attributes) {
            $listing = (string) json_decode($preview($block, $attributes)['body'], true)['rendered'];
            self::assertStringContainsString('<' . str_replace('/', '-', $block), $listing, $block);
            self::assertStringContainsString('class="whl-plan"', $listing, 'a catalogue element: printed whole, its content inside');
            self::assertStringNotContainsString('whl-block-preview', $listing);
        }
        self::assertSame(401, Http::get(Browser::baseUrl() . '/wp-json/wp/v2/block-renderer/whl/plan-cards?context=edit')['status'], 'not for visitors');
    }

    public function test_the_page_s_arabic_title_is_post_meta_the_editor_may_write(): void
    {
        $meta = get_registered_meta_keys('post', 'page');
        self::assertArrayHasKey(EditorBlocks::TITLE_AR, $meta);
        self::assertTrue($meta[EditorBlocks::TITLE_AR]['show_in_rest']);
    }
}
