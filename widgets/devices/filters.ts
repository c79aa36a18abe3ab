// 000 §2.6 the device filters' rules: the OS filter's iOS box is enabled only when Apple is among
// the checked brands (unchecked when it is disabled), and checking Apple as the only brand unchecks
// the OS boxes. Then the cards the filters leave (the bridge's CSS hides the others) are counted:
// none left shows the listing's 'no device matches' line.
const APPLE = 'apple';
const IOS = 'ios';

/** Applies the rules after `changed` (null: the page's first state, from its URL). */
export function applyFilterRules(listing: Element, changed: HTMLInputElement | null): void {
  const brands = [...listing.querySelectorAll<HTMLInputElement>('[name=whl-brand]:checked')].map((box) => box.value);
  const systems = [...listing.querySelectorAll<HTMLInputElement>('[name=whl-os]')];
  const ios = systems.find((box) => box.value === IOS);
  if (ios) {
    ios.disabled = !brands.includes(APPLE);
    if (ios.disabled) ios.checked = false;
  }
  if (changed?.name === 'whl-brand' && brands.length === 1 && brands[0] === APPLE) for (const box of systems) box.checked = false;
  const shown = [...listing.querySelectorAll<HTMLElement>('.whl-product')].some((card) => card.getClientRects().length > 0);
  listing.querySelector('.whl-shop')?.toggleAttribute('data-none', listing.querySelector('.whl-product') !== null && !shown);
}
