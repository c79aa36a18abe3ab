// <whl-delivery>: 000 §2.10 checkout step 2, delivery.
import { defineWidget } from '../../src/shell/define-widget';
import { CHECKOUT } from '../../src/checkout/catalog';
import type { PurchaseUnit } from '../../src/store/purchase-slices';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, purchase, attributes } from './widget.json';
import { DeliveryScreen } from './Screen';
import { DELIVERY_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const catalog = { en: () => import('../../locales/en/delivery'), ar: () => import('../../locales/ar/delivery') };

defineWidget({ tag, purchase: purchase as PurchaseUnit[], attributes }, DeliveryScreen, FLOW_CSS + DELIVERY_CSS, [CHECKOUT, catalog]);
