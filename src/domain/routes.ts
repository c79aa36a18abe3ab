// 000 §2 routes: every internal link is built here from the page configuration (contract §1),
// with {service_type} filled in and lang=ar kept while Arabic is active (000 §2.1).
import type { Lang } from './lang';

export type ServiceType = 'prepaid' | 'postpaid';

/** 000 §3.2: a cart line's or order's service type, when it is one the routes know. */
export const asServiceType = (value: string | null | undefined): ServiceType | undefined =>
  value === 'prepaid' || value === 'postpaid' ? value : undefined;

export interface LinkContext {
  /** site base URL, may contain a sub-directory ("https://shop.example/om") */
  siteUrl: string;
  /** route name → path relative to siteUrl (editors may rename pages) */
  routes: Readonly<Record<string, string>>;
  lang: Lang;
}

export type Query = Readonly<Record<string, string | number | null | undefined>>;

export type RouteErrorCode = 'unknown_route' | 'missing_service_type';

export class RouteError extends Error {
  constructor(
    readonly code: RouteErrorCode,
    readonly route: string,
  ) {
    super(code);
  }
}

const SERVICE_TYPE = '{service_type}';

function applyLang(url: URL, lang: Lang, query?: Query): string {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  if (lang === 'ar') url.searchParams.set('lang', 'ar');
  else url.searchParams.delete('lang');
  return url.href;
}

/**
 * A path from the bridge or the configuration ("/prepaid-recommended-numbers/?plan=hala-5") as
 * an absolute link on this site. Paths are joined to siteUrl (not resolved against its origin)
 * so a shop in a sub-directory keeps it; anything pointing off-site falls back to the base URL.
 */
export function siteLink(ctx: LinkContext, path: string, query?: Query): string {
  const base = ctx.siteUrl.replace(/\/+$/, '');
  let url: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    url = new URL(path, base + '/');
    const home = new URL(base + '/');
    if (url.origin !== home.origin || !/^https?:$/.test(url.protocol)) url = home;
  } else {
    url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  }
  return applyLang(url, ctx.lang, query);
}

/** The site's base URL (000 §8 plan details failure goes here). */
export function baseUrl(ctx: LinkContext): string {
  return siteLink(ctx, '/');
}

/** Link to a named route of contract §1, e.g. routeUrl(ctx, '{service_type}-personal-info', { serviceType: 'prepaid' }). */
export function routeUrl(ctx: LinkContext, name: string, options: { serviceType?: ServiceType | undefined; query?: Query } = {}): string {
  const path = Object.prototype.hasOwnProperty.call(ctx.routes, name) ? ctx.routes[name] : undefined;
  if (path === undefined) throw new RouteError('unknown_route', name);
  if (path.includes(SERVICE_TYPE) && !options.serviceType) throw new RouteError('missing_service_type', name);
  return siteLink(ctx, path.split(SERVICE_TYPE).join(options.serviceType ?? ''), options.query);
}

/**
 * 000 §2.1 language switcher: in Arabic the English link is the current URL without lang;
 * otherwise the Arabic link is the current URL with lang=ar.
 */
export function langSwitchUrl(currentHref: string, lang: Lang): string {
  const url = new URL(currentHref);
  if (lang === 'ar') url.searchParams.delete('lang');
  else url.searchParams.set('lang', 'ar');
  return url.href;
}

/** The language the switcher offers. */
export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}

/** A route's link, or null when the site has no page for it (routeUrl throws RouteError). */
export function safeRoute(make: () => string): string | null {
  try {
    return make();
  } catch {
    return null;
  }
}
