<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/**
 * A shopper's browser against the real site at WHL_BASE_URL: its own cookie jar (whl_sid), the
 * nonce from current-nonce, form-encoded ajax calls and REST GETs, as the widgets make them.
 */
final class Browser
{
    /** @var array<string, string> */
    public array $cookies = [];
    public string $nonce = '';
    /** The cart this browser's session holds, once it added something. */
    public string $quoteId = '';
    /** The loopback address its calls come from ('' = the default, 127.0.0.1): another client address. */
    public string $fromAddress = '';

    public static function baseUrl(): string
    {
        $url = getenv('WHL_BASE_URL') ?: '';
        if ($url === '') {
            throw new \RuntimeException('WHL_BASE_URL must name the running test site for HTTP tests');
        }
        return rtrim($url, '/');
    }

    /** A new visitor: GET current-nonce gives it a session cookie and a nonce (contract §4.1). */
    public static function open(string $fromAddress = ''): self
    {
        $browser = new self();
        $browser->fromAddress = $fromAddress;
        $answer = $browser->rest('current-nonce', ['cart_hash' => '', 'notify_type' => '', 'lang' => 'en']);
        if ($answer['status'] !== 200 || !isset($answer['body']['data']['current_nonce'])) {
            throw new \RuntimeException('current-nonce failed: ' . $answer['raw']);
        }
        $browser->nonce = $answer['body']['data']['current_nonce'];
        return $browser;
    }

    /** @return array{status: int, headers: array<string, list<string>>, body: mixed, raw: string} */
    public function rest(string $route, array $query = [], array $headers = []): array
    {
        $url = self::baseUrl() . '/wp-json/wp-rest/v1/' . $route . ($query ? '?' . http_build_query($query) : '');
        return $this->send($this->handle($url, null, $headers));
    }

    /** REST with the nonce header, for routes that touch the cart. */
    public function restWithNonce(string $route, array $query = []): array
    {
        return $this->rest($route, $query, ['X-WHL-Nonce: ' . $this->nonce]);
    }

    /** An admin-ajax call with this browser's nonce unless the fields set _ajax_nonce themselves. */
    public function ajax(array $fields, string $method = 'POST'): array
    {
        return $this->send($this->ajaxHandle($fields, $method));
    }

    public function ajaxHandle(array $fields, string $method = 'POST'): \CurlHandle
    {
        $fields += ['_ajax_nonce' => $this->nonce];
        $url = self::baseUrl() . '/wp-admin/admin-ajax.php';
        return $method === 'GET'
            ? $this->handle($url . '?' . http_build_query($fields), null)
            : $this->handle($url, http_build_query($fields));
    }

    /**
     * A multipart admin-ajax POST (000 §7.4 uploads) with this browser's nonce: $files is field =>
     * [client file name, bytes, client MIME type]; the name goes as sent, path segments included.
     *
     * @param array<string, string> $fields
     * @param array<string, array{0: string, 1: string, 2?: string}> $files
     */
    public function multipart(array $fields, array $files = []): array
    {
        $body = $fields + ['_ajax_nonce' => $this->nonce];
        foreach ($files as $field => $file) {
            $body[$field] = new \CURLStringFile($file[1], $file[0], $file[2] ?? 'application/octet-stream');
        }
        $ch = $this->handle(self::baseUrl() . '/wp-admin/admin-ajax.php', null);
        curl_setopt($ch, CURLOPT_POST, true);
        curl_setopt($ch, CURLOPT_POSTFIELDS, $body);
        return $this->send($ch);
    }

    /**
     * The details with each ID document that holds something (front and back) pointing at a document
     * this browser uploads now: the bridge takes only this session's uploads. The income proof is the
     * deposit's, which its tests give themselves.
     *
     * @param array<string, string> $details
     * @return array<string, string>
     */
    public function withOwnDocuments(array $details): array
    {
        foreach (['ID_doc_front_image_path', 'ID_doc_back_image_path'] as $field) {
            if (($details[$field] ?? '') !== '') {
                $upload = $this->multipart(['action' => 'wp_user_upload_document'], ['file' => ['doc.jpg', Fixtures::jpeg(), 'image/jpeg']]);
                $details[$field] = $upload['body']['common_directory_path'] ?? throw new \RuntimeException('upload failed: ' . $upload['raw']);
            }
        }
        return $details;
    }

    public function captchaToken(string $action = 'number_reservation'): string
    {
        $answer = $this->ajax(['action' => 'whl_captcha_token', 'captcha_action' => $action]);
        if (!isset($answer['body']['token'])) {
            throw new \RuntimeException('whl_captcha_token failed: ' . $answer['raw']);
        }
        return $answer['body']['token'];
    }

    /** contract §4.4 add-to-cart fields; a fresh captcha token unless given. */
    public function addToCartFields(string $msisdn, string $sku = 'PRE-HALA-5', string $serviceType = 'prepaid', array $extra = []): array
    {
        return $extra + [
            'action' => 'wp_postpaid_prepaid_module',
            'sub_action' => 'wp_plan_add_to_cart',
            'msisdn' => $msisdn,
            'sku' => $sku,
            'cart_update_flag' => 'cart-not-clear',
            'captcha-response' => $this->captchaToken(),
            'service_type' => $serviceType,
            'vanity_type' => 'FREE',
            'offer_type' => '',
            'sim_type' => 'physical',
            'activation' => '',
        ];
    }

    public function addToCart(string $msisdn, string $sku = 'PRE-HALA-5', string $serviceType = 'prepaid', array $extra = []): array
    {
        return $this->ajax($this->addToCartFields($msisdn, $sku, $serviceType, $extra));
    }

    /** A sub_action of wp_postpaid_prepaid_module (contract §4.4, §7.1). */
    public function module(string $subAction, array $fields = [], string $method = 'POST'): array
    {
        return $this->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => $subAction] + $fields, $method);
    }

    /** contract §7.1 wp_change_plan_number; a fresh captcha token unless given. */
    public function changeNumber(string $msisdn, string $sku = 'PRE-HALA-5', string $serviceType = 'prepaid', array $extra = []): array
    {
        return $this->module('wp_change_plan_number', $extra + [
            'msisdn' => $msisdn,
            'sku' => $sku,
            'method' => 'change-number',
            'captcha-response' => $this->captchaToken(),
            'service_type' => $serviceType,
            'vanity_type' => 'FREE',
        ]);
    }

    /**
     * A GET of any URL of the site with this browser's cookies, no redirect followed (the retry link,
     * contract §4.18; a page). A URL on the site's home_url is sent to the address tests reach it at.
     *
     * @param list<string> $headers
     */
    public function get(string $url, array $headers = []): array
    {
        $home = function_exists('home_url') ? rtrim((string) home_url(), '/') : '';
        if ($home !== '' && str_starts_with($url, $home)) {
            $url = self::baseUrl() . substr($url, strlen($home));
        }
        return $this->send($this->handle($url, null, $headers));
    }

    /** contract §4.17: the thank-you page's read of an order, GET with the nonce in X-WHL-Nonce. */
    public function thankYou(string $orderId, string $lang = 'en', string $route = '/prepaid-thank-you/'): array
    {
        $pageUrl = self::baseUrl() . $route . '?' . http_build_query(['orderid' => $orderId] + ($lang === 'ar' ? ['lang' => 'ar'] : []));
        $query = ['action' => 'wpb_thank_you_order_summary_details', 'page_url' => $pageUrl, 'lang' => $lang];
        return $this->get(self::baseUrl() . '/wp-admin/admin-ajax.php?' . http_build_query($query), ['X-WHL-Nonce: ' . $this->nonce]);
    }

    /** contract §4.6: the session's cart summary. */
    public function summary(string $lang = 'en'): array
    {
        return $this->restWithNonce('cart-page-summary_details', ['lang' => $lang])['body'];
    }

    /** Reads a finished handle's answer and keeps its cookies. */
    /**
     * Sends prepared calls (ajaxHandle) at once, as concurrent clicks, retries or tabs do, each by its
     * browser; their answers in the calls' order.
     *
     * @param list<array{0: self, 1: \CurlHandle}> $calls
     * @return list<array> the answers, as finish() gives them
     */
    public static function atOnce(array $calls): array
    {
        $multi = curl_multi_init();
        foreach ($calls as [, $h]) {
            curl_multi_add_handle($multi, $h);
        }
        do {
            $status = curl_multi_exec($multi, $running);
            if ($running) {
                curl_multi_select($multi, 1.0);
            }
        } while ($running && $status === CURLM_OK);
        $answers = [];
        foreach ($calls as [$browser, $h]) {
            $answers[] = $browser->finish($h, (string) curl_multi_getcontent($h));
            curl_multi_remove_handle($multi, $h);
        }
        curl_multi_close($multi);
        return $answers;
    }

    public function finish(\CurlHandle $ch, string $raw): array
    {
        $status = (int) curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        $headerSize = (int) curl_getinfo($ch, CURLINFO_HEADER_SIZE);
        $headers = [];
        foreach (explode("\r\n", substr($raw, 0, $headerSize)) as $line) {
            if (str_contains($line, ':')) {
                [$name, $value] = explode(':', $line, 2);
                $headers[strtolower(trim($name))][] = trim($value);
            }
        }
        foreach ($headers['set-cookie'] ?? [] as $cookie) {
            [$pair] = explode(';', $cookie, 2);
            [$name, $value] = array_map('trim', explode('=', $pair, 2) + [1 => '']);
            $this->cookies[$name] = $value;
        }
        $text = substr($raw, $headerSize);
        $body = json_decode($text, true);
        if (is_array($body) && ($body['quote_id'] ?? '') !== '') {
            $this->quoteId = $body['quote_id'];
        }
        return ['status' => $status, 'headers' => $headers, 'body' => $body, 'raw' => $text];
    }

    private function send(\CurlHandle $ch): array
    {
        $raw = curl_exec($ch);
        if ($raw === false) {
            throw new \RuntimeException('HTTP call failed: ' . curl_error($ch));
        }
        return $this->finish($ch, $raw);
    }

    private function handle(string $url, ?string $postBody, array $headers = []): \CurlHandle
    {
        $ch = curl_init($url);
        $cookie = implode('; ', array_map(static fn ($k, $v) => $k . '=' . $v, array_keys($this->cookies), $this->cookies));
        curl_setopt_array($ch, [
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HEADER => true,
            CURLOPT_TIMEOUT => 30,
            CURLOPT_HTTPHEADER => array_merge($headers, $cookie !== '' ? ['Cookie: ' . $cookie] : []),
        ]);
        if ($this->fromAddress !== '') {
            curl_setopt($ch, CURLOPT_INTERFACE, $this->fromAddress);
        }
        if ($postBody !== null) {
            curl_setopt($ch, CURLOPT_POST, true);
            curl_setopt($ch, CURLOPT_POSTFIELDS, $postBody);
        }
        return $ch;
    }
}
