// <whl-cart-badge>: 000 §2.1 header cart link with the item count.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { CartBadgeScreen } from './Screen';
import CART_BADGE_CSS from './styles.css';

defineWidget({ tag, attributes, checkout }, CartBadgeScreen, CART_BADGE_CSS);
