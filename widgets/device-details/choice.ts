// contract §8.6: what an 'Add to cart' button of the device page stands for.
import type { DeviceItem } from '../../src/api/add-to-cart';

/** The choice an 'Add to cart' button of the page stands for: its variant and the way to pay checked in its offer. */
export function choiceOf(button: HTMLElement): DeviceItem {
  const months = Number(button.closest('[data-variant]')?.querySelector<HTMLInputElement>('input[name^="whl-pay-"]:checked')?.value ?? 0);
  return { kind: 'device', sku: button.dataset.add!, months: Number.isInteger(months) ? months : 0 };
}
