import { guestTexts, type DeviceSelf, type Locale } from '@booth/shared';
import { useCallback, useEffect, useState } from 'react';
import { BoothMessagePage } from '@/guest/booth/page/booth-message-page';
import { kioskCampaignPath } from '@/guest/kiosk/page/kiosk-path';
import { fetchDeviceSelf, isUnknownDevice } from './device-client';
import { startDevicePing } from './device-ping';
import { forgetDeviceToken, readDeviceToken } from './device-token';
import { devicesAddress } from './devices-address';
import { openKioskPage } from './open-page';
import { PairingScreen } from './pairing-screen';
import styles from './device-screens.module.css';

/** The wait before asking the server again when the tablet could not reach it. */
export const START_RETRY_MS = 5_000;

type Stage = { kind: 'checking'; token: string; unreachable: boolean } | { kind: 'pairing' } | { kind: 'paired'; token: string; self: DeviceSelf };

/**
 * The tablet's start page (`/kiosk`, `/en/kiosk`). A tablet without a device token pairs; one with a
 * token asks the server what it is: the assigned campaign opens, without one it waits (asking again
 * with each ping), and a token the server no longer knows (the device was removed) is forgotten and
 * the tablet pairs again.
 */
export function KioskStartApp(props: { locale: Locale }) {
  const { locale } = props;
  const t = guestTexts(locale);
  const [stage, setStage] = useState<Stage>(() => {
    const token = readDeviceToken();
    return token ? { kind: 'checking', token, unreachable: false } : { kind: 'pairing' };
  });

  const unknown = useCallback(() => {
    forgetDeviceToken();
    setStage({ kind: 'pairing' });
  }, []);
  const paired = useCallback((self: DeviceSelf, token: string) => setStage({ kind: 'paired', token, self }), []);

  const checkingToken = stage.kind === 'checking' ? stage.token : null;
  const unreachable = stage.kind === 'checking' && stage.unreachable;
  useEffect(() => {
    if (!checkingToken) return;
    let active = true;
    let timer: number | undefined;
    const check = () =>
      fetchDeviceSelf(checkingToken).then(
        (self) => active && setStage({ kind: 'paired', token: checkingToken, self }),
        (error: unknown) => {
          if (!active) return;
          if (isUnknownDevice(error)) return unknown();
          // No connection is no reason to forget the token: ask again.
          setStage({ kind: 'checking', token: checkingToken, unreachable: true });
          timer = window.setTimeout(() => void check(), START_RETRY_MS);
        },
      );
    void check();
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [checkingToken, unknown]);

  const pairedToken = stage.kind === 'paired' ? stage.token : null;
  const campaign = stage.kind === 'paired' ? stage.self.event : null;
  useEffect(() => {
    if (campaign) openKioskPage(kioskCampaignPath(campaign.slug, locale));
  }, [campaign, locale]);
  useEffect(() => {
    // Waiting for a campaign: each ping's answer may bring one.
    if (!pairedToken || campaign) return;
    const ping = startDevicePing({ token: pairedToken, eventSlug: null, onAnswer: (self) => paired(self, pairedToken), onUnknown: unknown });
    return () => ping.stop();
  }, [pairedToken, campaign, paired, unknown]);

  switch (stage.kind) {
    case 'pairing':
      return <PairingScreen locale={locale} onPaired={paired} />;
    case 'checking':
      return (
        <BoothMessagePage testId="kiosk-device-checking" busy title={t('device.checking')}>
          {unreachable ? <p>{t('device.pairing.unreachable')}</p> : null}
        </BoothMessagePage>
      );
    case 'paired':
      return campaign ? (
        <BoothMessagePage testId="kiosk-device-opening" busy title={t('device.opening', { name: campaign.name })} />
      ) : (
        <BoothMessagePage testId="kiosk-device-waiting" title={t('device.waiting.title')}>
          <p>{t('device.waiting.body', { name: stage.self.name, devices: devicesAddress(locale) })}</p>
          {stage.self.licence?.valid ? null : (
            <p className={styles.licenceHint} data-testid="kiosk-device-licence-hint">
              {t(stage.self.licence ? 'device.blocked.licenceExpired' : 'device.blocked.noLicence')} {t('device.blocked.fixLicence', { devices: devicesAddress(locale) })}
            </p>
          )}
          <span className={styles.waitingDots} aria-hidden="true" />
        </BoothMessagePage>
      );
  }
}
