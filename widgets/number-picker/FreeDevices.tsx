// 000 §2.7 free-device offer (`offer=free-device`): the popup listing the devices that come free
// with the plan, from the bridge's structured `devices` (contract §7.1). Its own chunk, loaded
// when the shopper opens it.
import { useFreeDevices } from './use-free-devices';
import { useLingui } from '@lingui/react/macro';
import { COMMON } from '../../src/i18n/messages';
import { MESSAGES, POPUP } from '../../src/checkout/messages';
import { Button } from '../../src/components/Button';
import { MoneyText } from '../../src/components/MoneyText';
import { Popup } from '../../src/components/Popup';
import OVERLAY_CSS from '../../src/components/overlay-styles.css';
import DEVICES_CSS from './FreeDevices.css';

export function FreeDevices({ onClose }: { onClose: () => void }) {
  const { status, devices, retry } = useFreeDevices();
  const { t } = useLingui();
  return (
    <>
      <style>{OVERLAY_CSS + DEVICES_CSS}</style>
      <Popup
        title={t({ message: 'Free devices with this plan', comment: '000 §2.7 free-device popup title' })}
        onEscape={onClose}
        actions={<Button onClick={onClose}>{t(POPUP.close)}</Button>}
      >
        {status === 'loading' && <p role="status">{t(COMMON.loading)}</p>}
        {status === 'error' && (
          <p role="alert">
            {t(MESSAGES.failure)}{' '}
            <Button variant="secondary" onClick={retry}>
              {t(COMMON.retry)}
            </Button>
          </p>
        )}
        {status === 'ready' && (
          <ul className="devices" part="free-devices">
            {devices.map((device) => (
              <li key={device.sku}>
                <h3>{device.name}</h3>
                <p>{[device.brand, device.colour, device.storage].filter(Boolean).join(' · ')}</p>
                <span className="price">
                  {device.regular_price ? (
                    <s>
                      <MoneyText baisa={device.regular_price} />
                    </s>
                  ) : null}{' '}
                  {device.price === 0 ? (
                    <strong>{t({ message: 'Free', context: 'price', comment: 'Price of a device that comes free with the plan' })}</strong>
                  ) : (
                    <MoneyText baisa={device.price} />
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Popup>
    </>
  );
}
