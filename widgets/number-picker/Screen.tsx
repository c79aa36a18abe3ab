import { useNumberPicker } from '../../src/hooks/use-number-picker';
import { useNumberReservation } from '../../src/hooks/use-number-reservation';
import { useT } from '../../src/i18n';
import { numberMessageFor } from '../../src/i18n/number-messages';
import { validityText } from '../../src/i18n/format';
import { vanityLevelText } from '../../src/i18n/vanity';
import { Button } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Skeleton } from '../../src/components/Skeleton';
import { ErrorState } from '../../src/components/ErrorState';
import { Popup } from '../../src/components/Popup';
import { Toast } from '../../src/components/Toast';
import type { NumberPickerAttributes } from '../../src/schemas/config';

export function NumberPickerScreen({ serviceType, mode }: NumberPickerAttributes) {
  const picker = useNumberPicker({ serviceType, mode });
  const reservation = useNumberReservation(serviceType);
  const t = useT();
  const { plan, search, selected } = picker;

  if (picker.status === 'error') {
    return <ErrorState message={t(numberMessageFor(picker.error ?? 'failure'))} retryLabel={t('common.retry')} onRetry={picker.retry} />;
  }
  if (!plan) return <Skeleton count={2} label={t('common.loading')} />;

  return (
    <div className="picker">
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
              <label key={number.msisdn} className="num" part="number">
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

      {reservation.popup === 'replace-plan' && (
        <Popup
          title={t('popup.replacePlan.title')}
          onEscape={reservation.closePopup}
          actions={
            <>
              <Button variant="secondary" onClick={reservation.closePopup}>
                {t('common.cancel')}
              </Button>
              <Button onClick={reservation.confirmReplace}>{t('popup.replacePlan.confirm')}</Button>
            </>
          }
        >
          <p>{t('popup.replacePlan.body')}</p>
        </Popup>
      )}
      {reservation.popup === 'reservation-failure' && (
        <Popup
          title={t('popup.reservationFailure.title')}
          onEscape={reservation.acknowledgeFailure}
          actions={<Button onClick={reservation.acknowledgeFailure}>{t('common.ok')}</Button>}
        >
          <p>{t('popup.reservationFailure.body')}</p>
        </Popup>
      )}
      {reservation.toast && <Toast message={t(numberMessageFor(reservation.toast))} onDone={reservation.dismissToast} />}
    </div>
  );
}
