import type { GuestPrintJob, GuestTextKey } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import { printerSentences } from './printer-words';
import type { PrintPhase } from './use-print-job';
import styles from './print.module.css';

/** The state a status line shows (data-state, for tests and styles) and its sentences. */
export function printStatus(phase: PrintPhase): { state: string; keys: GuestTextKey[]; tone: 'info' | 'good' | 'bad' | 'warn' } | null {
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'paying':
      return { state: 'paying', keys: ['print.pay.waiting'], tone: 'info' };
    case 'sending':
      return { state: 'sending', keys: ['print.sending'], tone: 'info' };
    case 'afterUpload':
      return { state: 'afterUpload', keys: ['print.afterUpload'], tone: 'info' };
    case 'error':
      return { state: 'error', keys: [phase.reason === 'payment' ? 'print.pay.failed' : 'print.error'], tone: 'bad' };
    case 'job':
      return jobStatus(phase.job);
  }
}

function jobStatus(job: GuestPrintJob): NonNullable<ReturnType<typeof printStatus>> {
  switch (job.state) {
    case 'done':
      return { state: 'done', keys: ['print.success'], tone: 'good' };
    case 'failed':
    case 'cancelled':
      return { state: job.state, keys: ['print.error'], tone: 'bad' };
    case 'held': {
      if (job.holdReason === 'payment') return { state: 'held', keys: ['print.pay.waiting'], tone: 'info' };
      const printer = printerSentences(job.printer);
      return { state: 'held', keys: [...(printer.canPrint ? ['printer.other' as const] : printer.keys), 'print.held'], tone: 'warn' };
    }
    case 'printing':
      return { state: 'printing', keys: ['print.printing'], tone: 'info' };
    case 'sending':
      return { state: 'sending', keys: ['print.sending'], tone: 'info' };
    case 'queued':
      return { state: 'queued', keys: [job.method === 'airprint' ? 'print.dialogHint' : 'print.queued'], tone: 'info' };
  }
}

/** The print's status line: what happens to it, in the campaign's words (a held print names the printer's problem). */
export function PrintStatus(props: { phase: PrintPhase; testId?: string }) {
  const { t } = useGuest();
  const status = printStatus(props.phase);
  if (!status) return null;
  return (
    <>
      <p className={`${styles.status} ${styles[status.tone]}`} role={status.tone === 'bad' ? 'alert' : 'status'} aria-live="polite" data-state={status.state} data-testid={props.testId ?? 'print-status'}>
        {status.keys.map((key) => t(key)).join(' ')}
      </p>
      {props.phase.kind === 'paying' ? (
        // The pay page opens by itself; a blocked pop-up or a closed tab is opened again from here.
        <a className={styles.link} href={props.phase.payUrl} target="_blank" rel="noopener" data-testid="print-pay-link">
          {t('print.pay.open')}
        </a>
      ) : null}
    </>
  );
}
