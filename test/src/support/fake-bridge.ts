// A BridgeClient for jsdom tests: answers by route / action from canned bodies, through the real
// envelope and schema parsing (settle), and records every call.
import { BridgeError, settle, type BridgeClient, type Fields } from '../../../src/api/client';

export interface Reply {
  status?: number;
  body: unknown;
}

export type Handler = Reply | (() => Reply | Promise<Reply>);

export interface Call {
  key: string;
  fields: Fields;
  /** REST options (nonce, fresh) */
  options?: { nonce?: boolean; fresh?: boolean } | undefined;
}

/** Keys: REST route ('homepage-plans') or ajax action, with '/sub_action' when there is one. */
export function fakeBridge(routes: Record<string, Handler | Handler[]>) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));

  async function answer(key: string, fields: Fields, options?: Call['options']): Promise<Reply> {
    calls.push({ key, fields, ...(options ? { options } : {}) });
    const queue = queues.get(key);
    if (!queue || queue.length === 0) throw new Error(`unexpected bridge call ${key}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    return typeof handler === 'function' ? handler() : handler;
  }

  const client: BridgeClient = {
    async ajax(action, fields, schema, options = {}) {
      const reply = await answer(options.subAction ? `${action}/${options.subAction}` : action, fields);
      return settle({ status: reply.status ?? 200, body: reply.body }, schema);
    },
    async rest(route, query, schema, options) {
      const reply = await answer(route, query, options);
      return settle({ status: reply.status ?? 200, body: reply.body }, schema);
    },
    async currentNonce(query = {}) {
      const reply = await answer('current-nonce', query);
      if ((reply.status ?? 200) !== 200) throw new BridgeError('failure', reply.status);
      return (reply.body as { data: never }).data;
    },
  };
  return { client, calls, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

/** A reply the test releases itself (in-flight states). */
export function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { handler: () => promise, release };
}
