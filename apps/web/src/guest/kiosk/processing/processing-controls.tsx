import { parseHexColor, toHexColor, type RgbaColor } from '@booth/shared';
import { useId } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import styles from './processing.module.css';

/**
 * A labelled slider with its value beside it, sized for a finger (a 44 px thumb on a full-width
 * track). Fires on every move, so the preview follows the finger.
 */
export function ProcessingSlider(props: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  testId: string;
  /** How the value reads (e.g. "1.4", "+12", "30°"). */
  format?: (value: number) => string;
}) {
  const id = useId();
  const shown = props.format ? props.format(props.value) : String(props.value);
  return (
    <div className={styles.control}>
      <label className={styles.label} htmlFor={id}>
        <span>{props.label}</span>
        <output className={styles.value} htmlFor={id}>
          {shown}
        </output>
      </label>
      <input
        id={id}
        className={styles.slider}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        aria-valuetext={shown}
        data-testid={props.testId}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}

/** One slider of a list: its key, range and how its value reads. */
export interface SliderSpec<K extends string> {
  key: K;
  label: string;
  min: number;
  max: number;
  format: (value: number) => string;
}

/** Sliders for several numbers of one record (the values, the halo, the guest's adjustments). */
export function SliderList<K extends string>(props: { sliders: ReadonlyArray<SliderSpec<K>>; value: (key: K) => number; onChange: (key: K, value: number) => void; testIdPrefix: string }) {
  return props.sliders.map((slider) => (
    <ProcessingSlider
      key={slider.key}
      label={slider.label}
      min={slider.min}
      max={slider.max}
      value={props.value(slider.key)}
      format={slider.format}
      testId={`${props.testIdPrefix}${slider.key}`}
      onChange={(number) => props.onChange(slider.key, number)}
    />
  ));
}

/** An on/off switch as a large button (greyscale, the halo). */
export function ProcessingSwitch(props: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  const { t } = useGuest();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.checked}
      className={styles.switch}
      data-testid={props.testId}
      onClick={() => props.onChange(!props.checked)}
    >
      <span>{props.label}</span>
      <span className={styles.switchState} aria-hidden="true">
        {props.checked ? t('processing.on') : t('processing.off')}
      </span>
    </button>
  );
}

/** A colour with alpha: the tablet's own colour picker for red, green and blue, a slider for the strength. */
export function ProcessingColour(props: { label: string; strengthLabel: string; value: RgbaColor; onChange: (value: RgbaColor) => void; testId: string }) {
  const id = useId();
  const { value, onChange } = props;
  return (
    <fieldset className={styles.colour}>
      <legend className={styles.label}>{props.label}</legend>
      <input
        id={id}
        className={styles.swatch}
        type="color"
        aria-label={props.label}
        value={toHexColor(value)}
        data-testid={`${props.testId}-colour`}
        onChange={(event) => {
          const picked = parseHexColor(event.currentTarget.value);
          if (picked) onChange({ ...value, red: picked.red, green: picked.green, blue: picked.blue });
        }}
      />
      <ProcessingSlider
        label={props.strengthLabel}
        min={0}
        max={100}
        value={Math.round(value.alpha * 100)}
        format={(percent) => `${percent} %`}
        testId={`${props.testId}-strength`}
        onChange={(percent) => onChange({ ...value, alpha: percent / 100 })}
      />
    </fieldset>
  );
}

/** "+12", "0", "−8": offsets read with their sign. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}
