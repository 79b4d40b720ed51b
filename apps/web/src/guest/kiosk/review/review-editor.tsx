import { useMemo, type CSSProperties } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import type { UploadEdits } from '@/guest/booth/upload/upload-shoot';
import { useGuest } from '@/guest/shared/guest-context';
import { useReviewPicture } from './picture-sources';
import { reviewOptions, type ReviewOptions } from './review-options';
import { ReviewTools } from './review-tools';
import { useTimedOut } from './use-timed-out';
import styles from './review-editor.module.css';

/** What Approve hands over, as `uploadShoot` takes it (`edits`): the layer is null when nothing was placed. */
export type ApprovedEdits = UploadEdits;

export interface ReviewEditorProps {
  capture: CapturedMedia;
  onApprove: (edits: ApprovedEdits) => void;
  onRetake: () => void;
}

/** How long the picture may take to show before the review says so ("timeout", campaigns §4). */
export const PICTURE_TIMEOUT_MS = 15_000;

/** The review screen's backdrop: its colour, or its picture (campaigns §3 backgroundType). */
function backdrop(options: ReviewOptions, src: string | undefined): CSSProperties {
  const { review } = options;
  if (review.backgroundType === 'image' && src) return { backgroundColor: review.backgroundColor, backgroundImage: `url("${src}")` };
  return { backgroundColor: review.backgroundColor };
}

/**
 * The kiosk's review screen (campaigns §2, §3; tablet booth only): the captured picture with the edit
 * tools the campaign enables, Retake and Approve. Approve hands over what the upload carries: the
 * edits (filter, GIF speed, sliders) and the edit layer. While the picture loads the screen says it
 * is processing data, and after a while that it takes long (campaigns §4 review states). A video is
 * reviewed as it is, and so is a capture whose picture this browser cannot load or is slow to (the
 * server renders it from the upload all the same).
 */
export function ReviewEditor({ capture, onApprove, onRetake }: ReviewEditorProps) {
  const { event, t, asset } = useGuest();
  const options = useMemo(() => reviewOptions(event, capture, (id) => asset(id)), [event, capture, asset]);
  const { picture, failed } = useReviewPicture(capture, asset);
  const timedOut = useTimedOut(capture.kind !== 'video' && !picture && !failed, PICTURE_TIMEOUT_MS);
  const style = backdrop(options, asset(options.review.backgroundImage)?.src);

  if (capture.kind !== 'video' && picture) {
    return <ReviewTools capture={capture} picture={picture} options={options} style={style} onApprove={onApprove} onRetake={onRetake} />;
  }
  const approvePlain = () => onApprove({ meta: { filterId: null, gifSpeed: 1, adjustments: {}, layer: false }, layer: null });
  return (
    <section className={styles.screen} style={style} aria-labelledby="review-title" data-testid="review-editor">
      <div className={styles.stageFrame}>
        {capture.kind === 'video' ? (
          <video className={styles.video} src={capture.preview.url} autoPlay loop muted playsInline data-testid="review-video" />
        ) : (
          <p className={styles.notice} role={failed ? 'alert' : 'status'} data-testid="review-state">
            {failed ? t('kiosk.review.error') : timedOut ? t('kiosk.review.timeout') : t('review.processing')}
          </p>
        )}
      </div>
      <div className={styles.side} data-tools="none">
        <h2 id="review-title" className={styles.heading}>
          {t('kiosk.review.title')}
        </h2>
        <div className={styles.actions}>
          <BoothButton variant="secondary" className={styles.answer} onClick={onRetake} testId="review-retake">
            {t('review.retake')}
          </BoothButton>
          {capture.kind === 'video' || failed || timedOut ? (
            <BoothButton className={styles.answer} onClick={approvePlain} testId="review-approve">
              {t('kiosk.review.approve')}
            </BoothButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
