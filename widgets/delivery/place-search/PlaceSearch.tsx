// 000 §2.10 the address search, restricted to Oman (contract §4.19): a combobox (the ARIA pattern
// with a list: type, arrows, Enter, Escape) whose choice fills the governorate → wilayat →
// city/locality cascade and the map pin. The lists below stay the way to choose by hand; a search
// that fails says so and leaves them. Loaded with the home tab (widget.json `parts`).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../src/domain/lang';
import { reportError } from '../../../src/shell/page';
import { MIN_QUERY, searchPlaces } from '../../../src/api/places';
import type { Place } from '../../../src/schemas/places';
import PLACE_SEARCH_CSS from './PlaceSearch.css';

/** typing pauses this long before a search is sent (the clock of the tests moves it) */
export const SEARCH_DELAY_MS = 300;

export interface PlaceSearchProps {
  ajaxUrl: string;
  lang: Lang;
  /** whether the city list knows the place (a row the cascade can show) */
  knows(place: Place): boolean;
  onChoose(place: Place): void;
  disabled?: boolean;
}

type Found = { status: 'idle' | 'searching' | 'error' } | { status: 'done'; places: Place[] };

export function PlaceSearch({ ajaxUrl, lang, knows, onChoose, disabled }: PlaceSearchProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
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
  const expanded = open && places.length > 0;

  function choose(place: Place) {
    chosen.current = place.label;
    setQuery(place.label);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault(); // choosing a place does not submit the form
      choose(places[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status =
    found.status === 'searching'
      ? t({ message: 'Searching…', comment: '000 §2.10 address search: a search is on its way' })
      : found.status === 'error'
        ? t({
            message: 'The search is not available now. Please choose your area from the lists.',
            comment: '000 §2.10 address search failed; the cascade below still works',
          })
        : found.status === 'done' && places.length === 0
          ? t({ message: 'No place in Oman matches.', comment: '000 §2.10 address search: nothing found (the search is Oman only)' })
          : found.status === 'done'
            ? t({
                message: `${places.length} places found. Use the arrow keys to choose.`,
                comment: '000 §2.10 address search results, read by screen readers',
              })
            : '';

  return (
    <div className="field place-search" part="place-search">
      <style>{PLACE_SEARCH_CSS}</style>
      <label htmlFor="place-search">
        {t({ message: 'Find your area in Oman', comment: '000 §2.10 the address search, restricted to Oman' })}
      </label>
      <input
        id="place-search"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls="place-results"
        aria-describedby="place-status"
        aria-activedescendant={expanded && active >= 0 ? `place-${active}` : undefined}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          chosen.current = null;
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id="place-results" role="listbox" className="places" part="place-results" hidden={!expanded}>
        {places.map((place, index) => (
          <li
            key={`${place.pccode}-${index}`}
            id={`place-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <span id="place-status" className="hint" role="status">
        {status}
      </span>
    </div>
  );
}
