import type { GuestFeedback, ShootUploaded } from '@booth/shared';
import { useEffect, useRef, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { UploadScreen } from '@/guest/booth/upload/upload-screen';
import type { UploadEdits } from '@/guest/booth/upload/upload-shoot';
import { useGuest } from '@/guest/shared/guest-context';
import type { OfflineQueue } from './offline-queue';
import styles from './offline.module.css';

export interface QueuedUploadStepProps {
  queue: OfflineQueue;
  capture: CapturedMedia;
  token: string;
  feedback: GuestFeedback | null;
  edits?: UploadEdits;
  onUploaded: (shoot: ShootUploaded) => void;
  onRetake: () => void;
}

/**
 * The paired kiosk's upload step: the picture is written to the device (a moment) and the guest goes on
 * to sharing while the queue sends it, online or not. Should the device refuse to store it (storage
 * full, private mode), it is uploaded directly as in a plain browser, so the guest never loses it.
 */
export function QueuedUploadStep(props: QueuedUploadStepProps) {
  const { event, locale, t } = useGuest();
  const { queue, capture, token, feedback, edits } = props;
  const [direct, setDirect] = useState(false);
  const done = useRef(props.onUploaded);
  // The queue's object changes with every change of its figures; the capture is written once all the same.
  const writer = useRef(queue);
  useEffect(() => {
    done.current = props.onUploaded;
    writer.current = queue;
  });

  useEffect(() => {
    let cancelled = false;
    writer.current.queueCapture({ eventSlug: event.slug, sessionToken: token, locale, capture, feedback, edits }).then(
      (shoot) => !cancelled && done.current(shoot),
      () => !cancelled && setDirect(true),
    );
    return () => {
      cancelled = true;
    };
  }, [event.slug, token, locale, capture, feedback, edits]);

  if (direct) {
    return (
      <>
        <p className={styles.notice} role="alert">
          {t('offline.saveFailed')}
        </p>
        <UploadScreen capture={capture} token={token} feedback={feedback} edits={edits} onUploaded={props.onUploaded} onRetake={props.onRetake} />
      </>
    );
  }
  return (
    <section className={styles.saving} aria-busy="true" data-testid="queued-upload">
      <p role="status">{t('offline.saving')}</p>
    </section>
  );
}
