// What every production adapter does when its upstream fails (issue 13 "Resilience"): a 5xx, a
// timeout, a broken connection and a body that is not JSON are an UpstreamFailure naming the
// reason (answered `failure`, nothing of the shopper's lost); idempotent calls are tried again a
// bounded number of times, other calls never; the log line names no credential, token or body.
import { BodyType, DelayType, WireMockFault, type IWireMockFeatures, type WireMock } from 'wiremock-captain';
import type { Answer } from './adapters';
import { byPath, requestsUnder } from './adapters';

export interface FaultCase {
  mock: () => WireMock;
  /** Stubs the call's endpoint with the response and features given. */
  stub: (response: { status: number; body?: unknown }, features: IWireMockFeatures) => Promise<unknown>;
  /** Makes the call through the adapter (its settings: timeout_seconds 1, the least WordPress waits). */
  invoke: () => Promise<Answer>;
  /** Path prefix of the call's requests, to count the tries. */
  path: string;
  /** How many times the call is tried on a 5xx or a timeout: 1 + retries for idempotent calls, else 1. */
  tries: number;
  /** Texts that must not appear in the log (credentials, tokens, personal data). */
  secrets: string[];
  log: () => Promise<string>;
}

export function itFailsSafely(name: string, c: () => FaultCase): void {
  const expectFailure = async (answer: Answer, reason: RegExp) => {
    expect(answer.error?.class).toBe('UpstreamFailure');
    expect(answer.error?.message).toMatch(reason);
    const log = await c().log();
    expect(log).toMatch(reason);
    for (const secret of c().secrets) expect(log).not.toContain(secret);
  };

  it(`${name}: a 5xx is a failure, after the bounded tries of an idempotent call or one try of another`, async () => {
    await c().stub({ status: 503, body: { message: 'upstream secret detail' } }, byPath);
    await expectFailure(await c().invoke(), /server error \(503\)/);
    expect(await requestsUnder(c().mock(), c().path)).toHaveLength(c().tries);
    expect(await c().log()).toBe(''); // read once above
  });

  it(`${name}: a timeout is a failure`, async () => {
    await c().stub({ status: 200, body: {} }, { ...byPath, responseDelay: { type: DelayType.FIXED, constantDelay: 1500 } });
    await expectFailure(await c().invoke(), /timeout/);
    expect(await requestsUnder(c().mock(), c().path)).toHaveLength(c().tries);
  });

  it(`${name}: a broken connection is a failure`, async () => {
    await c().stub({ status: 200 }, { ...byPath, fault: WireMockFault.CONNECTION_RESET_BY_PEER });
    await expectFailure(await c().invoke(), /connection failure/);
  });

  it(`${name}: a body that is not JSON is a failure`, async () => {
    await c().stub({ status: 200, body: '<html>upstream secret detail</html>' }, { ...byPath, responseBodyType: BodyType.Body });
    const answer = await c().invoke();
    expect(answer.error?.class).toBe('UpstreamFailure');
    expect(answer.error?.message).toMatch(/malformed answer/);
    expect(answer.error?.message).not.toMatch(/secret detail/);
  });
}
