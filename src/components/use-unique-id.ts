import { useState } from 'react';

let last = 0;

/**
 * An id unique in the page, for label/for, aria-labelledby and aria-describedby. Not useId: preact's
 * count restarts when a widget's root renders again, so a part mounted later (a popup, a lazily
 * loaded section) could repeat an id already in the shadow root and name the wrong element.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `whl-${(last += 1).toString(36)}`);
  return id;
}
