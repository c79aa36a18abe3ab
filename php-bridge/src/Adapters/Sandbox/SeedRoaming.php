<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Roaming;

/**
 * The Sandbox operator's roaming (000 §2.5 panels), by plan family as an Omani operator prices it:
 * the GCC for every postpaid plan, further countries for the contract plans and the dearer Endless
 * plans, and the GCC priced as at home for Endless 20 and up and the contract plans.
 */
final class SeedRoaming
{
    private const GCC = [
        ['en' => 'Saudi Arabia', 'ar' => 'السعودية'],
        ['en' => 'United Arab Emirates', 'ar' => 'الإمارات العربية المتحدة'],
        ['en' => 'Qatar', 'ar' => 'قطر'],
        ['en' => 'Kuwait', 'ar' => 'الكويت'],
        ['en' => 'Bahrain', 'ar' => 'البحرين'],
    ];

    private const WORLD = [
        ['en' => 'India', 'ar' => 'الهند'],
        ['en' => 'Pakistan', 'ar' => 'باكستان'],
        ['en' => 'Egypt', 'ar' => 'مصر'],
        ['en' => 'Jordan', 'ar' => 'الأردن'],
        ['en' => 'Türkiye', 'ar' => 'تركيا'],
        ['en' => 'United Kingdom', 'ar' => 'المملكة المتحدة'],
        ['en' => 'Germany', 'ar' => 'ألمانيا'],
        ['en' => 'United States', 'ar' => 'الولايات المتحدة'],
        ['en' => 'Malaysia', 'ar' => 'ماليزيا'],
        ['en' => 'Thailand', 'ar' => 'تايلاند'],
    ];

    public static function of(Plan $plan): Roaming
    {
        if ($plan->serviceType !== 'postpaid') {
            return Roaming::none();
        }
        $endlessPlus = $plan->family === 'PostpaidShahryEndless' && $plan->priceBaisa >= 20000;
        return match (true) {
            $plan->family === 'PostpaidContract' => new Roaming([...self::GCC, ...self::WORLD], self::GCC),
            $endlessPlus => new Roaming([...self::GCC, ...self::WORLD], self::GCC),
            default => new Roaming(self::GCC, []),
        };
    }
}
