// 000 §2.6 a device's page. The bridge prints it inside this element (contract §8.3): its variant
// radio shows the variant's picture, price and instalments by CSS; the widget shows the page, or
// offers to reload it when the bridge could not read the catalogue.
import { LightDom } from '../../src/shop/light-dom';

export function DeviceDetailsScreen() {
  return <LightDom enhance={() => undefined} />;
}
