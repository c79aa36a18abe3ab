// Parts shown only after an action (popups, toasts: 000 §2.8, §4.2, §4.3, §8) are chunks of their
// own, loaded the first time they are needed; their texts are in the page's catalog.
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The component `load` (a function defined once, outside the component) resolves to, once `needed`
 * has been true (undefined until then). With `early`, it is fetched as soon as `early` turns true
 * (the step's first screen is drawn) even if not needed yet: a part that reports failures (a step's
 * toasts) must be at hand when the connection drops, when it could no longer be fetched (issue 15).
 */
export function useLazy<P extends object>(
  needed: boolean,
  load: () => Promise<ComponentType<P>>,
  early = false,
): ComponentType<P> | undefined {
  const [loaded, setLoaded] = useState<ComponentType<P>>();
  useEffect(() => {
    if (loaded || !(needed || early)) return;
    // a failed fetch (offline) leaves the part unloaded: a later need tries again
    const go = () =>
      void load().then(
        (component) => setLoaded(() => component),
        () => undefined,
      );
    if (needed) return go();
    const timer = setTimeout(go); // after the first screen's own work
    return () => clearTimeout(timer);
  }, [needed, early, loaded, load]);
  return loaded;
}
