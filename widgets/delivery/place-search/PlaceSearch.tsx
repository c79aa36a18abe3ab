// 000 §2.10 the address search, restricted to Oman (contract §4.19): a combobox (the ARIA pattern
// with a list: type, arrows, Enter, Escape) whose choice fills the governorate → wilayat →
// city/locality cascade and the map pin. The lists below stay the way to choose by hand; a search
// that fails says so and leaves them (./use-place-search.ts). Loaded with the home tab (widget.json `parts`).
import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePlaceSearch, type PlaceSearchOptions } from './use-place-search';
import PLACE_SEARCH_CSS from './PlaceSearch.css';

export interface PlaceSearchProps extends PlaceSearchOptions {
  disabled?: boolean;
}

export function PlaceSearch({ disabled, ...options }: PlaceSearchProps) {
  const { t } = useLingui();
  const search = usePlaceSearch(options);
  const { query, found, places, expanded, active } = search;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (search.move(event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault(); // choosing a place does not submit the form
      search.choose(places[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      search.close();
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
        onChange={(event) => search.type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={search.close}
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
              search.choose(place);
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
