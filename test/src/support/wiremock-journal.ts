// WireMock's request journal as the tests read it: every request it received, oldest first, with
// its path, query, lower-cased headers and body (the api, contract and browser suites alike).
import type { WireMock } from 'wiremock-captain';

export interface JournalEntry {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

export async function journal(mock: WireMock): Promise<JournalEntry[]> {
  const all = (await mock.getAllRequests()) as Array<{
    request: { method: string; url: string; body?: string; headers: Record<string, string> };
  }>;
  return all
    .map(({ request }) => {
      const url = new URL(request.url, 'http://wiremock');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
      return { method: request.method, path: url.pathname, query: url.searchParams, headers, body: request.body ?? '' };
    })
    .reverse();
}
