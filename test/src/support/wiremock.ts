// WireMock (started by the api project's globalSetup) through wiremock-captain, plus a bridge
// client pointed at it.
import { EndpointFeature, WireMock, type IWireMockFeatures } from 'wiremock-captain';
import { journal } from './wiremock-journal';
import { createBridgeClient, type BridgeClient } from '../../../src/api/client';

export const AJAX_PATH = '/wp-admin/admin-ajax.php';
export const REST_PATH = '/wp-json/wp-rest/v1/';

export function wiremockUrl(): string {
  const url = process.env.WIREMOCK_URL;
  if (!url) throw new Error('WIREMOCK_URL is not set: run the api project (its globalSetup starts WireMock)');
  return url;
}

export const mock = () => new WireMock(wiremockUrl());

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: Record<string, string>;
}

/** Requests WireMock received for a path, oldest first. */
export async function requestsTo(wiremock: WireMock, path: string): Promise<SeenRequest[]> {
  return (await journal(wiremock))
    .filter((request) => request.path === path)
    .map(({ body, ...request }) => ({ ...request, form: new URLSearchParams(body) }));
}

export const byPath: IWireMockFeatures = { requestEndpointFeature: EndpointFeature.UrlPath };

/** A client on WireMock with its nonce kept in memory, like the store does. */
export function clientOnWireMock(
  initialNonce: string | null = null,
  timeoutMs?: number,
): { client: BridgeClient; nonce: { value: string | null } } {
  const nonce = { value: initialNonce };
  const url = wiremockUrl();
  const client = createBridgeClient({
    ajaxUrl: `${url}${AJAX_PATH}`,
    restRoot: `${url}${REST_PATH}`,
    nonce: { get: () => nonce.value, set: (value) => (nonce.value = value) },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { client, nonce };
}
