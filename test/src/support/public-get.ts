// The bridge's public GETs (src/api/public-get.ts) answered in unit tests: jsdom has no fetch
// Request/Response for ky, and the transport is the api project's (WireMock). The answer still goes
// through the call's schema (settle), so a widget test reads what the widget would read.
import * as publicGets from '../../../src/api/public-get';
import { settle } from '../../../src/api/client';

/** action → its answer body, or a function of the call's params (a thrown error is the call's failure) */
export type PublicAnswers = Record<string, unknown>;

export function stubPublicGets(answers: PublicAnswers) {
  // a spy made by an earlier test of the file is the same spy: its calls start again from none
  return jest
    .spyOn(publicGets, 'publicGet')
    .mockClear()
    .mockImplementation(async (_ajaxUrl, action, params, schema) => {
      if (!(action in answers)) throw new Error(`no stubbed answer for the public GET ${action}`);
      const answer = answers[action];
      const body = typeof answer === 'function' ? (answer as (p: typeof params) => unknown)(params) : answer;
      return settle({ status: 200, body }, schema);
    });
}
