import type { GuestFeedback, ShootUploaded } from '@booth/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { GuestApiError, isNotLive } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';
import { uploadShoot, type UploadEdits, type UploadState } from './upload-shoot';
import type { UploadTransport } from './upload-transport';
import styles from './upload-screen.module.css';

type Status = UploadState | { state: 'failed'; message: string; refused: boolean };

/**
 * Uploads the submitted capture with a visible progress bar; network and server errors are retried
 * automatically ("retrying" is shown), then a clear error with "Try again" (same shoot id). A full
 * storage on the server keeps the picture here and sends it again until it is taken, saying so. A
 * refusal shows the server's message and leads back to the camera.
 */
export function UploadScreen(props: {
  capture: CapturedMedia;
  token: string;
  feedback: GuestFeedback | null;
  onUploaded: (shoot: ShootUploaded) => void;
  onRetake: () => void;
  transport?: UploadTransport;
  /** The kiosk review's edits (filter, GIF speed, sliders, edit layer); the virtual booth has none. */
  edits?: UploadEdits;
}) {
  const { event, locale, t, extras } = useGuest();
  const onNotLive = extras.onNotLive;
  const { capture, token, feedback, onUploaded, transport, edits } = props;
  const [status, setStatus] = useState<Status>({ state: 'uploading', percent: 0 });
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onUploaded);
  useEffect(() => {
    done.current = onUploaded;
  });

  useEffect(() => {
    let cancelled = false;
    uploadShoot({ slug: event.slug, token, locale, capture, feedback, transport, edits, onState: (next) => !cancelled && setStatus(next) }).then(
      (shoot) => {
        if (!cancelled) done.current(shoot);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isNotLive(error) && onNotLive) return onNotLive();
        const refused = error instanceof GuestApiError;
        setStatus({ state: 'failed', refused, message: refused ? error.message : t('upload.failed') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [event.slug, token, locale, capture, feedback, transport, edits, attempt, t, onNotLive]);

  const retry = useCallback(() => {
    setStatus({ state: 'uploading', percent: 0 });
    setAttempt((value) => value + 1);
  }, []);

  const percent = status.state === 'uploading' ? status.percent : 0;
  // Between tries: the network came back short, or the server's storage is full and the picture waits here.
  const waiting = status.state === 'retrying' || status.state === 'storageFull';
  return (
    <section className={styles.screen} aria-busy={status.state !== 'failed'}>
      {capture.kind === 'video' ? (
        <video className={styles.preview} src={capture.preview.url} muted playsInline autoPlay loop aria-label={t('share.preview')} />
      ) : (
        <img className={styles.preview} src={capture.preview.url} alt={t('share.preview')} />
      )}
      <div className={styles.status} data-testid="upload-status" data-state={status.state} role="status" aria-live="polite">
        {status.state === 'uploading' ? t('upload.progress', { percent }) : null}
        {status.state === 'retrying' ? t('upload.retrying') : null}
        {status.state === 'storageFull' ? t('upload.storageFull') : null}
        {status.state === 'failed' ? <span role="alert">{status.message}</span> : null}
      </div>
      {status.state !== 'failed' ? (
        <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('upload.progress', { percent })}>
          <div className={styles.fill} data-retrying={waiting} style={{ width: `${waiting ? 100 : percent}%` }} />
        </div>
      ) : (
        <div className={styles.actions}>
          {!status.refused ? (
            <BoothButton onClick={retry} testId="upload-retry">
              {t('upload.retry')}
            </BoothButton>
          ) : null}
          <BoothButton variant="secondary" onClick={props.onRetake} testId="upload-retake">
            {t('review.retake')}
          </BoothButton>
        </div>
      )}
    </section>
  );
}
