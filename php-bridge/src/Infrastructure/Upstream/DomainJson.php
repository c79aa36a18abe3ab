<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Device;

/**
 * The operator's modules (Magento's catalogue and order flow, the ESB's customer directory and credit
 * check) answer in the shapes of the bridge's own domain classes (docs/upstreams.md): an object's
 * keys are the class's constructor parameters, and each value must have the parameter's type (a
 * text in both languages is {"en", "ar"}; money is in baisa). What does not fit is null, so the
 * adapter answers a failure, never a half-read object.
 */
final class DomainJson
{
    /** Parameters holding lists of other domain objects. */
    private const NESTED = ['variants' => Device::class];

    /**
     * @template T of object
     * @param class-string<T> $class
     * @return T|null
     */
    public static function read(string $class, mixed $json): ?object
    {
        if (!is_array($json) || array_is_list($json)) {
            return null;
        }
        $arguments = [];
        foreach ((new \ReflectionClass($class))->getConstructor()?->getParameters() ?? [] as $parameter) {
            $name = $parameter->getName();
            if (!array_key_exists($name, $json)) {
                if ($parameter->isDefaultValueAvailable()) {
                    continue;
                }
                return null;
            }
            $value = $json[$name];
            $type = (string) $parameter->getType();
            if (isset(self::NESTED[$name])) {
                $value = is_array($value) && array_is_list($value) && $value !== []
                    ? array_map(static fn ($item) => self::read(self::NESTED[$name], $item), $value)
                    : null;
                if ($value === null || in_array(null, $value, true)) {
                    return null;
                }
            } elseif (!self::fits($type, $value)) {
                return null;
            }
            $arguments[$name] = $value;
        }
        return new $class(...$arguments);
    }

    private static function fits(string $type, mixed $value): bool
    {
        return match ($type) {
            'string' => is_string($value),
            'int' => is_int($value),
            'bool' => is_bool($value),
            'array' => is_array($value) && self::texts($value),
            default => false,
        };
    }

    /** An array of scalars or of such arrays: texts {"en", "ar"}, lists of them, an order's items and options. */
    private static function texts(array $value): bool
    {
        foreach ($value as $item) {
            $ok = is_scalar($item) || (is_array($item) && self::texts($item));
            if (!$ok) {
                return false;
            }
        }
        return true;
    }
}
