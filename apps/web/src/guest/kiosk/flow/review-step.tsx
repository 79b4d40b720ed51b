import { ReviewEditor } from '@/guest/kiosk/review/review-editor';
import { ReviewPersonMaskProvider } from '@/guest/kiosk/person-mask/review-person-mask';
import type { ReviewStepProps } from './review-step-props';

/*
 * The kiosk flow's review step, behind one boundary: the review editor with the tools the campaign
 * enables (draw, emoji, stickers, text, filters, sliders, GIF speed), given the capture's person mask
 * for its halo preview once the kiosk has made it.
 */
export function ReviewStep({ personMask, ...editor }: ReviewStepProps) {
  return (
    <ReviewPersonMaskProvider value={personMask}>
      <ReviewEditor {...editor} />
    </ReviewPersonMaskProvider>
  );
}
