// Parts shown only after an action (popups, toasts: 000 §2.8, §4.2, §4.3, §8) are chunks of their
// own, loaded the first time they are needed; their texts are in the page's catalog.
import { useEffect, useState, type ComponentType } from 'react';

/** The component `load` (a function defined once, outside the component) resolves to, once `needed` has been true (undefined until then). */
export function useLazy<P extends object>(needed: boolean, load: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  const [loaded, setLoaded] = useState<ComponentType<P>>();
  useEffect(() => {
    if (needed && !loaded) void load().then((component) => setLoaded(() => component));
  }, [needed, loaded, load]);
  return loaded;
}
