// 000 §2.1 site-wide behaviour: what it reads of the page configuration (contract §1 `site`), taken
// as the bridge prints it (no valibot), so that the site entry stays small on every page. The bridge
// says what kind of page this is (from the configured routes), so the entry matches no routes itself.
import type { Lang } from '../domain/lang';

/** contract §1 site.page: checkout steps, thank-you pages (000 §2.2), track order and my orders (001 §2.2, §2.4). */
export type PageKind = 'checkout' | 'thank-you' | 'track-order' | 'my-orders' | '';

export interface SiteConfig {
  lang: Lang;
  /** not printed (nothing per visitor in the configuration): the hint cookie says it (back-target.ts isLoggedIn) */
  loggedIn?: boolean;
  site: {
    page: PageKind;
    /** the homepage and my orders ('' when the site has none), in the page's language */
    home: string;
    myOrders: string;
    /** a broken image's replacement; the store locator ('' = none) */
    fallbackImage: string;
    storeLocatorUrl: string;
  };
}

/** The page configuration, or null without a readable #whl-config with its `site` part. */
export function readSiteConfig(doc: Document): SiteConfig | null {
  try {
    const config = JSON.parse(doc.getElementById('whl-config')?.textContent ?? '') as SiteConfig;
    return config.site?.home ? config : null;
  } catch {
    return null;
  }
}
