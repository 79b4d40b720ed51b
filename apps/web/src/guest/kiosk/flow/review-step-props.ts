import type { ReviewEdits } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import type { MaskPixels } from '@/guest/kiosk/person-mask/mask-pixels';

/** What the review hands over on Approve: the edits' values and the edit layer (a transparent PNG), if any. */
export interface ApprovedReview {
  meta: ReviewEdits;
  layer: Blob | null;
}

/**
 * The review step's contract: the review editor's (kiosk/review/review-editor.tsx), and the capture's
 * person mask for the halo (kiosk/person-mask), null until made and without one.
 */
export interface ReviewStepProps {
  capture: CapturedMedia;
  personMask: MaskPixels | null;
  onApprove: (edits: ApprovedReview) => void;
  onRetake: () => void;
}
