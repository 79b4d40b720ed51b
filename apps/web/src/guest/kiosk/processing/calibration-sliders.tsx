import type { ImageOpsValues, KioskCalibration } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import { ProcessingColour, ProcessingSlider, ProcessingSwitch, signed } from './processing-controls';
import styles from './processing.module.css';

type OffsetKey = 'exposure' | 'brightness' | 'contrast' | 'hue' | 'saturation' | 'vibrance' | 'sharpen';
type HaloLength = 'blurRadius' | 'solid' | 'offsetX' | 'offsetY';

const OFFSETS: ReadonlyArray<{ key: OffsetKey; min: number; max: number; unit?: string }> = [
  { key: 'exposure', min: -100, max: 100 },
  { key: 'brightness', min: -100, max: 100 },
  { key: 'contrast', min: -100, max: 100 },
  { key: 'hue', min: -180, max: 180, unit: '°' },
  { key: 'saturation', min: -100, max: 100 },
  { key: 'vibrance', min: -100, max: 100 },
  { key: 'sharpen', min: 0, max: 100 },
];

const HALO_LENGTHS: ReadonlyArray<{ key: HaloLength; min: number; max: number; signed?: boolean }> = [
  { key: 'blurRadius', min: 0, max: 200 },
  { key: 'solid', min: 0, max: 200 },
  { key: 'offsetX', min: -500, max: 500, signed: true },
  { key: 'offsetY', min: -500, max: 500, signed: true },
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
      {OFFSETS.map((slider) => (
        <ProcessingSlider
          key={slider.key}
          label={t(`processing.${slider.key}`)}
          min={slider.min}
          max={slider.max}
          value={values[slider.key]}
          format={(number) => `${slider.key === 'sharpen' ? number : signed(number)}${slider.unit ?? ''}`}
          testId={`calibrate-${slider.key}`}
          onChange={(number) => setValues({ [slider.key]: number })}
        />
      ))}
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
        on={t('processing.on')}
        off={t('processing.off')}
        testId="calibrate-greyscale"
        onChange={(greyscale) => setValues({ greyscale })}
      />
      <ProcessingColour label={t('processing.colorize')} strengthLabel={strength} value={values.colorize} testId="calibrate-colorize" onChange={(colorize) => setValues({ colorize })} />
      <ProcessingColour label={t('processing.channels')} strengthLabel={strength} value={values.channels} testId="calibrate-channels" onChange={(channels) => setValues({ channels })} />

      <h3 className={styles.heading}>{t('processing.halo')}</h3>
      <ProcessingSwitch
        label={t('processing.haloEnabled')}
        checked={halo.enabled}
        on={t('processing.on')}
        off={t('processing.off')}
        testId="calibrate-halo"
        onChange={(enabled) => setHalo({ enabled })}
      />
      {halo.enabled ? (
        <>
          <ProcessingColour label={t('processing.haloColor')} strengthLabel={strength} value={halo.color} testId="calibrate-halo-color" onChange={(color) => setHalo({ color })} />
          {HALO_LENGTHS.map((slider) => (
            <ProcessingSlider
              key={slider.key}
              label={t(`processing.${slider.key}`)}
              min={slider.min}
              max={slider.max}
              value={halo[slider.key]}
              format={(number) => `${slider.signed ? signed(number) : number} px`}
              testId={`calibrate-halo-${slider.key}`}
              onChange={(number) => setHalo({ [slider.key]: number })}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
