import type { Locale } from '@booth/shared';
import { useSpareSessions } from '@/guest/kiosk/offline/use-spare-sessions';
import { useGuest } from '@/guest/shared/guest-context';
import type { KioskDevice } from './device-state';
import styles from './device-screens.module.css';

const dateOf = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
const timeOf = (at: Date, locale: Locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(at);

/** How many guests the tablet can take without network right now (its spare sessions), for the operator. */
function OfflineGuests() {
  const { t, event } = useGuest();
  const { spare, last } = useSpareSessions(event.slug);
  let line = t('device.operator.offlineGuests', { count: spare });
  if (spare === 0) line = t(last ? 'device.operator.offlineShared' : 'device.operator.offlineNone');
  return (
    <li data-testid="kiosk-device-offline-guests" data-count={spare}>
      {line}
    </li>
  );
}

/**
 * The paired tablet on the operator page: its name, its licence, when it last reached the server (the
 * organiser sees it online on /devices until it missed two pings) and how many guests it can take
 * without network.
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
      <OfflineGuests />
    </ul>
  );
}
