import type { GuestAsset } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { AttentionMedia } from './attention-media';
import styles from './screen-saver.module.css';

/**
 * The screen saver (campaigns §3 ScreenSaver): the campaign's saver picture or video over the whole
 * screen, else the attention screen's own background, dimmed, with the prompt drifting across. A tap
 * only leaves it (it covers the attention screen, so that tap starts nothing).
 */
export function ScreenSaver(props: { fallback: GuestAsset | undefined; onLeave: () => void }) {
  const { t, asset } = useGuest();
  const { event } = useKiosk();
  const own = asset(event.shutter.screensaver.screenSaverAsset);
  return (
    <button type="button" className={styles.saver} onClick={props.onLeave} aria-label={t('kiosk.screenSaver.label')} data-testid="screen-saver" autoFocus>
      {own ? (
        <AttentionMedia asset={own} className={styles.media} testId="screen-saver-media" />
      ) : (
        <>
          <AttentionMedia asset={props.fallback} className={`${styles.media} ${styles.dimmed}`} />
          <span className={styles.drift} aria-hidden="true">
            {t('kiosk.attention.tap')}
          </span>
        </>
      )}
    </button>
  );
}
