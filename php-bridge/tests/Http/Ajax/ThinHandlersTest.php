<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Http\Ajax\Actions;
use Whl\Bridge\Http\Rest\RestRoute;

/**
 * The Ajax and REST classes are adapters: a handler reads its fields, calls one use case
 * (Application/<Area>) and answers what it returns. A business rule in a handler grows it; past 30
 * lines it belongs in a use case. Handlers: every method Actions::TABLE routes to, and every public
 * method of a REST route (its handler and its first-screen printer).
 */
final class ThinHandlersTest extends TestCase
{
    private const MAX_LINES = 30;

    /** @return array<string, array{\ReflectionMethod}> */
    public static function handlers(): array
    {
        $methods = [];
        foreach (Actions::TABLE as $subActions) {
            foreach ($subActions as $route) {
                [$class, $method] = $route['handler'];
                $methods["$class::$method"] = [new \ReflectionMethod($class, $method)];
            }
        }
        foreach (glob(dirname(__DIR__, 3) . '/src/Http/Rest/*.php') ?: [] as $file) {
            $class = 'Whl\\Bridge\\Http\\Rest\\' . basename($file, '.php');
            if (!is_subclass_of($class, RestRoute::class)) {
                continue;
            }
            foreach ((new \ReflectionClass($class))->getMethods(\ReflectionMethod::IS_PUBLIC) as $method) {
                if (!$method->isConstructor() && $method->getDeclaringClass()->getName() === $class) {
                    $methods["$class::{$method->getName()}"] = [$method];
                }
            }
        }
        return $methods;
    }

    public function test_there_are_handlers_to_measure(): void
    {
        self::assertGreaterThan(40, count(self::handlers()));
    }

    /** @dataProvider handlers */
    public function test_a_handler_is_at_most_30_lines(\ReflectionMethod $method): void
    {
        $lines = (int) $method->getEndLine() - (int) $method->getStartLine() + 1;
        self::assertLessThanOrEqual(self::MAX_LINES, $lines, 'move its rules into a use case under Application/');
    }
}
