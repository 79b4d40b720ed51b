import { formatPairingCode, guestTexts, PAIRING_TTL_MS, type DeviceSelf, type Locale } from '@booth/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { boothTheme } from '@/guest/booth/theme/booth-theme';
import { devicesAddress, devicesPairUrl } from './devices-address';
import { PairingQr } from './pairing-qr';
import { AppPasswordSignIn, type AppPasswordCredentials } from './app-password-signin';
import { startPairing, type Pairing, type PairingView } from './pairing-loop';
import styles from './device-screens.module.css';

/**
 * The start page of a tablet that is no device yet: a pairing code, large enough to read from a few
 * steps away, and a QR code that opens /devices with the code filled in. A new code replaces an
 * expired one by itself; once the organiser confirms, `onPaired` gets the device. Beside the code, the
 * operator may sign the tablet in with the account's app password instead (the same pairing, completed).
 */
export function PairingScreen(props: { locale: Locale; onPaired: (self: DeviceSelf, token: string) => void }) {
  const { locale, onPaired } = props;
  const t = guestTexts(locale);
  const [view, setView] = useState<PairingView>({ state: 'requesting' });
  const pairingRef = useRef<Pairing | null>(null);

  useEffect(() => {
    const pairing = startPairing({ onView: setView, onPaired });
    pairingRef.current = pairing;
    return () => pairing.stop();
  }, [onPaired]);

  const signIn = useCallback(async (credentials: AppPasswordCredentials) => {
    if (!pairingRef.current) throw new Error('The tablet is not pairing');
    await pairingRef.current.signIn(credentials);
  }, []);

  const code = view.state === 'showing' ? view.code : null;
  return (
    <div className={styles.page} style={boothTheme(null)}>
      <main className={styles.pairing} data-testid="kiosk-pairing" data-state={view.state}>
        <section className={styles.intro}>
          <p className={styles.brand}>{t('kiosk.badge')}</p>
          <h1 className={styles.title}>{t('device.pairing.title')}</h1>
          <ol className={styles.steps}>
            <li>{t('device.pairing.step.open', { devices: devicesAddress(locale) })}</li>
            <li>{t('device.pairing.step.scan')}</li>
            <li>{t('device.pairing.step.done')}</li>
          </ol>
          <div className={styles.code}>
            <span className={styles.codeLabel} id="kiosk-pairing-code-label">
              {t('device.pairing.codeLabel')}
            </span>
            {code ? (
              <output className={styles.codeValue} aria-labelledby="kiosk-pairing-code-label" data-testid="kiosk-pairing-code" data-code={code}>
                {formatPairingCode(code)}
              </output>
            ) : (
              <span className={styles.codePending} role="status">
                {view.state === 'unreachable' ? t('device.pairing.unreachable') : t('device.pairing.requesting')}
              </span>
            )}
          </div>
          {code ? (
            <div className={styles.hint}>
              {/* The tablet asks every 2 s: a live dot says it is listening for the organiser's confirmation. */}
              <p className={styles.listening}>
                <span className={styles.liveDot} aria-hidden="true" />
                {t('device.pairing.waiting')}
              </p>
              <p>{t('device.pairing.validity', { minutes: Math.round(PAIRING_TTL_MS / 60_000) })}</p>
            </div>
          ) : null}
          <AppPasswordSignIn locale={locale} ready={code !== null} onSignIn={signIn} />
        </section>
        <figure className={styles.qrCard} aria-busy={code ? undefined : 'true'}>
          {code ? <PairingQr className={styles.qr} url={devicesPairUrl(code, locale)} alt={t('device.pairing.qrAlt')} /> : <span className={styles.spinner} aria-hidden="true" />}
        </figure>
      </main>
    </div>
  );
}
