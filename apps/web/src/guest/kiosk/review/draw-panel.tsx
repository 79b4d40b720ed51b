import { useGuest } from '@/guest/shared/guest-context';
import type { BrushSize } from './edit-layers';
import { ChoiceRow } from './choice-row';
import { ColourRow } from './colour-row';

const BRUSHES: BrushSize[] = ['small', 'medium', 'large'];

/** The pen: its colour and width. Drawing itself happens on the picture. */
export function DrawPanel(props: { color: string; onColor: (color: string) => void; brush: BrushSize; onBrush: (brush: BrushSize) => void }) {
  const { t } = useGuest();
  return (
    <>
      <ColourRow label={t('review.tool.draw')} value={props.color} onChange={props.onColor} testId="review-pen-colours" />
      <ChoiceRow
        label={t('review.brushSize')}
        choices={BRUSHES.map((brush) => ({ value: brush, label: t(`review.brush.${brush}`) }))}
        value={props.brush}
        onChange={props.onBrush}
        testId="review-brushes"
      />
    </>
  );
}
