import { reviewEditsSchema } from '@booth/shared';
import { useEffect, useState } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import type { ReviewStepProps } from './review-step-props';
import styles from './minimal-review.module.css';

/** How long the picture may take to show before the review says so ("timeout", campaigns §4). */
export const REVIEW_TIMEOUT_MS = 15_000;

/** No edits: what Approve hands over when the review offers no tools. */
const NO_EDITS = { meta: reviewEditsSchema.parse({}), layer: null };

type ReviewState = 'processing' | 'success' | 'timeout' | 'error';

/**
 * The kiosk's review without edit tools: the picture and Retake / Approve, in the review states of
 * campaigns §4 — processing data until it shows, success, a timeout when it takes too long, an error
 * when it cannot be shown (the upload still works: the server renders from the frames).
 */
export function MinimalReview({ capture, onApprove, onRetake }: ReviewStepProps) {
  const { t } = useGuest();
  const [state, setState] = useState<ReviewState>('processing');
  const video = capture.kind === 'video';

  useEffect(() => {
    if (state !== 'processing') return;
    const timer = window.setTimeout(() => setState('timeout'), REVIEW_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const loaded = () => setState('success');
  const failed = () => setState('error');
  return (
    <section className={styles.screen} aria-labelledby="kiosk-review-title" data-testid="kiosk-review" data-state={state}>
      <h1 id="kiosk-review-title" className={styles.title}>
        {t('kiosk.review.title')}
      </h1>
      <div className={styles.frame}>
        {video ? (
          <video className={styles.media} src={capture.preview.url} autoPlay loop muted playsInline onLoadedData={loaded} onError={failed} data-testid="review-preview" />
        ) : (
          <img className={styles.media} src={capture.preview.url} alt={t('share.preview')} onLoad={loaded} onError={failed} data-testid="review-preview" />
        )}
      </div>
      <p className={styles.status} role={state === 'error' ? 'alert' : 'status'}>
        {state === 'processing' ? t('review.processing') : null}
        {state === 'timeout' ? t('kiosk.review.timeout') : null}
        {state === 'error' ? t('kiosk.review.error') : null}
      </p>
      <div className={styles.actions}>
        <BoothButton variant="secondary" onClick={onRetake} testId="review-retake" className={styles.action}>
          {t('review.retake')}
        </BoothButton>
        <BoothButton onClick={() => onApprove(NO_EDITS)} testId="review-approve" className={styles.action}>
          {t('kiosk.review.approve')}
        </BoothButton>
      </div>
    </section>
  );
}
