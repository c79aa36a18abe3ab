// The address search's logic (./PlaceSearch.tsx renders it). 000 §2.10, contract §4.19: typing
// pauses, then the bridge searches Oman for the text; the places the city list knows are offered, a
// choice fills the cascade. A failed search is logged and said; the lists below stay usable.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../src/domain/lang';
import { reportError } from '../../../src/shell/page';
import { MIN_QUERY, searchPlaces } from '../../../src/api/places';
import type { Place } from '../../../src/schemas/places';

/** typing pauses this long before a search is sent (the clock of the tests moves it) */
export const SEARCH_DELAY_MS = 300;

export type PlacesFound = { status: 'idle' | 'searching' | 'error' } | { status: 'done'; places: Place[] };

export interface PlaceSearchOptions {
  ajaxUrl: string;
  lang: Lang;
  /** whether the city list knows the place (a row the cascade can show) */
  knows(place: Place): boolean;
  onChoose(place: Place): void;
}

export interface PlaceSearchTalon {
  query: string;
  found: PlacesFound;
  /** the places offered: those of the last search that the city list knows */
  places: Place[];
  /** the list shows: open, with places in it */
  expanded: boolean;
  /** the place the arrows are on, or -1 */
  active: number;
  type(query: string): void;
  choose(place: Place): void;
  /** the arrows: the next (1) or the previous (-1) place, round the list; false when none is offered */
  move(step: 1 | -1): boolean;
  close(): void;
}

export function usePlaceSearch({ ajaxUrl, lang, knows, onChoose }: PlaceSearchOptions): PlaceSearchTalon {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PlacesFound>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useRef<string | null>(null);
  const knowsRef = useRef(knows);
  knowsRef.current = knows;

  useEffect(() => {
    const needle = query.trim();
    if (needle.length < MIN_QUERY || needle === chosen.current) {
      setFound({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setFound({ status: 'searching' });
      void searchPlaces(ajaxUrl, needle, lang, abort.signal).then((answer) => {
        if (answer.ok) {
          setFound({ status: 'done', places: answer.value.filter((place) => knowsRef.current(place)) });
          setActive(-1);
          return;
        }
        if (abort.signal.aborted) return;
        reportError(`place search: ${answer.code}`); // 000 §8: a background call's error is logged; the lists stay usable
        setFound({ status: 'error' });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, ajaxUrl, lang]);

  const places = found.status === 'done' ? found.places : [];

  return {
    query,
    found,
    places,
    expanded: open && places.length > 0,
    active,
    type(text) {
      chosen.current = null;
      setQuery(text);
      setOpen(true);
    },
    choose(place) {
      chosen.current = place.label;
      setQuery(place.label);
      setOpen(false);
      setActive(-1);
      onChoose(place);
    },
    move(step) {
      if (places.length === 0) return false;
      setOpen(true);
      setActive((current) => (current + step + places.length) % places.length);
      return true;
    },
    close: () => setOpen(false),
  };
}
