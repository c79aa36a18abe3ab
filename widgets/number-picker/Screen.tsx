import { useRef, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNumberPicker } from './use-number-picker';
import { useNumberReservation } from './use-number-reservation';
import { COMMON } from '../../src/i18n/messages';
import { FLOW, MESSAGES } from '../../src/checkout/messages';
import { allowanceText, validityMessage, vanityLevelText } from '../../src/checkout/plan-texts';
import { numberMessageFor, NUMBER_MESSAGES } from './messages';
import { Button } from '../../src/components/Button';
import { Price } from '../../src/components/Price';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import { useLazy } from '../../src/components/use-lazy';
import { useTakeOverFirstScreen } from './first-screen';
import { hostOf } from '../../src/shell/host';

/** 000 §2.7 group headings */
const GROUPS = {
  free: msg({ message: 'Free numbers', comment: '000 §2.7 group heading' }),
  paid: msg({ message: 'Paid numbers', comment: '000 §2.7 group heading' }),
};

/** The popups, the toast and the free-device list: chunks of their own (useLazy). */
const loadOverlays = () => import('./Overlays').then((loaded) => loaded.Overlays);
const loadFreeDevices = () => import('./FreeDevices').then((loaded) => loaded.FreeDevices);

/** The attributes of widget.json, as the schema built from it gives them (src/schemas/attributes.ts). */
export interface NumberPickerAttributes {
  serviceType?: 'prepaid' | 'postpaid' | null;
  mode: 'recommended' | 'search';
}

export function NumberPickerScreen({ serviceType, mode }: NumberPickerAttributes) {
  // the element's light DOM: the first screen and the first page's answer the bridge printed (contract §6)
  const slot = useRef<HTMLSlotElement>(null);
  const picker = useNumberPicker({
    serviceType,
    mode,
    printed: () => hostOf(slot.current)?.querySelector('script.whl-first-page')?.textContent ?? null,
  });
  const reservation = useNumberReservation(serviceType);
  // the popups and the toast (000 §4.2, §8: conflicts and errors after NEXT), loaded once NEXT is pressed, while its request runs
  // (and once the numbers show, so that a failure can still be told when the connection drops)
  const Overlays = useLazy(Boolean(reservation.busy || reservation.popup || reservation.toast), loadOverlays, picker.status === 'ready');
  const { t } = useLingui();
  const { plan, search, selected } = picker;
  const digits = search.noResults; // a search that found nothing
  // 000 §2.7 free-device list: its own chunk, loaded when the shopper opens it
  const [freeDevicesOpen, setFreeDevicesOpen] = useState(false);
  const FreeDevicesPopup = useLazy(freeDevicesOpen, loadFreeDevices);
  const screen = useRef<HTMLDivElement>(null);
  useTakeOverFirstScreen(screen, picker);

  if (picker.status === 'error') {
    return <ErrorState message={t(numberMessageFor(picker.error ?? 'failure'))} retryLabel={t(COMMON.retry)} onRetry={picker.retry} />;
  }
  // until the list is in: the first screen the bridge printed in the element, else placeholders
  if (!plan)
    return (
      <slot ref={slot}>
        <Skeleton count={2} label={t(COMMON.loading)} />
      </slot>
    );

  return (
    <div className="picker" ref={screen}>
      {picker.backHref && (
        <a className="back" part="back" href={picker.backHref}>
          {t(FLOW.back)}
        </a>
      )}
      <section
        className="plan card"
        part="plan-summary"
        aria-label={t({ message: 'Your plan', comment: 'Accessible name of the plan summary on the number page' })}
      >
        <div>
          <h2>{plan.name}</h2>
          <ul className="facts">
            {[plan.data && allowanceText(t, plan.data), plan.voice && allowanceText(t, plan.voice), t(validityMessage(plan.validity))]
              .filter(Boolean)
              .map((fact) => (
                <li key={String(fact)}>
                  <bdi>{fact}</bdi>
                </li>
              ))}
          </ul>
          {picker.freeDeviceOffer && (
            <button type="button" className="btn link" aria-haspopup="dialog" onClick={() => setFreeDevicesOpen(true)}>
              {t({ message: 'See the free devices', comment: '000 §2.7 offer=free-device: opens the free-device list' })}
            </button>
          )}
        </div>
        <Price baisa={plan.price} monthly={plan.monthly} />
      </section>

      <form role="search" className="search" onSubmit={(event) => (event.preventDefault(), search.submit())} noValidate>
        <label className="q">
          {t({ message: 'Search for a number', comment: '000 §2.7 search box, on both number pages' })}
          <input
            type="search"
            inputMode="numeric"
            dir="ltr" // 000 §5: digits read left to right in Arabic too
            value={search.pattern}
            placeholder={t({ message: '3 to 8 digits', comment: '000 §5.1: 3 to 8 digits' })}
            aria-invalid={search.error ? true : undefined}
            aria-describedby={search.error ? 'q-err' : undefined}
            onChange={(event) => search.setPattern(event.currentTarget.value)}
            onBlur={search.check}
          />
        </label>
        <Button type="submit" variant="secondary" busy={search.busy}>
          {t`Search`}
        </Button>
        {search.error && (
          <p id="q-err" className="err-text" role="alert">
            {t(numberMessageFor(search.error))}
          </p>
        )}
        {picker.otherPageHref && (
          <a className="other" href={picker.otherPageHref}>
            {mode === 'search'
              ? t({ message: 'See recommended numbers', comment: 'Link from the search page to the recommended numbers' })
              : t({ message: 'Search for a specific number', comment: 'Link from the recommended numbers to the search page' })}
          </a>
        )}
      </form>

      {digits !== null && (
        <div className="notice warning" role="status" part="no-results">
          <p>
            {t({
              message: `No numbers contain ${digits}.`,
              comment: '000 §2.7: a search found nothing; {digits} is what was searched for',
            })}
          </p>
          <p>
            {t({
              message: 'Try fewer digits, other digits, or the recommended numbers.',
              comment: '000 §2.7: what to try after a search found nothing',
            })}
          </p>
        </div>
      )}

      {picker.groups.map((group) => (
        <fieldset key={group.key} disabled={reservation.busy} part="number-group">
          <legend>{t(GROUPS[group.key])}</legend>
          {group.numbers.length === 0 && search.noResults === null && <p className="muted">{t`No numbers in this group right now.`}</p>}
          <div className="list">
            {group.numbers.map((number) => (
              <label
                key={number.msisdn}
                className={number.extra ? 'num extra' : 'num'}
                part="number"
                data-extra={number.extra || undefined}
              >
                <input type="radio" name="msisdn" value={number.msisdn} checked={number.selected} onChange={() => picker.select(number)} />
                <bdi className="digits" dir="ltr">
                  {number.display}
                </bdi>
                <span className="lvl">{vanityLevelText(t, number.level)}</span>
                <Price baisa={number.amount} />
              </label>
            ))}
          </div>
          {group.more && (
            <button type="button" className="btn link" aria-expanded={group.more.expanded} onClick={() => picker.toggleGroup(group.key)}>
              {group.more.expanded
                ? t({ message: 'Show fewer', comment: '000 §2.7: folds a group back to its first 5 numbers' })
                : group.key === 'free'
                  ? t({
                      message: plural(group.more.hidden, { one: 'Show # more free number', other: 'Show # more free numbers' }),
                      comment: '000 §2.7: more than 5 numbers in the free group',
                    })
                  : t({
                      message: plural(group.more.hidden, { one: 'Show # more paid number', other: 'Show # more paid numbers' }),
                      comment: '000 §2.7: more than 5 numbers in the paid group',
                    })}
            </button>
          )}
        </fieldset>
      ))}

      {picker.more && (
        <div className="page-more">
          <Button variant="secondary" onClick={picker.more.load} busy={picker.more.busy}>
            {t({ message: 'Suggest more numbers', comment: 'Contract §7.2: asks the bridge for the next page of numbers' })}
          </Button>
          {picker.more.failed && <p role="alert">{t(MESSAGES.failure)}</p>}
        </div>
      )}

      <div className="bar foot" part="footer">
        <p aria-live="polite">
          {selected ? (
            <>
              {t({ message: 'Selected number:', comment: 'Footer, before the chosen number' })} <bdi dir="ltr">{selected.display}</bdi> ·{' '}
              {vanityLevelText(t, selected.label)}
            </>
          ) : (
            t(NUMBER_MESSAGES.number_required)
          )}
        </p>
        <Button onClick={reservation.next} disabled={!reservation.canProceed} busy={reservation.busy}>
          {t`Next`}
        </Button>
      </div>

      {Overlays && (reservation.popup || reservation.toast) && <Overlays reservation={reservation} />}
      {FreeDevicesPopup && freeDevicesOpen && <FreeDevicesPopup onClose={() => setFreeDevicesOpen(false)} />}
    </div>
  );
}
