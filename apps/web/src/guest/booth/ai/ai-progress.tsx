import { useEffect, useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import styles from './ai-step.module.css';

/**
 * The seconds left, counted down between two answers of the server (they come every 2 s); the next
 * answer sets the count again. Never below 0.
 */
export function useSecondsLeft(secondsLeft: number | null): number | null {
  const [ticked, setTicked] = useState<{ source: number; value: number } | null>(null);
  useEffect(() => {
    if (secondsLeft === null) return undefined;
    const at = Date.now();
    const timer = window.setInterval(() => setTicked({ source: secondsLeft, value: secondsLeft - (Date.now() - at) / 1_000 }), 1_000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  if (secondsLeft === null) return null;
  const value = ticked?.source === secondsLeft ? ticked.value : secondsLeft;
  return Math.max(0, Math.ceil(value));
}

/**
 * The AI picture's progress bar with the seconds left (the estimate from the provider's recent runs).
 * `progress` null: no figure yet (waiting for its turn, or the picture is still being sent).
 */
export function AiProgress(props: { progress: number | null; secondsLeft: number | null; title: string }) {
  const { t, locale } = useGuest();
  const titleId = useId();
  const seconds = useSecondsLeft(props.secondsLeft);
  const percent = props.progress === null ? null : Math.round(Math.min(1, Math.max(0, props.progress)) * 100);
  const left = seconds === null ? t('ai.progress.waiting') : seconds > 0 ? t('ai.progress.secondsLeft', { n: seconds }) : t('ai.progress.almost');

  return (
    <div className={styles.progress}>
      <h1 id={titleId} className={styles.title} role="status">
        {props.title}
      </h1>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? left : `${left} (${percent}${locale === 'de' ? ' %' : '%'})`}
        data-testid="ai-progress"
      >
        <div className={styles.fill} data-indeterminate={percent === null} style={{ width: `${percent ?? 100}%` }} />
      </div>
      <p className={styles.left} data-testid="ai-seconds-left">
        {left}
      </p>
    </div>
  );
}
