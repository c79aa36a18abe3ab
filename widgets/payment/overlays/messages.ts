// The payment step's toast texts that only show in its overlays part (loaded with it).
import { msg } from '@lingui/core/macro';

/** 000 §8 no plan in the cart at placement (contract §4.15 404): the toast, home after 5000 ms, as at delivery */
export const NO_ITEMS = msg({ message: 'Sorry, no items in the cart', comment: '000 §2.10 / §8 no items (wording as specified)' });
