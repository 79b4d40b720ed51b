import type { GuestAdjustments as Adjustments, ImageProcessingFeature } from '@booth/shared';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { ProcessingSwitch, signed, SliderList } from './processing-controls';
import styles from './processing.module.css';

type Available = ImageProcessingFeature['availableForUser'];
type SliderKey = 'brightness' | 'contrast' | 'saturation' | 'colorCorrection';

/** The guest's sliders and their ranges (the campaign values' ranges; colour correction is the hue turn). */
const SLIDERS: ReadonlyArray<{ key: SliderKey; min: number; max: number; format: (value: number) => string }> = [
  { key: 'brightness', min: -100, max: 100, format: signed },
  { key: 'contrast', min: -100, max: 100, format: signed },
  { key: 'saturation', min: -100, max: 100, format: signed },
  { key: 'colorCorrection', min: -180, max: 180, format: (value) => `${signed(value)}°` },
];

/** Whether the campaign offers its guests any slider at all. */
export function offersAdjustments(available: Available): boolean {
  return Object.values(available).some(Boolean);
}

/**
 * The sliders a guest may move on the review screen (image processing `availableForUser`): only the
 * offered ones. `value` holds only what the guest moved; the server lays it over the campaign's own
 * values with the same rule the preview uses (mergeImageOpsValues).
 */
export function GuestAdjustments(props: { available: Available; value: Adjustments; onChange: (next: Adjustments) => void }) {
  const { t } = useGuest();
  const { available, value, onChange } = props;
  const changed = Object.values(value).some((entry) => entry !== undefined && entry !== 0 && entry !== false);
  return (
    <fieldset className={styles.panel} data-testid="guest-adjustments">
      <legend className={styles.heading}>{t('processing.adjust')}</legend>
      <SliderList
        sliders={SLIDERS.filter((slider) => available[slider.key]).map((slider) => ({ ...slider, label: t(`processing.${slider.key}`) }))}
        value={(key) => value[key] ?? 0}
        testIdPrefix="adjust-"
        onChange={(key, number) => onChange({ ...value, [key]: number })}
      />
      {available.greyscale ? (
        <ProcessingSwitch
          label={t('processing.greyscale')}
          checked={value.greyscale ?? false}
          testId="adjust-greyscale"
          onChange={(checked) => onChange({ ...value, greyscale: checked })}
        />
      ) : null}
      {changed ? (
        <div className={styles.actions}>
          <BoothButton variant="ghost" testId="adjust-reset" onClick={() => onChange({})}>
            {t('processing.reset')}
          </BoothButton>
        </div>
      ) : null}
    </fieldset>
  );
}
