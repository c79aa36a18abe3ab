// <whl-gift-card>: 000 §2.2 the gift card page the bridge prints inside it.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { GiftCardScreen } from './Screen';

defineWidget({ tag, attributes, checkout }, GiftCardScreen);
