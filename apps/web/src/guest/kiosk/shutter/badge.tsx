import { useGuest } from '@/guest/shared/guest-context';
import styles from './kiosk-shutter.module.css';

/**
 * The small mark in the shutter screen's corner (campaigns §3 `hideBadge`, `badgeColor`,
 * `customBadge`): the organiser's own badge picture, else the Boothwerk mark in the badge colour.
 */
export function Badge() {
  const { event, asset, t } = useGuest();
  const screen = event.screens.shutter;
  if (screen.hideBadge) return null;
  const custom = asset(screen.customBadge);
  return (
    <p className={styles.badge} style={{ color: screen.badgeColor }} data-testid="kiosk-badge">
      {custom ? (
        <img src={custom.src} alt={t('kiosk.badge')} />
      ) : (
        <>
          <span className={styles.badgeMark} aria-hidden="true" />
          {t('kiosk.badge')}
        </>
      )}
    </p>
  );
}
