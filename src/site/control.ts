// 000 §2.1 which control a click is for, for the site script: the header back button, a theme's Log
// out button, or on a checkout step a link of the header, a menu or the footer (the cart exit popup's
// controls); null for the others, and for clicks meant for a new tab or window.
const SITE_CONTROLS = 'a[data-whl-back],button[data-whl-logout]';

export function controlOf(event: MouseEvent, checkout: boolean): HTMLElement | null {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const path = event.composedPath() as HTMLAnchorElement[];
  const control = path.find((node) => node.matches?.(checkout ? `${SITE_CONTROLS},a[href]` : SITE_CONTROLS));
  return control && !control.target && (!checkout || path.some((node) => node.matches?.('[data-whl-header],[data-whl-footer],nav')))
    ? control
    : null;
}
