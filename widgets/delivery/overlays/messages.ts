// The delivery step's toast texts that only show in its overlays part (loaded with it).
import { msg } from '@lingui/core/macro';

/** 000 §2.10 / §8: no order type at delivery; home follows after 5000 ms */
export const NO_ITEMS = msg({ message: 'Sorry, no items in the cart', comment: '000 §2.10 no order type (wording as specified)' });
