<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 9: the demo outbox page ([whl_demo_outbox], Sandbox only) lists the passcodes the Sandbox
 * would have sent by SMS to this browser's session, newest first, escaped; another visitor sees none.
 */
final class DemoOutboxTest extends TestCase
{
    private int $page = 0;

    protected function setUp(): void
    {
        parent::setUp();
        $this->page = (int) wp_insert_post([
            'post_type' => 'page',
            'post_status' => 'publish',
            'post_title' => 'Outbox',
            'post_name' => 'outbox-check-' . uniqid(),
            'post_content' => '[whl_demo_outbox]',
        ]);
    }

    protected function tearDown(): void
    {
        wp_delete_post($this->page, true);
        parent::tearDown();
    }

    private function pageFor(Browser $browser, string $lang = 'en'): string
    {
        $cookie = implode('; ', array_map(static fn ($k, $v): string => "{$k}={$v}", array_keys($browser->cookies), $browser->cookies));
        $url = $lang === 'ar' ? add_query_arg('lang', 'ar', (string) get_permalink($this->page)) : (string) get_permalink($this->page);
        return (string) Http::get(str_replace(home_url(), Browser::baseUrl(), $url), ['Cookie: ' . $cookie])['body'];
    }

    public function test_a_visitor_reads_the_passcodes_sent_to_their_session_newest_first(): void
    {
        $shopper = Browser::open();
        $otp = new SandboxOtp(Fixtures::db());
        $session = (string) ($shopper->cookies['whl_sid'] ?? '');
        self::assertNotSame('', $session);
        $otp->send('96891234567', 'existing_customer', $session, 'en'); // the port's international form (Domain\E164)
        $otp->send('96897654321', 'esim', $session, 'en');
        $otp->send('447700900123', 'esim', $session, 'en');

        $html = $this->pageFor($shopper);
        self::assertStringContainsString('Messages sent to you', $html);
        self::assertSame(3, preg_match_all('/data-outbox-message>Your passcode is \d{6}\./', $html));
        self::assertLessThan(strpos($html, '91234567'), strpos($html, '97654321'), 'newest first');
        self::assertStringContainsString('<span dir="ltr">97654321</span>', $html, 'a number of Oman as its 8 digits, as shoppers read it');
        self::assertStringContainsString('<span dir="ltr">+447700900123</span>', $html, 'one abroad with its +');

        $stranger = $this->pageFor(Browser::open());
        self::assertStringContainsString('No messages yet.', $stranger);
        self::assertStringNotContainsString('91234567', $stranger);
    }

    public function test_in_arabic(): void
    {
        $shopper = Browser::open();
        (new SandboxOtp(Fixtures::db()))->send('96891234567', 'esim', (string) $shopper->cookies['whl_sid'], 'ar');
        $html = $this->pageFor($shopper, 'ar');
        self::assertStringContainsString('الرسائل المرسلة إليك', $html);
        self::assertStringContainsString('رمز المرور الخاص بك هو', $html);
    }
}
