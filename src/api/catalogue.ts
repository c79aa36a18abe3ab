// Contract §4.2 / 000 §7.2: homepage-plans, a public and cacheable catalogue route.
import { HomepagePlansSchema } from '../schemas/catalogue';
import type { BridgeClient } from './client';
import type { Lang } from '../domain/lang';
import type { ServiceType } from '../domain/routes';

export function fetchHomepagePlans(client: BridgeClient, query: { lang: Lang; serviceType?: ServiceType | undefined }) {
  return client.rest('homepage-plans', { lang: query.lang, service_type: query.serviceType }, HomepagePlansSchema);
}
