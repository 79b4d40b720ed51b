import type { ImageOpsValues, KioskCalibration } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import { ProcessingColour, ProcessingSlider, ProcessingSwitch, signed, SliderList } from './processing-controls';
import styles from './processing.module.css';

type OffsetKey = 'exposure' | 'brightness' | 'contrast' | 'hue' | 'saturation' | 'vibrance' | 'sharpen';
type HaloLength = 'blurRadius' | 'solid' | 'offsetX' | 'offsetY';

const OFFSETS: ReadonlyArray<{ key: OffsetKey; min: number; max: number; format: (value: number) => string }> = [
  { key: 'exposure', min: -100, max: 100, format: signed },
  { key: 'brightness', min: -100, max: 100, format: signed },
  { key: 'contrast', min: -100, max: 100, format: signed },
  { key: 'hue', min: -180, max: 180, format: (value) => `${signed(value)}°` },
  { key: 'saturation', min: -100, max: 100, format: signed },
  { key: 'vibrance', min: -100, max: 100, format: signed },
  { key: 'sharpen', min: 0, max: 100, format: String },
];

const HALO_LENGTHS: ReadonlyArray<{ key: HaloLength; min: number; max: number; format: (value: number) => string }> = [
  { key: 'blurRadius', min: 0, max: 200, format: (value) => `${value} px` },
  { key: 'solid', min: 0, max: 200, format: (value) => `${value} px` },
  { key: 'offsetX', min: -500, max: 500, format: (value) => `${signed(value)} px` },
  { key: 'offsetY', min: -500, max: 500, format: (value) => `${signed(value)} px` },
];

/**
 * Gamma runs from 0.1 to 10, 1 in the middle: the slider moves on a log scale (−100…100 is
 * 10^(−1)…10^1), so both halves are as fine, and answers two decimals.
 */
export function gammaFromSlider(position: number): number {
  return Math.round(10 ** (position / 100) * 100) / 100;
}
export function sliderFromGamma(gamma: number): number {
  return Math.round(Math.log10(gamma) * 100);
}

/** Every value of the image processing and the halo, for the operator. */
export function CalibrationSliders(props: { calibration: KioskCalibration; onChange: (next: KioskCalibration) => void }) {
  const { t } = useGuest();
  const { calibration, onChange } = props;
  const { values, halo } = calibration;
  const setValues = (patch: Partial<ImageOpsValues>) => onChange({ ...calibration, values: { ...values, ...patch } });
  const setHalo = (patch: Partial<KioskCalibration['halo']>) => onChange({ ...calibration, halo: { ...halo, ...patch } });
  const strength = t('processing.strength');
  return (
    <div className={styles.panel} data-testid="calibration-sliders">
      <SliderList
        sliders={OFFSETS.map((slider) => ({ ...slider, label: t(`processing.${slider.key}`) }))}
        value={(key) => values[key]}
        testIdPrefix="calibrate-"
        onChange={(key, number) => setValues({ [key]: number })}
      />
      <ProcessingSlider
        label={t('processing.gamma')}
        min={-100}
        max={100}
        value={sliderFromGamma(values.gamma)}
        format={(position) => gammaFromSlider(position).toFixed(2)}
        testId="calibrate-gamma"
        onChange={(position) => setValues({ gamma: gammaFromSlider(position) })}
      />
      <ProcessingSwitch
        label={t('processing.greyscale')}
        checked={values.greyscale}
        testId="calibrate-greyscale"
        onChange={(greyscale) => setValues({ greyscale })}
      />
      <ProcessingColour label={t('processing.colorize')} strengthLabel={strength} value={values.colorize} testId="calibrate-colorize" onChange={(colorize) => setValues({ colorize })} />
      <ProcessingColour label={t('processing.channels')} strengthLabel={strength} value={values.channels} testId="calibrate-channels" onChange={(channels) => setValues({ channels })} />

      <h3 className={styles.heading}>{t('processing.halo')}</h3>
      <ProcessingSwitch
        label={t('processing.haloEnabled')}
        checked={halo.enabled}
        testId="calibrate-halo"
        onChange={(enabled) => setHalo({ enabled })}
      />
      {halo.enabled ? (
        <>
          <ProcessingColour label={t('processing.haloColor')} strengthLabel={strength} value={halo.color} testId="calibrate-halo-color" onChange={(color) => setHalo({ color })} />
          <SliderList
            sliders={HALO_LENGTHS.map((slider) => ({ ...slider, label: t(`processing.${slider.key}`) }))}
            value={(key) => halo[key]}
            testIdPrefix="calibrate-halo-"
            onChange={(key, number) => setHalo({ [key]: number })}
          />
        </>
      ) : null}
    </div>
  );
}
