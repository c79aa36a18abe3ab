<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A user of the identity provider (000 §3.16 user info; §3.9 attributes). */
final class IdentityUser
{
    /** @param array<string, string> $attributes the profile fields of 000 §3.9 the provider keeps */
    public function __construct(
        public readonly string $subject,
        public readonly string $username,
        public readonly string $email,
        public readonly string $firstName,
        public readonly string $lastName,
        public readonly array $attributes = [],
    ) {
    }

    /**
     * 000 §3.16: 'first_name' and 'last_name' are placeholders, read as empty.
     *
     * @return array{firstName: string, lastName: string, email: string}
     */
    public function userInfo(): array
    {
        return [
            'firstName' => $this->firstName === 'first_name' ? '' : $this->firstName,
            'lastName' => $this->lastName === 'last_name' ? '' : $this->lastName,
            'email' => $this->email,
        ];
    }
}
