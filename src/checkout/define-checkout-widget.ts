// A widget of the purchase flow (widget.json `checkout`): as defineWidget, and its page's store gets
// the purchase actions (src/store/purchase.ts: catalogue pages never load them), and the checkout
// catalog comes with its own. The purchase units it names (widget.json `purchase`) are among the
// chunks its page preloads (contract §6 manifest `imports`), so its first call does not wait for them.
import type { ComponentType } from 'react';
import { defineElement, type WidgetDescription } from '../shell/define-widget';
import { bootPage } from '../shell/page';
import { installPurchaseActions } from '../store/purchase';
import type { Catalog } from '../i18n';
import { CHECKOUT } from './catalog';

export function defineCheckoutWidget<A extends object>(
  description: WidgetDescription,
  Screen: ComponentType<A>,
  css: string,
  own?: Catalog,
): void {
  if (!description.checkout) throw new Error(`${description.tag}: widget.json does not say checkout, so defineWidget defines it`);
  installPurchaseActions(bootPage());
  defineElement(description, Screen, css, own, [CHECKOUT]);
}
