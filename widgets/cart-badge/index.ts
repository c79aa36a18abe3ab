// <whl-cart-badge>: 000 §2.1 header cart link with the item count.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, checkout } from './widget.json';
import { NoAttributesSchema } from '../../src/schemas/config';
import { CartBadgeScreen } from './Screen';
import { CART_BADGE_CSS } from './styles';

defineWidget({ tag, checkout }, CartBadgeScreen, NoAttributesSchema, CART_BADGE_CSS);
