// <whl-cart-badge>: 000 §2.1 header cart link with the item count.
import { defineWidget } from '../../src/shell/define-widget';
import { NoAttributesSchema } from '../../src/schemas/config';
import { CartBadgeScreen } from './Screen';
import { CART_BADGE_CSS } from './styles';

defineWidget('whl-cart-badge', CartBadgeScreen, NoAttributesSchema, CART_BADGE_CSS);
