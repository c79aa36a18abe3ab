// <whl-cart>: 000 §2.8 cart with the reserved number's countdown (§4.3).
import { defineWidget } from '../../src/shell/define-widget';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, checkout, attributes } from './widget.json';
import { CartScreen } from './Screen';
import { CART_CSS } from './styles';

defineWidget({ tag, checkout, attributes }, CartScreen, FLOW_CSS + CART_CSS);
