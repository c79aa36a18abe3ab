// 000 §2.2 a gift card's page. The bridge prints it inside this element (contract §8.4); the widget
// shows it, or offers to reload it when the bridge could not read the catalogue.
import { LightDom } from '../../src/shop/light-dom';

export function GiftCardScreen() {
  return <LightDom enhance={() => undefined} />;
}
