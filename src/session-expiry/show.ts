// The page's one session-expiry popup (000 §4.3, §8, 001 §4.9): shown once per page when the bridge
// client says the session expired (src/api/session-expiry.ts), or as the page boots with the flag set
// (src/shell/page.ts, which listens). The popup is a chunk of its own (./mount.tsx), loaded then.

/** The page's one session-expiry popup (mounted once, however often this is called). */
export const showSessionExpiry = (): void =>
  void import('./mount').then(
    (popup) => popup.mountSessionExpiry(),
    () => undefined, // the chunk did not load: the calls stay refused
  );
