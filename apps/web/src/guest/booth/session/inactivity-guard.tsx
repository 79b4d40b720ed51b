import { useEffect, useId, useRef, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import styles from './inactivity-guard.module.css';

/** Input that shows a guest is still there. */
const activityEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Ends an abandoned session (campaigns §2 inactivity countdown popup): after the screen saver's
 * `inactivity` seconds without input it counts down from `timer` ("This session will end in:");
 * a tap or a key continues the session, 0 calls onExpire. Seconds per campaigns §9 (60 and 15).
 */
export function InactivityGuard(props: { active: boolean; onExpire: () => void }) {
  const { active } = props;
  const { event, t } = useGuest();
  const { inactivity, timer } = event.shutter.screensaver.screenSaverSettings;
  // null while the guest is active; during the countdown, when it ends and the whole seconds left.
  const [countdown, setCountdown] = useState<{ endsAt: number; remaining: number } | null>(null);
  const [wasActive, setWasActive] = useState(active);
  const onExpire = useRef(props.onExpire);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const counting = active && countdown !== null;
  const endsAt = countdown?.endsAt ?? null;

  useEffect(() => {
    onExpire.current = props.onExpire;
  }, [props.onExpire]);

  // A guard switched off and on again starts from the beginning, not in a stale countdown.
  if (active !== wasActive) {
    setWasActive(active);
    setCountdown(null);
  }

  useEffect(() => {
    if (!active || counting) return;
    const start = () => setCountdown({ endsAt: Date.now() + timer * 1_000, remaining: timer });
    let timeout = window.setTimeout(start, inactivity * 1_000);
    const restart = () => {
      window.clearTimeout(timeout);
      timeout = window.setTimeout(start, inactivity * 1_000);
    };
    for (const name of activityEvents) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timeout);
      for (const name of activityEvents) window.removeEventListener(name, restart, { capture: true });
    };
  }, [active, counting, inactivity, timer]);

  useEffect(() => {
    if (counting) dialog.current?.focus();
  }, [counting]);

  useEffect(() => {
    if (!counting || endsAt === null) return;
    // Seconds from a deadline, not from counted ticks: a throttled background tab still ends on time.
    const tick = window.setInterval(() => {
      const left = Math.ceil((endsAt - Date.now()) / 1_000);
      if (left > 0) {
        setCountdown((current) => (current && current.remaining !== left ? { ...current, remaining: left } : current));
        return;
      }
      window.clearInterval(tick);
      setCountdown(null);
      onExpire.current();
    }, 200);
    // A key continues too (a laptop guest may not touch the screen).
    const onKey = () => setCountdown(null);
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearInterval(tick);
      window.removeEventListener('keydown', onKey);
    };
  }, [counting, endsAt]);

  if (!counting) return null;
  return (
    // The whole screen takes the tap, so the dismissing tap never lands on a button beneath it.
    <div
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-seconds ${titleId}-body`}
      tabIndex={-1}
      className={styles.overlay}
      data-testid="inactivity-popup"
      onClick={() => setCountdown(null)}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {t('inactivity.title')}
        </h2>
        <span id={`${titleId}-seconds`} className={styles.seconds} data-testid="inactivity-seconds">
          {countdown.remaining}
        </span>
        <p id={`${titleId}-body`} className={styles.body}>
          {t('inactivity.body')}
        </p>
      </div>
    </div>
  );
}
