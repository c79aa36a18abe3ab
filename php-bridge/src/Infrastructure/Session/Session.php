<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Session;

defined('ABSPATH') || exit;

/**
 * The shopper's server-side session (000 §3.17 server-side items: loggedin_user_info, user_info,
 * plan_quote_id, loggedin_customer_token, generated_order_id). Values are JSON; writes go
 * straight to the store.
 */
final class Session
{
    /**
     * @param array<string, string> $values key => JSON
     * @param bool $saved whether the store has the session (it is saved at its first write)
     */
    /** Under the cart's lock (lock()): the values read with the lock are the store's until it ends. */
    private bool $locked = false;

    public function __construct(
        private readonly SessionStore $store,
        private readonly string $id,
        private array $values = [],
        private bool $saved = true,
    ) {
    }

    /**
     * The cart's lock (CartLock): the session's row is this request's until its transaction ends,
     * and its values are read again with the lock (one statement), so fresh() and freshQuoteId() need
     * not read them again. Saves the session first when it has no row.
     */
    public function lock(): void
    {
        $this->values = $this->store->lock($this->id, $this->saved);
        $this->saved = true;
        $this->locked = true;
    }

    /** The cart's lock ended (its transaction was committed): fresh reads go to the store again. */
    public function unlock(): void
    {
        $this->locked = false;
    }

    public function isSaved(): bool
    {
        return $this->saved;
    }

    /** The same session under a new id (SessionManager::rotate moved it in the store). */
    public function withId(string $id): self
    {
        return new self($this->store, $id, $this->values, $this->saved);
    }

    public function id(): string
    {
        return $this->id;
    }

    public function has(string $key): bool
    {
        return isset($this->values[$key]);
    }

    public function get(string $key): mixed
    {
        return isset($this->values[$key]) ? json_decode($this->values[$key], true) : null;
    }

    public function set(string $key, mixed $value): void
    {
        $json = (string) wp_json_encode($value);
        if (($this->values[$key] ?? null) === $json) {
            return;
        }
        if (!$this->saved) {
            $this->store->create($this->id);
            $this->saved = true;
        }
        $this->store->put($this->id, $key, $json);
        $this->values[$key] = $json;
    }

    public function remove(string $key): void
    {
        if (!isset($this->values[$key])) {
            return;
        }
        $this->store->delete($this->id, $key);
        unset($this->values[$key]);
    }

    /** The guest quote of this session (contract §4.4 plan_quote_id), '' when there is none. */
    public function quoteId(): string
    {
        $quote = $this->get('plan_quote_id');
        return is_string($quote) ? $quote : '';
    }

    /**
     * The item as the store has it now (another request of this session may have written it since
     * this one loaded the session), kept for the rest of the request. Read under the cart's lock.
     */
    public function fresh(string $key): mixed
    {
        if ($this->locked) {
            return $this->get($key);
        }
        $json = $this->store->value($this->id, $key);
        if ($json === null) {
            unset($this->values[$key]);
            return null;
        }
        $this->values[$key] = $json;
        $this->saved = true;
        return json_decode($json, true);
    }

    /**
     * The quote as the store has it now: another request of this session (a second click, another
     * tab) may have created it since this one loaded the session. Read under the cart's lock.
     */
    public function freshQuoteId(): string
    {
        if ($this->locked) {
            return $this->quoteId();
        }
        $json = $this->store->value($this->id, 'plan_quote_id');
        if ($json === null) {
            unset($this->values['plan_quote_id']);
        } else {
            $this->values['plan_quote_id'] = $json;
            $this->saved = true;
        }
        return $this->quoteId();
    }
}
