<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Magento;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CustomerAccount;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;
use Whl\Bridge\Ports;

/**
 * The shop's customers and their carts in Magento (000 §4.5 steps 1–3, §7.3; docs/upstreams.md
 * "Commerce"): the operator's customer module creates or finds the customer by e-mail and answers
 * its token (with the administrator's token, which never leaves the bridge); the customer's cart is
 * `carts/mine`; a guest cart is assigned to the customer after checking the customer's own is empty.
 */
final class MagentoCustomerAccounts implements Ports\CustomerAccounts, Probe
{
    public function __construct(
        private readonly MagentoClient $magento,
        private readonly string $vendor,
    ) {
    }

    public function customerFor(string $email, string $firstname, string $lastname): CustomerAccount
    {
        $answer = $this->magento->asAdmin(
            'addcustomer',
            'POST',
            HttpClient::path('/%s-customcustomerapi/addcustomer', $this->vendor),
            ['json' => ['firstname' => $firstname, 'lastname' => $lastname, 'email' => $email], 'idempotent' => true], // by e-mail: the same customer again
        );
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $list = $answer->json();
        $first = is_array($list) && array_is_list($list) ? ($list[0] ?? null) : null;
        $token = is_array($first) ? ($first['token'] ?? null) : null;
        $id = is_array($first) ? ($first['customer_id'] ?? null) : null;
        if (!is_string($token) || $token === '' || !is_numeric($id) || (int) $id <= 0) {
            throw $this->malformed($answer);
        }
        return new CustomerAccount($token, (int) $id);
    }

    public function customerCart(string $customerToken): ?string
    {
        // carts/mine answers the customer's active cart, creating one only when there is none
        $answer = $this->magento->asCustomer($customerToken, 'carts.mine', 'POST', '/carts/mine', ['idempotent' => true]);
        if ($answer->status === 401) {
            return null;
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $id = $answer->json();
        if (!is_numeric($id) || (int) $id <= 0) {
            throw $this->malformed($answer);
        }
        return (string) (int) $id;
    }

    public function assignGuestCart(string $guestQuoteId, string $customerToken): bool
    {
        $items = $this->magento->asCustomer($customerToken, 'carts.mine.items', 'GET', '/carts/mine/items');
        if ($items->status === 401) {
            return false;
        }
        if (!$items->ok()) {
            throw $items->unexpected();
        }
        $list = $items->json();
        if (!is_array($list) || !array_is_list($list)) {
            throw $this->malformed($items);
        }
        if ($list !== []) {
            return false; // the customer's cart holds items: the caller asks the shopper which to keep (000 §4.5)
        }
        $me = $this->magento->asCustomer($customerToken, 'customers.me', 'GET', '/customers/me');
        if ($me->status === 401) {
            return false;
        }
        if (!$me->ok()) {
            throw $me->unexpected();
        }
        $customer = $me->object();
        if (!is_numeric($customer['id'] ?? null) || !is_numeric($customer['store_id'] ?? null)) {
            throw $this->malformed($me);
        }
        $assigned = $this->magento->asCustomer($customerToken, 'guest-carts.assign', 'PUT', HttpClient::path('/guest-carts/%s', $guestQuoteId), [
            'json' => ['customerId' => (int) $customer['id'], 'storeId' => (int) $customer['store_id']],
        ]);
        if ($assigned->status === 401 || $assigned->status === 400 || $assigned->status === 404) {
            return false; // the token ran out, or the guest cart is gone or no longer a guest's
        }
        if (!$assigned->ok()) {
            throw $assigned->unexpected();
        }
        return $assigned->json() === true;
    }

    /** The administrator token: obtaining it proves the URL and the credentials. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->magento->asAdmin('probe', 'GET', '/store/storeViews'));
    }

    private function malformed(UpstreamResponse $answer): UpstreamFailure
    {
        return new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
    }
}
