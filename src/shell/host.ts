// A widget renders in its element's shadow root; what the bridge printed for it is the element's own
// children (light DOM), reached through the root's host.

/** The element whose shadow root holds `node` (undefined outside a shadow root). */
export const hostOf = (node: Node | null | undefined): Element | undefined => (node?.getRootNode() as ShadowRoot | undefined)?.host;
