import type { ReviewEdits } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';

/** What the review hands over on Approve: the edits' values and the edit layer (a transparent PNG), if any. */
export interface ApprovedReview {
  meta: ReviewEdits;
  layer: Blob | null;
}

/** The review step's contract, the same as the review editor's (kiosk/review/review-editor.tsx). */
export interface ReviewStepProps {
  capture: CapturedMedia;
  onApprove: (edits: ApprovedReview) => void;
  onRetake: () => void;
}
