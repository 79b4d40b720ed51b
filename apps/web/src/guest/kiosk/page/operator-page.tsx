import { localePath } from '@booth/shared';
import { boothTheme } from '@/guest/booth/theme/booth-theme';
import { BoothMessagePage } from '@/guest/booth/page/booth-message-page';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { fullscreenAvailable } from '@/guest/kiosk/device/fullscreen';
import styles from './kiosk-pages.module.css';

/**
 * What the tablet shows once the operator left the kiosk (exit button, password or PIN checked): the
 * camera is off, full screen is left, and from here the kiosk restarts or the organiser app opens.
 */
export function OperatorPage(props: { onResume: () => void; wakeLockUnavailable: boolean }) {
  const { event, asset, t, locale } = useGuest();
  return (
    <BoothMessagePage testId="kiosk-operator" theme={boothTheme(event, asset)} title={t('kiosk.operator.title')}>
      <p>{t('kiosk.operator.body', { name: event.name })}</p>
      {props.wakeLockUnavailable ? <p className={styles.hint}>{t('kiosk.wakeLock.unavailable')}</p> : null}
      {fullscreenAvailable() ? null : <p className={styles.hint}>{t('kiosk.fullscreen.unavailable')}</p>}
      <div className={styles.actions}>
        <BoothButton onClick={props.onResume} testId="kiosk-resume">
          {t('kiosk.operator.resume')}
        </BoothButton>
        <a className={styles.link} href={localePath('/events', locale)} data-testid="kiosk-campaigns">
          {t('kiosk.operator.campaigns')}
        </a>
      </div>
    </BoothMessagePage>
  );
}
