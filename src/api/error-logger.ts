// 000 §7.1 / §8: every page script error goes to wp_js_error_logger — once per distinct message,
// and at most a few per minute, so a failing loop cannot flood the bridge.
import { AckSchema } from '../schemas/envelope';
import type { BridgeClient } from './client';

export interface ScriptError {
  msg: string;
  url: string;
  line: number;
}

export function logScriptError(client: BridgeClient, error: ScriptError) {
  return client.ajax('wp_js_error_logger', { msg: error.msg.slice(0, 500), url: error.url, line: error.line }, AckSchema);
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

export function installErrorReporter(client: BridgeClient, target: Window, now: () => number = Date.now): () => void {
  const gate = createReportGate();
  const report = (msg: string, url: string, line: number) => {
    if (!gate(msg, now())) return;
    logScriptError(client, { msg, url, line }).catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => report(event.message || String(event.error), event.filename || target.location.href, event.lineno || 0);
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    report(`Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`, target.location.href, 0);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
