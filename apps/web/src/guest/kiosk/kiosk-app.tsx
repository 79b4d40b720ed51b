import type { EventKioskDto, Locale } from '@booth/shared';
import { useCallback, useMemo, useState } from 'react';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { NotLivePage, TestModeBanner } from '@/guest/booth/page/not-live-page';
import { GuestProvider, useGuest, type BoothExtras } from '@/guest/shared/guest-context';
import { enterFullscreen, leaveFullscreen } from './device/fullscreen';
import { useKioskDevice } from './device/use-kiosk-device';
import { useScreenWakeLock } from './device/wake-lock';
import { guestbookEvent, KioskFlow } from './flow/kiosk-flow';
import { KioskProvider } from './kiosk-context';
import { OfflineQueueProvider } from './offline/offline-queue';
import { useOfflineShell } from './pwa/use-offline-shell';
import { OperatorPage } from './page/operator-page';

function Layout(props: { wakeLockUnavailable: boolean }) {
  const { event, asset, extras, t } = useGuest();
  return (
    <CustomLayout event={event} asset={asset} banner={extras.testMode ? <TestModeBanner /> : null}>
      <KioskFlow notice={props.wakeLockUnavailable ? t('kiosk.wakeLock.unavailable') : null} />
    </CustomLayout>
  );
}

/**
 * The tablet booth of one campaign in the guest's language. While it runs it keeps the screen on; the
 * operator's exit pauses it (camera off, full screen left) on the operator page until restarted. A
 * draft runs only for its organiser (test mode, with a banner); a "not live" refusal on the way
 * switches to the not-live page. On a paired tablet (a device token) it pings, starts sessions as the
 * device and follows the campaign the organiser assigns (kiosk/device); without one it is a plain browser.
 */
export function KioskApp(props: { event: EventKioskDto; locale: Locale; extras?: BoothExtras; deviceToken?: string | null }) {
  const [notLive, setNotLive] = useState(false);
  const [paused, setPaused] = useState(false);
  // Kept in memory while paused only: the operator page saves the calibration with it.
  const [secret, setSecret] = useState<string | null>(null);
  const wakeLock = useScreenWakeLock(!paused && !notLive);
  const device = useKioskDevice(props.deviceToken ?? null, props.event.slug, props.locale);
  useOfflineShell(device !== null, props.event);
  const extras = useMemo<BoothExtras>(() => ({ ...props.extras, onNotLive: () => setNotLive(true) }), [props.extras]);
  const event = useMemo(() => guestbookEvent(props.event), [props.event]);
  const exit = useCallback((typed?: string) => {
    leaveFullscreen();
    setSecret(typed ?? null);
    setPaused(true);
  }, []);
  const resume = () => {
    enterFullscreen();
    setSecret(null);
    setPaused(false);
  };

  const page = (() => {
    if (notLive) return <NotLivePage />;
    if (paused) return <OperatorPage onResume={resume} secret={secret} wakeLockUnavailable={wakeLock === 'unavailable'} />;
    return <Layout wakeLockUnavailable={wakeLock === 'unavailable'} />;
  })();
  return (
    <KioskProvider event={event} onExit={exit} device={device}>
      {/* A paired tablet keeps every picture on the device until the server has it (kiosk/offline). */}
      <OfflineQueueProvider enabled={device !== null}>
        <GuestProvider event={event} locale={props.locale} sessionToken="" extras={extras}>
          {page}
        </GuestProvider>
      </OfflineQueueProvider>
    </KioskProvider>
  );
}
