<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\WordPress\Brand;

/**
 * The Sandbox gateway's hosted payment page (contract §4.16): what a bank's page would be, served
 * by the plugin at `/?whl_sbx_pay=<payment id>` on Sandbox sites only (Plugin::boot does not hook
 * it elsewhere, and the gateway is refused there). Its own HTML and CSS, not the theme's: a bank's
 * page is not the shop's. The texts are the "bank's", in the language the payment was started
 * with (en, or ar right to left). GET shows the payment; POST `decision` (approved, declined,
 * pending) sends the browser back to the shop with the sealed result (303).
 */
final class SandboxPaymentPage
{
    private const TEXTS = [
        'en' => [
            'title' => 'Secure payment',
            'bank' => 'Sandbox Bank',
            'notice' => 'Test payment page: no money moves and no card is charged.',
            'window' => 'An order not paid within %d minutes of its placement is cancelled and its number goes back on sale.',
            'merchant' => 'Merchant',
            'order' => 'Order',
            'amount' => 'Amount (VAT included)',
            'reference' => 'Payment reference',
            'card' => 'Card number',
            'card_hint' => 'Test card %s; the Sandbox does not check it.',
            'approve' => 'Approve payment',
            'decline' => 'Decline payment',
            'pending' => 'Leave pending',
            'choose' => 'Choose the result of this test payment',
            'gone_title' => 'Payment not available',
            'gone' => 'This payment is unknown, already completed or expired. Go back to the shop and try again.',
            'currency' => 'OMR',
        ],
        'ar' => [
            'title' => 'دفع آمن',
            'bank' => 'بنك التجربة',
            'notice' => 'صفحة دفع تجريبية: لا تُنقل أي أموال ولا تُخصم أي بطاقة.',
            'window' => 'يُلغى الطلب الذي لا يُدفع خلال %d دقيقة من تقديمه، ويعود رقمه إلى البيع.',
            'merchant' => 'التاجر',
            'order' => 'الطلب',
            'amount' => 'المبلغ (شامل ضريبة القيمة المضافة)',
            'reference' => 'مرجع الدفع',
            'card' => 'رقم البطاقة',
            'card_hint' => 'بطاقة الاختبار %s؛ لا تتحقق بيئة التجربة منها.',
            'approve' => 'الموافقة على الدفع',
            'decline' => 'رفض الدفع',
            'pending' => 'تركه معلقاً',
            'choose' => 'اختر نتيجة عملية الدفع التجريبية هذه',
            'gone_title' => 'الدفع غير متاح',
            'gone' => 'عملية الدفع هذه غير معروفة أو مكتملة أو منتهية الصلاحية. عد إلى المتجر وحاول مرة أخرى.',
            'currency' => 'ر.ع.',
        ],
    ];

    private const DECISIONS = [
        PaymentResult::APPROVED => 'approve',
        PaymentResult::DECLINED => 'decline',
        PaymentResult::PENDING => 'pending',
    ];

    public function __construct(
        private readonly SandboxPaymentGateway $gateway,
        private readonly Brand $merchant,
        /** the shop's payment window (contract §4.15): an unpaid order is cancelled after it */
        private readonly int $windowMinutes = 60,
    ) {
    }

    /**
     * The page's answer to one request.
     *
     * @param array<string, mixed> $get
     * @param array<string, mixed> $post
     * @return array{status: int, headers: array<string, string>, body: string}
     */
    public function handle(string $method, array $get, array $post): array
    {
        $paymentId = is_string($get[SandboxPaymentGateway::PAGE_QUERY] ?? null) ? $get[SandboxPaymentGateway::PAGE_QUERY] : '';
        $payment = $this->gateway->pending($paymentId);
        if ($payment === null) {
            $lang = ($get['lang'] ?? '') === 'ar' ? 'ar' : 'en';
            return $this->page(410, $lang, self::gone($lang));
        }
        if ($method === 'POST') {
            $decision = is_string($post['decision'] ?? null) ? $post['decision'] : '';
            $url = $this->gateway->decide($paymentId, $decision);
            if ($url === null) {
                return $this->page(409, $payment['lang'], self::gone($payment['lang']));
            }
            return StandalonePage::redirect($url);
        }
        return $this->page(200, $payment['lang'], $this->form($payment));
    }

    /** Sends the answer and ends the request (Plugin::boot, parse_request). */
    public function serve(): never
    {
        $method = isset($_SERVER['REQUEST_METHOD']) && $_SERVER['REQUEST_METHOD'] === 'POST' ? 'POST' : 'GET';
        // the payment id is the page's credential
        $answer = $this->handle($method, wp_unslash($_GET), wp_unslash($_POST));
        StandalonePage::send($answer);
    }

    /** @param array{order_id: string, amount_baisa: int, currency: string, lang: string, reference: string} $payment */
    private function form(array $payment): string
    {
        $t = self::TEXTS[$payment['lang']];
        $amount = Money::format($payment['amount_baisa']);
        $currency = $payment['currency'] === 'OMR' ? $t['currency'] : $payment['currency'];
        $buttons = '';
        foreach (self::DECISIONS as $value => $label) {
            $buttons .= sprintf(
                '<button type="submit" name="decision" value="%s" class="%s">%s</button>',
                esc_attr($value),
                esc_attr($label),
                esc_html($t[$label]),
            );
        }
        return sprintf(
            '<h1>%s</h1><p class="notice" role="note">%s</p><p class="hint">%s</p>
<dl><div><dt>%s</dt><dd>%s</dd></div><div><dt>%s</dt><dd dir="ltr">%s</dd></div>
<div class="amount"><dt>%s</dt><dd><span dir="ltr">%s</span> %s</dd></div><div><dt>%s</dt><dd dir="ltr">%s</dd></div></dl>
<form method="post">
<label for="card">%s</label><input id="card" name="card" inputmode="numeric" autocomplete="off" dir="ltr" value="%s" aria-describedby="card-hint">
<p id="card-hint" class="hint">%s</p>
<fieldset><legend>%s</legend><div class="buttons">%s</div></fieldset>
</form>',
            esc_html($t['title']),
            esc_html($t['notice']),
            esc_html(sprintf($t['window'], $this->windowMinutes)),
            esc_html($t['merchant']),
            esc_html($this->merchant->name($payment['lang'])),
            esc_html($t['order']),
            esc_html($payment['order_id']),
            esc_html($t['amount']),
            esc_html($amount),
            esc_html($currency),
            esc_html($t['reference']),
            esc_html($payment['reference']),
            esc_html($t['card']),
            esc_attr(SandboxPaymentGateway::TEST_CARD),
            // the card number one left-to-right run inside Arabic (its groups would be reordered)
            sprintf(esc_html($t['card_hint']), '<bdi dir="ltr">' . esc_html(SandboxPaymentGateway::TEST_CARD) . '</bdi>'),
            esc_html($t['choose']),
            $buttons,
        );
    }

    private static function gone(string $lang): string
    {
        return sprintf('<h1>%s</h1><p>%s</p>', esc_html(self::TEXTS[$lang]['gone_title']), esc_html(self::TEXTS[$lang]['gone']));
    }

    /** @return array{status: int, headers: array<string, string>, body: string} */
    private function page(int $status, string $lang, string $main): array
    {
        $t = self::TEXTS[$lang];
        return StandalonePage::html($status, $lang, $t['title'], $t['bank'], '▮', self::CSS, $main);
    }

    private const CSS = '
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,"Segoe UI",Tahoma,sans-serif;background:#eef1f5;color:#1b2430}
header{background:#0b3d6e;color:#fff;padding:14px 24px;font-weight:700;letter-spacing:.02em}.logo{color:#f2b632}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 12px}.notice{background:#fff6dd;border:1px solid #e8c767;padding:8px 12px;border-radius:4px}
dl{margin:16px 0}dl div{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #e3e7ec}
dt{color:#4a5563}dd{margin:0;font-weight:600}.amount dd{font-size:1.25rem}
label{display:block;font-weight:600;margin-top:8px}input{width:100%;padding:10px;font-size:1rem;border:1px solid #8a96a3;border-radius:4px}
.hint{color:#4a5563;font-size:.875rem;margin:4px 0 12px}fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:8px}
.buttons{display:flex;flex-wrap:wrap;gap:8px}button{flex:1 1 auto;padding:12px 16px;font-size:1rem;border-radius:4px;border:2px solid #0b3d6e;cursor:pointer}
.approve{background:#0b3d6e;color:#fff}.decline{background:#fff;color:#a4161a;border-color:#a4161a}.pending{background:#fff;color:#0b3d6e}
:focus-visible{outline:3px solid #f2b632;outline-offset:2px}';
}
