<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Frontend\EditorNotice;

/**
 * Issue 8 (editors): an unknown widget name or a refused attribute value shows a notice, in the
 * page's language (000 §2), to those who can edit the page, naming the widget, the attribute and
 * the allowed values; shoppers get what they got before (contract §6).
 */
final class EditorNoticeTest extends TestCase
{
    /** @var array<string, int> role => user id */
    private array $users = [];

    private int $page = 0;

    /** A post of the author's own, which they may edit */
    private int $authorsPost = 0;

    protected function setUp(): void
    {
        parent::setUp();
        $suffix = uniqid();
        foreach (['editor', 'author', 'subscriber'] as $role) {
            $id = wp_insert_user(['user_login' => "whl-{$role}-{$suffix}", 'user_pass' => wp_generate_password(), 'role' => $role]);
            self::assertIsInt($id);
            $this->users[$role] = $id;
        }
        $admin = (int) get_users(['role' => 'administrator', 'number' => 1, 'fields' => 'ID'])[0];
        $this->page = (int) wp_insert_post([
            'post_type' => 'page',
            'post_status' => 'draft',
            'post_author' => $admin,
            'post_title' => 'Editor notice test',
            'post_content' => '[whl widget="no-such-widget"]',
        ]);
        self::assertGreaterThan(0, $this->page);
        $this->authorsPost = (int) wp_insert_post([
            'post_type' => 'post',
            'post_status' => 'draft',
            'post_author' => $this->users['author'],
            'post_title' => 'Editor notice test, the author\'s',
            'post_content' => '[whl widget="no-such-widget"]',
        ]);
        self::assertGreaterThan(0, $this->authorsPost);
    }

    protected function tearDown(): void
    {
        require_once ABSPATH . 'wp-admin/includes/user.php';
        wp_set_current_user(0);
        $GLOBALS['post'] = null;
        wp_delete_post($this->page, true);
        wp_delete_post($this->authorsPost, true);
        array_map('wp_delete_user', $this->users);
        wp_dequeue_style(EditorNotice::STYLE);
        wp_deregister_style(EditorNotice::STYLE);
        parent::tearDown();
    }

    public function test_issue_8_editors_an_editor_sees_the_unknown_widget_named_beside_the_widgets_that_exist_in_en(): void
    {
        $this->as('editor', onThePage: true);
        $html = do_shortcode('[whl widget="no-such-widget"]');

        self::assertStringStartsWith('<div class="whl-editor-notice" role="note">', $html);
        self::assertStringContainsString('Widget notice, shown only to editors of this page', $html);
        self::assertStringContainsString('There is no widget called <code dir="ltr">no-such-widget</code>.', $html);
        self::assertStringContainsString('The widgets are: <code dir="ltr">cart</code>, <code dir="ltr">cart-badge</code>, ', $html);
        foreach (['lang-switch', 'number-picker', 'plan-cards'] as $name) {
            self::assertStringContainsString("<code dir=\"ltr\">{$name}</code>", $html);
        }
        self::assertStringContainsString('Shoppers see nothing here.', $html);
        self::assertStringNotContainsString('<whl-', $html);
        self::assertTrue(wp_style_is(EditorNotice::STYLE, 'enqueued'), 'its style sheet comes with it');

        // no widget named at all
        self::assertStringContainsString('This shortcode names no widget: it needs widget=&quot;…&quot;.', do_shortcode('[whl]'));
    }

    public function test_issue_8_editors_000_s2_the_unknown_widget_notice_in_arabic(): void
    {
        $_GET['lang'] = 'ar';
        $this->as('editor', onThePage: true);
        $html = do_shortcode('[whl widget="no-such-widget"]');

        self::assertStringContainsString('تنبيه عن الودجت، يظهر لمحرري هذه الصفحة فقط', $html);
        self::assertStringContainsString('لا توجد ودجت باسم <code dir="ltr">no-such-widget</code>.', $html);
        self::assertStringContainsString('الودجات المتاحة: <code dir="ltr">cart</code>، <code dir="ltr">cart-badge</code>، ', $html);
        self::assertStringContainsString('لا يرى المتسوقون شيئاً هنا.', $html);
        self::assertStringNotContainsString('There is no widget', $html);
    }

    public function test_issue_8_editors_a_refused_value_names_widget_attribute_value_and_allowed_values_and_the_widget_still_renders(): void
    {
        $this->as('editor', onThePage: true);
        $html = do_shortcode('[whl widget="plan-cards" service-type="weekly"]');

        self::assertStringStartsWith('<div class="whl-editor-notice" role="note">', $html);
        self::assertStringContainsString(
            'The <code dir="ltr">plan-cards</code> widget does not accept the value <code dir="ltr">weekly</code> for <code dir="ltr">service-type</code>.',
            $html,
        );
        self::assertStringContainsString(
            'Allowed values: <code dir="ltr">prepaid</code>, <code dir="ltr">postpaid</code>, <code dir="ltr">all</code>.',
            $html,
        );
        self::assertStringContainsString('Shoppers see the widget with its default value instead.', $html);
        // what shoppers get follows the notice: the comment and the widget without the refused attribute (its cards inside)
        self::assertStringContainsString(
            "</div>\n<!-- WHL widget plan-cards: service-type is not one of prepaid, postpaid, all -->\n<whl-plan-cards><div class=\"whl-cards\">",
            $html,
        );
        self::assertStringEndsWith('</whl-plan-cards>', $html);

        // a widget without a mistake gets no notice, even for an editor
        $fine = do_shortcode('[whl widget="plan-cards" service-type="all"]');
        self::assertStringStartsWith('<whl-plan-cards service-type="all"><div class="whl-cards">', $fine);
        self::assertStringNotContainsString('whl-editor-notice', $fine);
    }

    public function test_issue_8_editors_000_s2_the_refused_value_notice_in_arabic(): void
    {
        $_GET['lang'] = 'ar';
        $this->as('editor', onThePage: true);
        $html = whl_bridge_widget('number-picker', ['service-type' => 'weekly', 'mode' => 'search']);

        self::assertStringContainsString(
            'لا تقبل الودجت <code dir="ltr">number-picker</code> القيمة <code dir="ltr">weekly</code> للسمة <code dir="ltr">service-type</code>.',
            $html,
        );
        self::assertStringContainsString('القيم المسموح بها: <code dir="ltr">prepaid</code>، <code dir="ltr">postpaid</code>.', $html);
        self::assertStringContainsString('يرى المتسوقون الودجت بقيمتها الافتراضية بدلاً من ذلك.', $html);
        self::assertStringEndsWith('<whl-number-picker mode="search"></whl-number-picker>', $html);
    }

    public function test_issue_8_editors_shoppers_and_subscribers_get_what_they_got_before(): void
    {
        $shopperHtml = [
            '[whl widget="no-such-widget"]' => '',
            '[whl]' => '',
            // the widget with its default, its cards printed inside
            '[whl widget="plan-cards" service-type="weekly"]'
                => "<!-- WHL widget plan-cards: service-type is not one of prepaid, postpaid, all -->\n<whl-plan-cards><div class=\"whl-cards\">",
        ];
        foreach ([null, 'subscriber', 'author'] as $who) {
            foreach ([true, false] as $onThePage) {
                $this->as($who, $onThePage);
                foreach (['en', 'ar'] as $lang) {
                    $_GET['lang'] = $lang;
                    foreach ($shopperHtml as $shortcode => $expected) {
                        $html = do_shortcode($shortcode);
                        $case = ($who ?? 'a shopper') . " on the page: {$onThePage}, {$lang}, {$shortcode}";
                        $expected === '' ? self::assertSame('', $html, $case) : self::assertStringStartsWith($expected, $html, $case);
                        self::assertStringNotContainsString('whl-editor-notice', $html, $case);
                    }
                }
            }
        }
        self::assertFalse(wp_style_is(EditorNotice::STYLE, 'enqueued'), 'no style sheet without a notice');
    }

    public function test_issue_8_editors_it_takes_the_right_to_edit_this_post_or_pages_in_general(): void
    {
        // an author may edit posts, but neither this page (someone else's) nor pages
        $this->as('author', onThePage: true);
        self::assertFalse(EditorNotice::shown());
        $this->as('author', onThePage: false);
        self::assertFalse(EditorNotice::shown());
        // on their own post, which they may edit, an author sees it
        wp_set_current_user($this->users['author']);
        $GLOBALS['post'] = get_post($this->authorsPost);
        self::assertTrue(EditorNotice::shown());
        self::assertStringContainsString('whl-editor-notice', do_shortcode('[whl widget="no-such-widget"]'));
        // an editor may edit both; outside a post (a theme's template) edit_pages decides
        $this->as('editor', onThePage: true);
        self::assertTrue(EditorNotice::shown());
        $this->as('editor', onThePage: false);
        self::assertTrue(EditorNotice::shown());
        self::assertStringContainsString('whl-editor-notice', whl_bridge_widget('no-such-widget'));
    }

    public function test_issue_8_editors_what_was_written_in_the_shortcode_is_escaped(): void
    {
        $this->as('editor', onThePage: true);
        $html = whl_bridge_widget('<script>alert(1)</script>');
        self::assertStringContainsString('<code dir="ltr">&lt;script&gt;alert(1)&lt;/script&gt;</code>', $html);
        self::assertStringNotContainsString('<script', $html);

        $html = whl_bridge_widget('plan-cards', ['service-type' => '"><img src=x onerror=alert(1)>']);
        self::assertStringContainsString('<code dir="ltr">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</code>', $html);
        self::assertStringNotContainsString('<img', $html);
        self::assertStringContainsString('<whl-plan-cards><div class="whl-cards">', $html);
        self::assertStringEndsWith('</whl-plan-cards>', $html);

        // through the shortcode too (WordPress keeps a closed tag in an attribute)
        self::assertStringContainsString('&lt;b&gt;bold&lt;/b&gt;', do_shortcode('[whl widget="<b>bold</b>"]'));
    }

    public function test_issue_8_the_notice_is_styled_only_through_the_theme_tokens(): void
    {
        $this->as('editor', onThePage: true);
        do_shortcode('[whl widget="no-such-widget"]');
        $css = implode("\n", (array) wp_styles()->get_data(EditorNotice::STYLE, 'after'));
        self::assertStringContainsString('.whl-editor-notice{', $css);
        self::assertStringContainsString('var(--whl-color-danger)', $css);
        // no colour or length literal: every value is a --whl-* token or arithmetic on one
        self::assertDoesNotMatchRegularExpression('/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(|\d(px|r?em|%|vh|vw)\b/i', $css);
        preg_match_all('/var\((--[a-z-]+)\)/', $css, $tokens);
        $theme = (string) file_get_contents(get_theme_root() . '/' . get_stylesheet() . '/style.css');
        foreach (array_unique($tokens[1]) as $token) {
            self::assertStringStartsWith('--whl-', $token);
            self::assertStringContainsString("{$token}:", $theme, "{$token} is one of the theme's tokens");
        }
    }

    /** The visitor (a role made in setUp, or null for a shopper), on the test page or outside any post. */
    private function as(?string $role, bool $onThePage): void
    {
        wp_set_current_user($role === null ? 0 : $this->users[$role]);
        $GLOBALS['post'] = $onThePage ? get_post($this->page) : null;
    }
}
