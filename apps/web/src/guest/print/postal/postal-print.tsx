import { lazy, Suspense, useState } from 'react';
import { ShareButton } from '@/guest/booth/share/share-action';
import { useGuest } from '@/guest/shared/guest-context';
import { guestPrintSettings } from '../print-settings';
import { PrintStatus } from '../print-status';
import { usePrintJob } from '../use-print-job';
import styles from '../print.module.css';

const PostalDialog = lazy(() => import('./postal-dialog'));

/**
 * Postal prints (oneprint): the guest sends the picture as a postcard to an address they type; a
 * postcard provider prints and posts it. Behind the print paywall like any print. Hidden for the
 * cheddar white-label (guestPrintSettings).
 */
export function PostalPrint(props: { shootId: string; ready: boolean }) {
  const { event, t, locale, sessionToken, extras } = useGuest();
  const settings = guestPrintSettings(event);
  const { phase, start } = usePrintJob({ shootId: props.shootId, sessionToken, locale, priceCents: settings.priceCents });
  const [open, setOpen] = useState(false);
  if (!settings.postal) return null;
  const again = phase.kind === 'error' || (phase.kind === 'job' && (phase.job.state === 'failed' || phase.job.state === 'cancelled'));
  return (
    <div className={styles.panel} data-testid="postal-panel">
      {phase.kind === 'idle' || again ? (
        <ShareButton icon="postcard" label={t('postal.button')} look={event.screens.sharing.sharingButton} testId="postal-button" disabled={extras.preview || !props.ready} onClick={() => setOpen(true)} />
      ) : null}
      <PrintStatus phase={phase} testId="postal-status" />
      {open ? (
        <Suspense fallback={null}>
          <PostalDialog
            maxCopies={event.screens.sharing.print.maxNumber}
            onCancel={() => setOpen(false)}
            onSubmit={(order) => {
              setOpen(false);
              void start({ method: 'postal', automatic: false, ...order }, { renew: again && phase.kind === 'job' });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
