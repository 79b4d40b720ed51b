import { localePath } from '@booth/shared';
import { lazy, Suspense, useState } from 'react';
import { boothTheme } from '@/guest/booth/theme/booth-theme';
import { BoothMessagePage } from '@/guest/booth/page/booth-message-page';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { DeviceStatus } from '@/guest/kiosk/device/device-status';
import { fullscreenAvailable } from '@/guest/kiosk/device/fullscreen';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { QueuePanel } from '@/guest/kiosk/offline/queue-panel';
import { PrinterPanel } from '@/guest/kiosk/print/printer-panel';
import styles from './kiosk-pages.module.css';

// The calibration (camera, shared image operations, sliders) is its own chunk: guests never load it.
const CalibrationPanel = lazy(() => import('./calibration-panel'));

/**
 * What the tablet shows once the operator left the kiosk (exit button, password or PIN checked): the
 * camera is off, full screen is left, and from here the kiosk restarts or the organiser app opens.
 * A paired tablet also shows its name, licence and last contact with the server, and its printers.
 */
export function OperatorPage(props: { onResume: () => void; wakeLockUnavailable: boolean; secret: string | null }) {
  const { event, asset, t, locale } = useGuest();
  const { device } = useKiosk();
  const [calibrating, setCalibrating] = useState(false);
  const [calibrated, setCalibrated] = useState(false);
  // Saving needs the secret the operator left with; a campaign without one cannot be calibrated here.
  const canCalibrate = event.shutter.imageProcessing.enabled && props.secret !== null;
  if (calibrating && props.secret !== null) {
    return (
      <Suspense fallback={null}>
        <CalibrationPanel
          secret={props.secret}
          onDone={(saved) => {
            setCalibrated(saved);
            setCalibrating(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <BoothMessagePage testId="kiosk-operator" theme={boothTheme(event, asset)} title={t('kiosk.operator.title')}>
      <p>{t('kiosk.operator.body', { name: event.name })}</p>
      {device ? <DeviceStatus device={device} /> : null}
      <QueuePanel />
      <PrinterPanel />
      {props.wakeLockUnavailable ? <p className={styles.hint}>{t('kiosk.wakeLock.unavailable')}</p> : null}
      {fullscreenAvailable() ? null : <p className={styles.hint}>{t('kiosk.fullscreen.unavailable')}</p>}
      {calibrated ? <p role="status">{t('kiosk.operator.calibrated')}</p> : null}
      <div className={styles.actions}>
        {canCalibrate ? (
          <BoothButton variant="secondary" onClick={() => setCalibrating(true)} testId="kiosk-calibrate">
            {t('kiosk.operator.calibrate')}
          </BoothButton>
        ) : null}
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
