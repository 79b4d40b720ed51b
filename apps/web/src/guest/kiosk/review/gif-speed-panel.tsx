import { gifSpeeds, type GifSpeed } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import { ChoiceRow } from './choice-row';

const SPEED_NAMES: Record<GifSpeed, 'slow' | 'normal' | 'fast'> = { 0.5: 'slow', 1: 'normal', 2: 'fast' };

/** The GIF's speed as a multiple of the campaign's frame rate; the preview plays at it. */
export function GifSpeedPanel(props: { value: GifSpeed; onChange: (speed: GifSpeed) => void }) {
  const { t } = useGuest();
  return (
    <ChoiceRow
      label={t('review.tool.gifSpeed')}
      choices={gifSpeeds.map((speed) => ({ value: speed, label: t(`review.gifSpeed.${SPEED_NAMES[speed]}`) }))}
      value={props.value}
      onChange={props.onChange}
      testId="review-gif-speed"
    />
  );
}
