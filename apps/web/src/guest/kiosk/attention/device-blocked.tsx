import type { GuestTextKey } from '@booth/shared';
import type { ReactNode } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import type { DeviceBlock } from '@/guest/kiosk/device/device-state';
import { devicesAddress } from '@/guest/kiosk/device/devices-address';
import styles from './device-blocked.module.css';

const TEXTS: Record<DeviceBlock, { reason: GuestTextKey; fix: GuestTextKey }> = {
  noLicence: { reason: 'device.blocked.noLicence', fix: 'device.blocked.fixLicence' },
  licenceExpired: { reason: 'device.blocked.licenceExpired', fix: 'device.blocked.fixLicence' },
  notAllowed: { reason: 'device.blocked.notAllowed', fix: 'device.blocked.fixCampaign' },
};

/** A text with the device screen's address in bold, so the operator finds what to open. */
function withAddress(text: string, address: string): ReactNode {
  const parts = text.split(address);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<strong key={index}>{address}</strong>, part]));
}

/**
 * The operator's message on the attention screen of a paired tablet that may not start guests (no
 * licence, an expired one, a campaign it may not run): why, and where to fix it. Guests see that
 * the booth is not for them right now; the kiosk starts again by itself once the next ping says so.
 */
export function DeviceBlocked(props: { reason: DeviceBlock }) {
  const { t, locale } = useGuest();
  const texts = TEXTS[props.reason];
  const address = devicesAddress(locale);
  return (
    <div className={styles.panel} role="alert" data-testid="kiosk-device-blocked" data-reason={props.reason}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <rect x="5" y="2.5" width="14" height="19" rx="2.5" />
        <path d="M12 7.5v5" />
        <path d="M12 16h.01" />
      </svg>
      <h1 className={styles.title}>{t('device.blocked.title')}</h1>
      <p className={styles.reason}>{t(texts.reason)}</p>
      <p className={styles.fix}>{withAddress(t(texts.fix, { devices: address }), address)}</p>
    </div>
  );
}
