import type { Locale } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import type { KioskDevice } from './device-state';
import styles from './device-screens.module.css';

const dateOf = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
const timeOf = (at: Date, locale: Locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(at);

/**
 * The paired tablet on the operator page: its name, its licence and when it last reached the server
 * (the organiser sees it online on /devices while that is within 2 minutes).
 */
export function DeviceStatus(props: { device: KioskDevice }) {
  const { t, locale } = useGuest();
  const { self, lastPingAt } = props.device;
  const licence = self?.licence ?? null;
  let licenceLine = t('device.operator.licenceNone');
  if (licence) licenceLine = t(licence.valid ? 'device.operator.licenceValid' : 'device.operator.licenceExpired', { date: dateOf(licence.expireAt, locale) });
  return (
    <ul className={styles.status} data-testid="kiosk-device-status">
      {self ? <li data-testid="kiosk-device-name">{t('device.operator.name', { name: self.name })}</li> : null}
      {self ? (
        <li data-testid="kiosk-device-licence" data-valid={licence?.valid ?? false}>
          {licenceLine}
        </li>
      ) : null}
      <li data-testid="kiosk-device-ping">{lastPingAt ? t('device.operator.lastPing', { time: timeOf(lastPingAt, locale) }) : t('device.operator.noPing')}</li>
    </ul>
  );
}
