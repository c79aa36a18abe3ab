// Links of the purchase flow's steps (the cart, the checkout steps): what a cart's service type is,
// and a route that may not exist on this site yet.
import type { ServiceType } from '../domain/routes';

/** 000 §3.2: a cart line's or order's service type, when it is one the routes know. */
export const asServiceType = (value: string | null | undefined): ServiceType | undefined =>
  value === 'prepaid' || value === 'postpaid' ? value : undefined;

/** A route's link, or null when the site has no page for it (routeUrl throws RouteError). */
export function safeRoute(make: () => string): string | null {
  try {
    return make();
  } catch {
    return null;
  }
}
