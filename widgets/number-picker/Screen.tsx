import { useEffect, useState } from 'react';
import { useNumberPicker } from '../../src/hooks/use-number-picker';
import { useNumberReservation } from '../../src/hooks/use-number-reservation';
import { i18n, loadCatalog, useT } from '../../src/i18n';
import type { Lang } from '../../src/domain/lang';
import { numberMessageFor } from '../../src/i18n/number-messages';
import { validityText } from '../../src/i18n/format';
import { vanityLevelText } from '../../src/i18n/vanity';
import { Button } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import type { NumberPickerAttributes } from '../../src/schemas/config';

/**
 * The popups and the toast (000 §4.2, §8: conflicts and errors after NEXT) with their texts,
 * loaded once NEXT is pressed, while its request runs, or when one is first needed.
 */
function useOverlays(needed: boolean) {
  const [overlays, setOverlays] = useState<typeof import('./Overlays')>();
  useEffect(() => {
    if (needed) void import('./Overlays').then(async (loaded) => (await loadCatalog(i18n.locale as Lang, loaded.catalog), setOverlays(loaded)));
  }, [needed]);
  return overlays?.Overlays;
}

export function NumberPickerScreen({ serviceType, mode }: NumberPickerAttributes) {
  const picker = useNumberPicker({ serviceType, mode });
  const reservation = useNumberReservation(serviceType);
  const Overlays = useOverlays(Boolean(reservation.busy || reservation.popup || reservation.toast));
  const t = useT();
  const { plan, search, selected } = picker;
  // 000 §2.7 free-device list: its own chunk, loaded when the shopper opens it
  const [FreeDevicesPopup, setFreeDevicesPopup] = useState<typeof import('./FreeDevices').FreeDevices>();
  const openFreeDevices = () => void import('./FreeDevices').then(({ FreeDevices }) => setFreeDevicesPopup(() => FreeDevices));

  if (picker.status === 'error') {
    return <ErrorState message={t(numberMessageFor(picker.error ?? 'failure'))} retryLabel={t('common.retry')} onRetry={picker.retry} />;
  }
  if (!plan) return <Skeleton count={2} label={t('common.loading')} />;

  return (
    <div className="picker">
      {picker.backHref && (
        <a className="back" part="back" href={picker.backHref}>
          {t('numbers.back')}
        </a>
      )}
      <section className="plan" part="plan-summary" aria-label={t('numbers.plan')}>
        <div>
          <h2>{plan.name}</h2>
          <ul className="facts">
            {[plan.data && `${plan.data.quota} ${plan.data.units}`, plan.voice && `${plan.voice.quota} ${plan.voice.units}`, validityText(t, plan.validity)]
              .filter(Boolean)
              .map((fact) => (
                <li key={String(fact)}>
                  <bdi>{fact}</bdi>
                </li>
              ))}
          </ul>
          {picker.freeDeviceOffer && (
            <button type="button" className="more" aria-haspopup="dialog" onClick={openFreeDevices}>
              {t('numbers.freeDevices')}
            </button>
          )}
        </div>
        <MoneyText baisa={plan.price} />
      </section>

      {search && (
        <form role="search" onSubmit={(event) => (event.preventDefault(), search.submit())} noValidate>
          <label className="q">
            {t('numbers.search.label')}
            <input
              type="search"
              inputMode="numeric"
              value={search.pattern}
              placeholder={t('numbers.search.placeholder')}
              aria-invalid={search.error ? true : undefined}
              aria-describedby={search.error ? 'q-err' : undefined}
              onChange={(event) => search.setPattern(event.currentTarget.value)}
              onBlur={search.check}
            />
          </label>
          <Button type="submit" variant="secondary" busy={search.busy}>
            {t('numbers.search.submit')}
          </Button>
          {search.error && (
            <p id="q-err" className="err-text" role="alert">
              {t(numberMessageFor(search.error))}
            </p>
          )}
        </form>
      )}

      {picker.groups.map((group) => (
        <fieldset key={group.key} disabled={reservation.busy} part="number-group">
          <legend>{t(`numbers.group.${group.key}`)}</legend>
          {group.numbers.length === 0 && <p>{t('numbers.none')}</p>}
          <div className="list">
            {group.numbers.map((number) => (
              <label key={number.msisdn} className={number.extra ? 'num extra' : 'num'} part="number" data-extra={number.extra || undefined}>
                <input type="radio" name="msisdn" value={number.msisdn} checked={number.selected} onChange={() => picker.select(number)} />
                <bdi className="digits" dir="ltr">
                  {number.display}
                </bdi>
                <span className="lvl">{vanityLevelText(t, number.level)}</span>
                <MoneyText baisa={number.amount} />
              </label>
            ))}
          </div>
          {group.more && (
            <button type="button" className="more" aria-expanded={group.more.expanded} onClick={() => picker.toggleGroup(group.key)}>
              {group.more.expanded ? t('numbers.showLess') : t('numbers.showMore')}
            </button>
          )}
        </fieldset>
      ))}

      {picker.more && (
        <div className="page-more">
          <Button variant="secondary" onClick={picker.more.load} busy={picker.more.busy}>
            {t('numbers.moreNumbers')}
          </Button>
          {picker.more.failed && <p role="alert">{t('error.failure')}</p>}
        </div>
      )}

      {picker.otherPageHref && <a href={picker.otherPageHref}>{t(mode === 'search' ? 'numbers.toRecommended' : 'numbers.toSearch')}</a>}

      <div className="foot" part="footer">
        <p aria-live="polite">
          {selected ? (
            <>
              {t('numbers.selected')} <bdi dir="ltr">{selected.display}</bdi> · {vanityLevelText(t, selected.label)}
            </>
          ) : (
            t('error.number_required')
          )}
        </p>
        <Button onClick={reservation.next} disabled={!reservation.canProceed} busy={reservation.busy}>
          {t('numbers.next')}
        </Button>
      </div>

      {Overlays && (reservation.popup || reservation.toast) && (
        <Overlays reservation={reservation} toast={reservation.toast && t(numberMessageFor(reservation.toast))} t={t} />
      )}
      {FreeDevicesPopup && <FreeDevicesPopup onClose={() => setFreeDevicesPopup(undefined)} />}
    </div>
  );
}
