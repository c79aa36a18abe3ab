// 000 §4.3 "Session expiry", §8 "Session expired: session-expiry popup; action blocked", 001 §4.9: the
// page's session-expiry flag, sessionStorage session_expiry_popup_disp (000 §3.17). The bridge client
// (src/api/client.ts) sets it on a session_expired answer and, while it is 'true', sends nothing with the
// session's nonce; the popup (./mount.tsx, a chunk loaded then) shows once per page, at that answer or,
// when the flag is 'true' already, as the page boots (src/shell/page.ts). Only the popup's button clears
// it (a new session), so a reload shows the popup again. Kept small: it is in every page's shared chunk.
export const SESSION_EXPIRED_KEY = 'session_expiry_popup_disp';

/** True while the flag is 'true' (storage blocked: false, and the bridge answers session_expired to each call instead). */
export const isSessionExpired = (): boolean => {
  try {
    return sessionStorage.getItem(SESSION_EXPIRED_KEY) === 'true';
  } catch {
    return false;
  }
};

/** The page's one session-expiry popup (mounted once, however often this is called). */
export const showSessionExpiry = (): void =>
  void import('./mount').then(
    (popup) => popup.mountSessionExpiry(),
    () => undefined, // the chunk did not load: the calls stay refused
  );

/** A session_expired answer: the flag is set and the popup shown. */
export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(SESSION_EXPIRED_KEY, 'true');
  } catch {
    // storage blocked: the popup still shows
  }
  showSessionExpiry();
}
