import type { ShutterScreen } from '@booth/shared';
import type { CSSProperties } from 'react';
import styles from './shutter-button.module.css';

export interface ShutterLook {
  style: ShutterScreen['shutterButton'];
  /** The mode's button settings (shape and colours). */
  button: { buttonShape: 'circle' | 'square' | 'rounded'; buttonColor: string; buttonBackgroundColor: string };
  /** The mode's own shutter button picture. */
  imageSrc: string | null;
}

const radius = { circle: '50%', rounded: '22%', square: '6px' } as const;

/**
 * The capture button: the shutter screen's size and border, the mode's shape and colours, or the
 * mode's own picture. At least 56 px so that it is easy to hit on a phone.
 */
export function ShutterButton(props: { look: ShutterLook; label: string; disabled: boolean; onPress: () => void }) {
  const { style, button, imageSrc } = props.look;
  const shape = style.shape === 'square' && button.buttonShape === 'circle' ? 'square' : button.buttonShape;
  const size: CSSProperties = {
    width: Math.max(56, style.width),
    height: Math.max(56, style.height),
    borderRadius: radius[shape],
    borderWidth: style.borderWidth,
    borderColor: style.borderColor,
    background: imageSrc ? 'transparent' : button.buttonBackgroundColor,
    color: button.buttonColor,
  };
  return (
    <button type="button" className={styles.shutter} style={size} aria-label={props.label} title={props.label} disabled={props.disabled} onClick={props.onPress} data-testid="shutter">
      {imageSrc ? <img src={imageSrc} alt="" className={styles.image} /> : <span className={styles.dot} style={{ borderRadius: radius[shape] }} />}
    </button>
  );
}
