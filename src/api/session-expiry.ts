// 000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked", 001 §4.9: the
// page's session-expiry flag, sessionStorage session_expiry_popup_disp (000 §3.17). The bridge client
// (./client.ts) sets it on a session_expired answer and, while it is 'true', sends nothing with the
// session's nonce. It tells whoever listens (the page's shell shows the popup: src/shell/page.ts) and
// knows nothing of the popup itself. Only the popup's button clears it (a new session), so a reload
// shows the popup again. Kept small: it is in every page's shared chunk.
export const SESSION_EXPIRED_KEY = 'session_expiry_popup_disp';

/** True while the flag is 'true' (storage blocked: false, and the bridge answers session_expired to each call instead). */
export const isSessionExpired = (): boolean => {
  try {
    return sessionStorage.getItem(SESSION_EXPIRED_KEY) === 'true';
  } catch {
    return false;
  }
};

const listeners = new Set<() => void>();

/** Calls `listener` at every session_expired answer; returns the function that stops it. */
export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A session_expired answer: the flag is set and the listeners told. */
export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(SESSION_EXPIRED_KEY, 'true');
  } catch {
    // storage blocked: the popup still shows
  }
  for (const listener of listeners) listener();
}
