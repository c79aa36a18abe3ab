// <whl-cart>: 000 §2.8 cart with the reserved number's countdown (§4.3).
import { defineWidget } from '../../src/shell/define-widget';
import { CHECKOUT } from '../../src/checkout/catalog';
import type { PurchaseUnit } from '../../src/store/purchase-slices';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, purchase, attributes } from './widget.json';
import { CartScreen } from './Screen';
import { CART_CSS } from './styles';

// the widget's own texts (widget.json `catalog`): only its pages load them
const catalog = { en: () => import('../../locales/en/cart'), ar: () => import('../../locales/ar/cart') };

defineWidget({ tag, purchase: purchase as PurchaseUnit[], attributes }, CartScreen, FLOW_CSS + CART_CSS, [CHECKOUT, catalog]);
