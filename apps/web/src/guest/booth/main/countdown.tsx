import { blackOrWhite, type ShutterScreen } from '@booth/shared';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { announceStep, type CountdownCues } from './countdown-cues';
import styles from './countdown.module.css';

type CountdownText = ShutterScreen['cameraCountdownText'];

export function countdownTextStyle(text: CountdownText): CSSProperties {
  return {
    fontFamily: `${JSON.stringify(text.family)}, sans-serif`,
    fontSize: `${text.size}px`,
    color: text.color,
    fontWeight: text.bold ? 700 : 400,
    // The number lies on the live camera, of any colour: a halo in black or white (whichever contrasts
    // with the number) keeps it readable; the organiser's shadow adds a soft drop shadow.
    textShadow: [`0 0 2px ${blackOrWhite(text.color)}`, `0 0 1px ${blackOrWhite(text.color)}`, text.shadow ? '0 2px 12px rgb(0 0 0 / 70%)' : null]
      .filter(Boolean)
      .join(', '),
  };
}

/** Keeps the newest callback without restarting timers when the parent re-renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The classic countdown: the numbers from `seconds` down to 1, one a second, in the camera countdown
 * text style; then `onDone`. Zero seconds means no countdown.
 */
export function Countdown(props: { seconds: number; text: CountdownText; onDone: () => void; cues?: CountdownCues; label?: string }) {
  const { seconds } = props;
  const [left, setLeft] = useState(seconds);
  const onDone = useLatest(props.onDone);
  const cues = useLatest(props.cues);

  // A tone and the spoken number for every step, when the campaign turned them on.
  useEffect(() => {
    if (seconds > 0 && left > 0) announceStep(left, cues.current);
  }, [left, seconds, cues]);

  useEffect(() => {
    if (seconds <= 0) {
      onDone.current();
      return;
    }
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        window.clearInterval(timer);
        onDone.current();
      } else {
        setLeft(remaining);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [seconds, onDone]);

  if (seconds <= 0) return null;
  return (
    <div className={styles.layer} role="timer" aria-live="assertive" aria-atomic="true" aria-label={props.label} data-testid="countdown">
      <span key={left} className={styles.number} style={countdownTextStyle(props.text)}>
        {left}
      </span>
    </div>
  );
}

/** The countdown-sequence video of the shutter screen; the picture is taken when it ends. */
export function CountdownVideo(props: { src: string; onDone: () => void }) {
  const onDone = useLatest(props.onDone);
  return (
    <div className={styles.layer} data-testid="countdown">
      <video
        className={styles.video}
        src={props.src}
        autoPlay
        muted
        playsInline
        onEnded={() => onDone.current()}
        // A video that cannot play must not stop the picture from being taken.
        onError={() => onDone.current()}
      />
    </div>
  );
}
