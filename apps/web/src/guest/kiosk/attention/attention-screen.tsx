import { useEffect, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { openKioskPage } from '@/guest/kiosk/device/open-page';
import { AttentionMedia } from './attention-media';
import { DeviceBlocked } from './device-blocked';
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
 *
 * On a paired tablet it is also where the device's news lands, never in the middle of a guest: a
 * tablet that may not start guests shows the operator why instead of starting, and one assigned
 * another campaign (or removed) opens that page from here.
 */
export function AttentionScreen({ onStart, onFirstTap, starting, error, notice }: AttentionScreenProps) {
  const { t, asset } = useGuest();
  const { event, device } = useKiosk();
  const attention = event.screens.attention;
  const saver = event.shutter.screensaver;
  const [saving, setSaving] = useState(false);
  const [delayUntil, setDelayUntil] = useState<number | null>(null);
  const waiting = delayUntil !== null || starting;
  const blocked = device?.blocked ?? null;
  const switchTo = device?.switchTo ?? null;

  // The operator's message stays in sight: no screen saver over it.
  useIdle(saver.enabled && !saving && !waiting && !blocked, saver.screenSaverSettings.inactivity, () => setSaving(true));

  useEffect(() => {
    // A guest who has just tapped starts here; the switch waits for the next attention screen.
    if (switchTo && !waiting) openKioskPage(switchTo);
  }, [switchTo, waiting]);

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
  const backdrop = background ? (
    <AttentionMedia asset={background} className={styles.background} testId="attention-background" />
  ) : (
    <span className={styles.backdrop} aria-hidden="true" data-testid="attention-default" />
  );
  if (blocked) {
    return (
      <div className={styles.screen} data-design={background ? 'media' : 'default'} data-blocked="true" data-testid="attention-screen">
        {backdrop}
        <DeviceBlocked reason={blocked} />
        {notice ? <span className={styles.notice}>{notice}</span> : null}
      </div>
    );
  }
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
        {backdrop}
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
