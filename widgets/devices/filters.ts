// 000 §2.6 the device filters' rules (src/domain/device-filters.ts) applied to the bridge's listing:
// iOS disabled (and unchecked) without Apple, the OS boxes cleared when Apple becomes the only brand.
// Then the cards the filters leave (the bridge's CSS hides the others) are counted: none left shows
// the listing's 'no device matches' line.
import { osFilterRule } from '../../src/domain/device-filters';

/** Applies the rules after `changed` (null: the page's first state, from its URL). */
export function applyFilterRules(listing: Element, changed: HTMLInputElement | null): void {
  const brands = [...listing.querySelectorAll<HTMLInputElement>('[name=whl-brand]:checked')].map((box) => box.value);
  const systems = [...listing.querySelectorAll<HTMLInputElement>('[name=whl-os]')];
  const rule = osFilterRule(brands, changed?.name === 'whl-brand');
  for (const box of systems) {
    if (box.value === 'ios') box.disabled = !rule.iosEnabled;
    if (rule.clearOs || box.disabled) box.checked = false;
  }
  const shown = [...listing.querySelectorAll<HTMLElement>('.whl-product')].some((card) => card.getClientRects().length > 0);
  listing.querySelector('.whl-shop')?.toggleAttribute('data-none', listing.querySelector('.whl-product') !== null && !shown);
}
