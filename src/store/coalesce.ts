// One request at a time (issue 11 cross-tab: no refetch storm), for the cart's loads and refetches.

/**
 * Runs `work` at most once at a time: a call while it runs gets the run after it (with what the
 * bridge says then), one for however many calls came meanwhile.
 */
export function coalesce<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const run = (): Promise<T> => {
    if (!running) {
      running = work().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return run();
      });
    return queued;
  };
  return run;
}
