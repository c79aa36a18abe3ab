<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** Cart totals in baisa, computed server-side (000 §9: VAT 5 %). */
final class Totals
{
    public function __construct(
        public readonly int $subtotal,
        public readonly int $vat,
        public readonly int $grandTotal,
        public readonly int $vatPercent = Money::VAT_PERCENT,
    ) {
    }

    public static function ofSubtotal(int $subtotal, int $vatPercent = Money::VAT_PERCENT): self
    {
        $vat = Money::vat($subtotal, $vatPercent);
        return new self($subtotal, $vat, $subtotal + $vat, $vatPercent);
    }

    /** 000 §9 with VAT-free items (a gift card, 000 §2.2): VAT on the taxable part only. */
    public static function of(int $taxable, int $exempt, int $vatPercent = Money::VAT_PERCENT): self
    {
        $vat = Money::vat($taxable, $vatPercent);
        return new self($taxable + $exempt, $vat, $taxable + $exempt + $vat, $vatPercent);
    }

    /** @return array{subtotal: string, vat: string, grand_total: string, vat_percent: int} */
    public function toArray(): array
    {
        return [
            'subtotal' => Money::format($this->subtotal),
            'vat' => Money::format($this->vat),
            'grand_total' => Money::format($this->grandTotal),
            'vat_percent' => $this->vatPercent,
        ];
    }
}
