// A BridgeClient whose ajax answers come from a list, recording the calls (unit tests of code that
// takes a client).
import type { BridgeClient } from '../../../src/api/client';

export type Call = { action: string; fields: Record<string, unknown> };

export function fakeClient(answers: Array<Record<string, unknown> | Error>): { client: BridgeClient; calls: Call[] } {
  const calls: Call[] = [];
  const client = {
    ajax: jest.fn(async (action: string, fields: Record<string, unknown>) => {
      calls.push({ action, fields });
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }),
    rest: jest.fn(),
    currentNonce: jest.fn(),
  } as unknown as BridgeClient;
  return { client, calls };
}
