// 000 §2.10 the store-pickup tab (a part the delivery step loads when the shopper chooses it).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DeliveryTalon } from './use-delivery';

/** 000 §2.10 store pickup: the stores, filtered by what is typed. */
export function StorePickup({ step }: { step: DeliveryTalon }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const stores = step.places.data.stores.filter(
    (store) => !needle || `${store.name} ${store.address}`.toLocaleLowerCase().includes(needle) || store.id === step.values.store_id,
  );
  const error = step.errors.store_id;
  return (
    <div className="form" part="store-pickup">
      <div className="field">
        <label htmlFor="store-search">{t({ message: 'Search for a store', comment: '000 §2.10 store pickup filter' })}</label>
        <input id="store-search" type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      </div>
      <fieldset className="field" data-field="store_id" aria-describedby={error ? 'store-error' : undefined}>
        <legend>{t({ message: 'Pickup store', comment: '000 §2.10 store pickup list' })}</legend>
        <ul className="stores" part="stores">
          {stores.map((store) => (
            <li key={store.id}>
              <label className="choice" part="store">
                <input
                  type="radio"
                  name="store_id"
                  value={store.id}
                  checked={step.values.store_id === store.id}
                  onChange={() => step.change('store_id', store.id)}
                  aria-invalid={Boolean(error)}
                  disabled={step.busy}
                />
                <span>
                  {store.name}
                  {store.address && <small>{store.address}</small>}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error && (
          <span className="error" id="store-error" part="field-error">
            {typeof error === 'string' ? error : t(error)}
          </span>
        )}
      </fieldset>
    </div>
  );
}
