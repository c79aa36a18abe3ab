// WireMock (started by the api project's globalSetup) through wiremock-captain, plus a bridge
// client pointed at it.
import { EndpointFeature, WireMock, type IWireMockFeatures } from 'wiremock-captain';
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
  const all = (await wiremock.getAllRequests()) as Array<{
    request: { method: string; url: string; body?: string; headers: Record<string, string> };
  }>;
  return all
    .map(({ request }) => {
      const url = new URL(request.url, 'http://wiremock');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
      return {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(request.body ?? ''),
        headers,
      };
    })
    .filter((request) => request.path === path)
    .reverse();
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
