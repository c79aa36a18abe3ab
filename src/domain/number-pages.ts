// 000 §2.2 / §2.7 the number selection pages: which form of the route a page is (plain
// recommended_numbers / search_number, or /{service_type}-…?plan=), the query they keep between
// them, the other page and where their back button goes. The bridge prints the first screen by the
// same rules (Domain\NumberPages), bound by test/fixtures/rules/number-pages.json.
import { routeUrl, type LinkContext, type ServiceType } from './routes';

/** 000 §2.7 query parameters, kept on every link between the two number pages. */
export const NUMBER_PAGE_PARAMS = ['plan', 'method', 'type', 'offer', 'activation'] as const;
export type NumberPageQuery = Record<(typeof NUMBER_PAGE_PARAMS)[number], string | null>;

export function numberPageQuery(url: URL): NumberPageQuery {
  return Object.fromEntries(NUMBER_PAGE_PARAMS.map((key) => [key, url.searchParams.get(key) || null])) as NumberPageQuery;
}

export type NumberPageMode = 'recommended' | 'search';

/** 000 §2.7: a group shows its first five numbers, the rest behind 'show more'. */
export const VISIBLE_PER_GROUP = 5;

const SERVICE_TYPES: readonly ServiceType[] = ['prepaid', 'postpaid'];
const FORMS = ['{service_type}-recommended-numbers', '{service_type}-search-number'];
const trimSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The service type a number page stands for: the placement's (`service-type` attribute), else the
 * configured `/{service_type}-…` route the page's path is; null on the plain routes.
 */
export function numberPageServiceType(ctx: LinkContext, href: string, placement: ServiceType | null | undefined): ServiceType | null {
  const path = trimSlash(new URL(href).pathname);
  const base = trimSlash(new URL(ctx.siteUrl).pathname);
  const isPageOf = (serviceType: ServiceType) =>
    FORMS.some(
      (name) => ctx.routes[name] !== undefined && base + trimSlash(ctx.routes[name].split('{service_type}').join(serviceType)) === path,
    );
  return placement || SERVICE_TYPES.find(isPageOf) || null;
}

/** 000 §2.2: the route of the other number page, in the same form as this one. */
export function otherNumberPageRoute(mode: NumberPageMode, serviceType: ServiceType | null): string {
  const search = mode === 'recommended';
  if (serviceType) return search ? '{service_type}-search-number' : '{service_type}-recommended-numbers';
  return search ? 'search_number' : 'recommended_numbers';
}

/** 000 §2.2: the other number page, in the same route form as this one, keeping the query (000 §2.7). */
export function otherNumberPageUrl(
  ctx: LinkContext,
  mode: NumberPageMode,
  serviceType: ServiceType | null,
  query: NumberPageQuery,
): string {
  return routeUrl(ctx, otherNumberPageRoute(mode, serviceType), { serviceType: serviceType ?? undefined, query });
}

/** 000 §2.7 back button's route: the prepaid page, the postpaid page or home, according to the page. */
export function numberPageBackRoute(serviceType: ServiceType | null): string {
  return serviceType === 'prepaid' ? 'prepaid-plan-page' : serviceType === 'postpaid' ? 'postpaid' : 'homepage';
}

export function numberPageBackUrl(ctx: LinkContext, serviceType: ServiceType | null): string {
  return routeUrl(ctx, numberPageBackRoute(serviceType));
}
