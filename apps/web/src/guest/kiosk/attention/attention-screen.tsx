import { useEffect, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { AttentionMedia } from './attention-media';
import { TapHint } from './tap-hint';
import { ScreenSaver } from './screen-saver';
import { useIdle } from './use-idle';
import styles from './attention-screen.module.css';

export interface AttentionScreenProps {
  /** The guest tapped and the start delay passed. */
  onStart: () => void;
  /** The first tap of a kiosk: full screen needs a user gesture. */
  onFirstTap?: () => void;
  starting: boolean;
  error: string | null;
  /** A notice for the operator (the screen cannot be kept on). */
  notice?: string | null;
}

/**
 * The attention screen (campaigns §2): the campaign's background picture, GIF or video and "Tap to
 * start"; without one, a designed default in the campaign's button colours with the prompt large and
 * a tapping finger. A tap anywhere starts after the screen's start delay (`startDelaySeconds`). With the screen
 * saver enabled it takes over after `inactivity` seconds without a touch and leaves on the next one.
 */
export function AttentionScreen({ onStart, onFirstTap, starting, error, notice }: AttentionScreenProps) {
  const { t, asset } = useGuest();
  const { event } = useKiosk();
  const attention = event.screens.attention;
  const saver = event.shutter.screensaver;
  const [saving, setSaving] = useState(false);
  const [delayUntil, setDelayUntil] = useState<number | null>(null);
  const waiting = delayUntil !== null || starting;

  useIdle(saver.enabled && !saving && !waiting, saver.screenSaverSettings.inactivity, () => setSaving(true));

  useEffect(() => {
    if (delayUntil === null) return;
    const timer = window.setTimeout(() => {
      setDelayUntil(null);
      onStart();
    }, Math.max(0, delayUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [delayUntil, onStart]);

  const tap = () => {
    if (waiting) return;
    onFirstTap?.();
    if (attention.startDelaySeconds > 0) setDelayUntil(Date.now() + attention.startDelaySeconds * 1_000);
    else onStart();
  };

  const background = asset(attention.background);
  return (
    <>
      <button
        type="button"
        className={styles.screen}
        onClick={tap}
        aria-busy={waiting}
        data-design={background ? 'media' : 'default'}
        data-testid="attention-screen"
      >
        {background ? (
          <AttentionMedia asset={background} className={styles.background} testId="attention-background" />
        ) : (
          <span className={styles.backdrop} aria-hidden="true" data-testid="attention-default" />
        )}
        {!background && !waiting ? <TapHint className={styles.tapHint} /> : null}
        <span className={styles.prompt} role="status" data-testid="attention-prompt">
          {waiting ? t('kiosk.attention.starting') : t('kiosk.attention.tap')}
        </span>
        {error ? (
          <span className={styles.error} role="alert">
            {error}
          </span>
        ) : null}
        {notice ? <span className={styles.notice}>{notice}</span> : null}
      </button>
      {saving ? <ScreenSaver fallback={background} onLeave={() => setSaving(false)} /> : null}
    </>
  );
}
