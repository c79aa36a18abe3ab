// 000 §2.6 the device and accessory catalogue. The bridge prints it inside this element (contract
// §8.2): the cards, and the brand and OS filters that hide cards by CSS. The widget adds the
// filters' rules that change other boxes, keeps the filters in the page's URL (a reload or a shared
// link shows the same cards) and says when no card is left.
import { usePage } from '../../src/hooks/use-page';
import { LightDom } from '../../src/shop/light-dom';
import { applyFilterRules } from './filters';

export function DevicesScreen() {
  const { env } = usePage();
  const enhance = (listing: Element) => {
    applyFilterRules(listing, null);
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.name !== 'whl-brand' && box.name !== 'whl-os') return;
      applyFilterRules(listing, box);
      history.replaceState(history.state, '', filterUrl(listing, env.location()));
    };
    listing.addEventListener('change', onChange);
    return () => listing.removeEventListener('change', onChange);
  };
  return <LightDom enhance={enhance} />;
}

/** The page's URL with the checked filters (`brand=apple,samsung&os=android`), as the bridge reads them. */
function filterUrl(listing: Element, url: URL): string {
  for (const name of ['brand', 'os']) {
    const values = [...listing.querySelectorAll<HTMLInputElement>(`[name=whl-${name}]:checked`)].map((box) => box.value);
    if (values.length) url.searchParams.set(name, values.join(','));
    else url.searchParams.delete(name);
  }
  return url.href;
}
