// <whl-delivery>: 000 §2.10 checkout step 2, delivery.
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import FLOW_CSS from '../../src/components/flow-styles.css';
import { tag, attributes, checkout, catalog } from './widget.json';
import { DeliveryScreen } from './Screen';
import { DELIVERY_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/delivery'), ar: () => import('../../locales/ar/delivery') };

defineCheckoutWidget({ tag, attributes, checkout, catalog }, DeliveryScreen, FLOW_CSS + DELIVERY_CSS, ownCatalog);
