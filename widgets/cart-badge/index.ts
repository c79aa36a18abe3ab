// <whl-cart-badge>: 000 §2.1 header cart link with the item count.
import { defineWidget } from '../../src/shell/define-widget';
import { NoAttributesSchema } from '../../src/schemas/config';
import { CartBadgeScreen } from './Screen';
import { CART_BADGE_CSS } from './styles';

// texts of the header widgets (cart badge, language switch): one small catalog on every page
defineWidget('whl-cart-badge', CartBadgeScreen, NoAttributesSchema, (lang) => (lang === 'ar' ? import('whl-catalog/header/ar') : import('whl-catalog/header/en')), CART_BADGE_CSS);
