import { finishedPrintJobStates } from '@booth/shared';
import { useEffect, useRef, useState } from 'react';
import { ShareButton } from '@/guest/booth/share/share-action';
import { useGuest } from '@/guest/shared/guest-context';
import { CopiesStepper } from './copies-stepper';
import { formatPrice, guestPrintSettings } from './print-settings';
import { PrintStatus } from './print-status';
import { PrinterIpDialog } from './printer-ip-dialog';
import { rememberedPrinterAddress, rememberPrinterAddress } from './printer-address-store';
import { usePrintJob, type PrintOrder, type PrintPhase, type PrintQueue } from './use-print-job';
import styles from './print.module.css';

export interface PrintPanelProps {
  shootId: string;
  /** The server has processed the picture: a print can be rendered from it. */
  ready: boolean;
  /** The kiosk's offline queue, where a print waits with its picture; null elsewhere. */
  queue?: PrintQueue | null;
  /** The picture still waits on the kiosk: a print is stored with it. */
  queued?: boolean;
}

/** Whether the guest may (again) ask: nothing asked yet, or the last try ended without a print. */
function canAsk(phase: PrintPhase): boolean {
  if (phase.kind === 'idle' || phase.kind === 'error') return true;
  return phase.kind === 'job' && (phase.job.state === 'failed' || phase.job.state === 'cancelled');
}

/** A finished job that did not print: the next try is a new job (a new key). */
const endedUnprinted = (phase: PrintPhase) => phase.kind === 'job' && (finishedPrintJobStates as readonly string[]).includes(phase.job.state) && phase.job.state !== 'done';

/**
 * The share screen's printing (campaigns §2 "send to print server", §3 Print): a Print button with the
 * number of copies (1..maxNumber), or the automatic print of automaticNumber copies once the picture is
 * processed; the print server's IP dialog; the print paywall's price and payment; then the job's state
 * in the campaign's words. Everything else on the screen stays usable meanwhile.
 */
export function PrintPanel({ shootId, ready, queue = null, queued = false }: PrintPanelProps) {
  const { event, t, locale, sessionToken, extras } = useGuest();
  const settings = guestPrintSettings(event);
  const { phase, start } = usePrintJob({ shootId, sessionToken, locale, priceCents: settings.priceCents, queue });
  const [copies, setCopies] = useState(1);
  const [asking, setAsking] = useState(false);
  const automaticStarted = useRef(false);
  const canSend = !extras.preview && (ready || queued);
  const remembered = settings.ipDialog?.remember ? rememberedPrinterAddress(event.slug) : null;

  const order = (count: number, automatic: boolean, printerAddress?: string): PrintOrder => ({
    copies: count,
    method: settings.method,
    automatic,
    ...(printerAddress ? { printerAddress } : {}),
  });

  useEffect(() => {
    if (!settings.enabled || !settings.automatic || !canSend || automaticStarted.current) return;
    automaticStarted.current = true;
    // The IP dialog needs a guest: an automatic print goes to the remembered or the campaign's printer.
    void start(order(settings.automaticCopies, true, remembered ?? undefined));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture; the key makes a repeat harmless anyway
  }, [settings.enabled, settings.automatic, canSend]);

  if (!settings.enabled) return null;

  const print = (printerAddress?: string) => void start(order(copies, false, printerAddress), { renew: endedUnprinted(phase) });
  const tap = () => {
    if (settings.ipDialog && !remembered) return setAsking(true);
    print(remembered ?? undefined);
  };
  const price = settings.priceCents !== null ? formatPrice(settings.priceCents, locale) : null;
  const showButton = canAsk(phase) && !(settings.automatic && phase.kind === 'idle');

  return (
    <div className={styles.panel} data-testid="print-panel">
      {showButton ? (
        <>
          {price ? <p className={styles.price}>{t('print.pay.price', { price })}</p> : null}
          <div className={styles.row}>
            {settings.maxCopies > 1 ? <CopiesStepper value={copies} max={settings.maxCopies} onChange={setCopies} /> : null}
            <ShareButton icon="print" label={price ? t('print.pay.button', { price }) : t('print.button')} look={event.screens.sharing.sharingButton} testId="print-button" disabled={!canSend} onClick={tap} />
          </div>
          {!canSend && !extras.preview ? <p className={styles.hint}>{t('print.preparing')}</p> : null}
        </>
      ) : null}
      {remembered && settings.ipDialog ? (
        <button type="button" className={styles.link} onClick={() => setAsking(true)} data-testid="print-ip-change">
          {t('print.ip.change', { address: remembered })}
        </button>
      ) : null}
      <PrintStatus phase={phase} />
      {asking && settings.ipDialog ? (
        <PrinterIpDialog
          initial={remembered ?? settings.ipDialog.defaultAddress}
          onCancel={() => setAsking(false)}
          onConfirm={(address) => {
            setAsking(false);
            if (settings.ipDialog?.remember) rememberPrinterAddress(event.slug, address);
            if (canAsk(phase)) print(address);
          }}
        />
      ) : null}
    </div>
  );
}
