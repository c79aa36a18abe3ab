<?php

declare(strict_types=1);

namespace Whl\Bridge\Application;

defined('ABSPATH') || exit;

/**
 * Collects field => code pairs from the rule classes and fails once with all of them
 * (422 validation_error, contract §3).
 */
final class Validator
{
    /** @var array<string, string> */
    private array $errors = [];

    public function check(string $field, ?string $error): self
    {
        if ($error !== null && !isset($this->errors[$field])) {
            $this->errors[$field] = $error;
        }
        return $this;
    }

    /** @return array<string, string> */
    public function errors(): array
    {
        return $this->errors;
    }

    /** @throws Refusal validation_error with every collected error */
    public function validate(): void
    {
        if ($this->errors !== []) {
            throw Refusal::validation($this->errors);
        }
    }
}
