<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Account;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Unavailable;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Identity;

/**
 * 000 §3.9, §7.4; 001 §7.3: the logged-in shopper's profile at the identity provider, with the
 * changes checked by their request object (ProfileChanges). The site gives its plain-text sanitiser
 * and e-mail check (WordPress's, from Composition\Handlers): the use case calls no WordPress function.
 */
final class UpdateProfile
{
    /**
     * @param \Closure(): Identity $identity
     * @param \Closure(string): string $plainText a value as plain text
     * @param \Closure(string): bool $isEmail whether a value is an e-mail address
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $identity,
        private readonly \Closure $plainText,
        private readonly \Closure $isEmail,
    ) {
    }

    /**
     * @param mixed $profile the postData_create_user JSON as decoded
     * @throws Refusal session_expired without a login, validation_error per field
     * @throws Unavailable when the provider cannot answer
     */
    public function update(mixed $profile): void
    {
        $token = $this->sessions->require()->get('idp_access_token');
        if (!is_string($token) || $token === '') {
            throw Refusal::sessionExpired();
        }
        $changes = ProfileChanges::of($profile, $this->plainText, $this->isEmail);
        try {
            $updated = ($this->identity)()->updateUser($token, $changes->fields);
        } catch (\RuntimeException) {
            throw new Unavailable();
        }
        if (!$updated) {
            throw Refusal::sessionExpired();
        }
    }
}
