import type { DevicePrintStatus } from '@booth/shared';
import { useEffect, useState } from 'react';
import { fetchDevicePrintStatus } from '@/guest/print/print-api';
import { guestPrintSettings } from '@/guest/print/print-settings';
import { printerSentences } from '@/guest/print/printer-words';
import { currentDeviceToken } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';
import styles from '@/guest/kiosk/offline/offline.module.css';

/** How often the operator page reads the printers again while it is open. */
export const PRINT_STATUS_REFRESH_MS = 10_000;

type Loaded = { status: DevicePrintStatus } | { failed: true } | null;

function usePrintStatus(token: string | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    const read = () =>
      fetchDevicePrintStatus(token).then(
        (status) => live && setLoaded({ status }),
        () => live && setLoaded({ failed: true }),
      );
    void read();
    const timer = window.setInterval(() => void read(), PRINT_STATUS_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [token]);
  return loaded;
}

/**
 * The printers of the kiosk's campaign for the operator (issue 25 printer health): each printer's name,
 * whether it can print and why not, in the campaign's words, and the jobs waiting, held or failed. Only
 * on a paired tablet whose campaign prints.
 */
export function PrinterPanel() {
  const { t, event } = useGuest();
  const token = currentDeviceToken();
  const prints = guestPrintSettings(event).enabled;
  const loaded = usePrintStatus(prints ? token : null);
  if (!token || !prints) return null;
  return (
    <section className={styles.panel} aria-labelledby="printer-title" data-testid="kiosk-printer">
      <h2 id="printer-title" className={styles.panelTitle}>
        {t('kiosk.printer.title')}
      </h2>
      {loaded && 'failed' in loaded ? <p className={styles.warning}>{t('kiosk.printer.unavailable')}</p> : null}
      {loaded && 'status' in loaded ? (
        <>
          {loaded.status.printers.length === 0 ? <p>{t('kiosk.printer.none')}</p> : null}
          {loaded.status.printers.map((printer) => {
            const words = printerSentences(printer.health);
            return (
              <p key={printer.uri} className={words.canPrint ? undefined : styles.warning} data-testid="kiosk-printer-line" data-can-print={words.canPrint}>
                {t('kiosk.printer.line', { name: printer.name, state: words.keys.map((key) => t(key)).join(' ') })}
                {printer.printServerName ? ` (${t('kiosk.printer.via', { server: printer.printServerName })})` : ''}
              </p>
            );
          })}
          <p data-testid="kiosk-printer-jobs">{t('kiosk.printer.jobs', loaded.status.jobs)}</p>
        </>
      ) : null}
    </section>
  );
}
