// <whl-cart>: 000 §2.8 cart with the reserved number's countdown (§4.3).
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import FLOW_CSS from '../../src/components/flow-styles.css';
import { tag, attributes, checkout, catalog } from './widget.json';
import { CartScreen } from './Screen';
import CART_CSS from './styles.css';
import { TOTALS_CSS } from '../../src/checkout/DueToday';

// the widget's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/cart'), ar: () => import('../../locales/ar/cart') };

defineCheckoutWidget({ tag, attributes, checkout, catalog }, CartScreen, FLOW_CSS + TOTALS_CSS + CART_CSS, ownCatalog);
