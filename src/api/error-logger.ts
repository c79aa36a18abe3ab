// 000 §7.1 / §8: every page script error goes to wp_js_error_logger — once per distinct message,
// and at most a few per minute, so a failing loop cannot flood the bridge. Loaded on the first
// error only (src/shell/page.ts), so it costs nothing on a page without errors.
import { AckSchema } from '../schemas/envelope';
import type { BridgeClient } from './client';
import { attempt } from './result';

/** Contract §4.5, 000 §7.1: a page script error. */
const JS_ERROR_LOGGER = 'wp_js_error_logger';

export interface ScriptError {
  msg: string;
  url: string;
  line: number;
}

export function logScriptError(client: BridgeClient, error: ScriptError) {
  return attempt(() =>
    client.ajax(JS_ERROR_LOGGER, { msg: error.msg.slice(0, 500), url: error.url, line: error.line }, AckSchema).then(() => undefined),
  );
}

/** Decides whether an error may be reported now (pure apart from its memory). */
export function createReportGate(maxPerWindow = 5, windowMs = 60_000) {
  const seen = new Set<string>();
  let sent: number[] = [];
  return (message: string, now: number): boolean => {
    if (seen.has(message)) return false;
    sent = sent.filter((time) => now - time < windowMs);
    if (sent.length >= maxPerWindow) return false;
    seen.add(message);
    sent.push(now);
    return true;
  };
}

/** What an `error` / `unhandledrejection` event or a caught render error says. */
export function scriptErrorOf(source: unknown, pageUrl: string): ScriptError {
  if (source instanceof Event && 'reason' in source) {
    const reason = (source as PromiseRejectionEvent).reason as unknown;
    return { msg: `Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`, url: pageUrl, line: 0 };
  }
  if (source instanceof Event) {
    const event = source as ErrorEvent;
    return { msg: event.message || String(event.error), url: event.filename || pageUrl, line: event.lineno || 0 };
  }
  return { msg: source instanceof Error ? `${source.name}: ${source.message}` : String(source), url: pageUrl, line: 0 };
}

const gate = createReportGate();

/** Reports through the page-wide gate; never throws (a failing logger must not cause more errors). */
export function reportScriptError(client: BridgeClient, error: ScriptError, now = Date.now()): void {
  if (gate(error.msg, now)) void logScriptError(client, error);
}
