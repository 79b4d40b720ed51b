import type { GuestTextKey, ShootStatusDto } from '@booth/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { ShareMedia, type ShareMediaProps } from '@/guest/booth/share/share-media';
import { useTimedOut } from '@/guest/kiosk/review/use-timed-out';
import { useGuest } from '@/guest/shared/guest-context';
import { finalPicture, SHARE_PROCESSING_TIMEOUT_MS, sharePictureState, type FinalLoad, type SharePictureState } from './share-picture-state';
import styles from './kiosk-share.module.css';

const STATE_TEXTS: Record<SharePictureState, GuestTextKey> = {
  processing: 'review.processing',
  timeout: 'kiosk.review.timeout',
  loading: 'review.download',
  shown: 'review.success',
  failed: 'kiosk.review.error',
};

/**
 * Whether the media inside `box` has loaded: `load` for a picture, `loadeddata` for a video, `error`
 * for either. Listened to in the capture phase, since these events do not bubble; keyed by the
 * file's URL, so the answer for one file never stands for another.
 */
function useMediaLoad(url: string | null) {
  const box = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<{ url: string; load: FinalLoad } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !url) return undefined;
    const loaded = () => setResult({ url, load: 'loaded' });
    const failed = () => setResult({ url, load: 'failed' });
    element.addEventListener('load', loaded, true);
    element.addEventListener('loadeddata', loaded, true);
    element.addEventListener('error', failed, true);
    // A picture from the browser's cache may have finished before React attached the element.
    const media = element.querySelector('img, video');
    if ((media instanceof HTMLImageElement && media.complete && media.naturalWidth > 0) || (media instanceof HTMLVideoElement && media.readyState >= 2)) loaded();
    return () => {
      element.removeEventListener('load', loaded, true);
      element.removeEventListener('loadeddata', loaded, true);
      element.removeEventListener('error', failed, true);
    };
  }, [url]);
  return { box, load: result && result.url === url ? result.load : 'pending' };
}

/**
 * The kiosk share screen's picture (campaigns §2 review states): the browser's local preview first,
 * then the server's final rendition (edits, look, sliders, halo: what the microsite shows) once it has
 * loaded behind it, with a status line saying where that stands. When processing fails the local
 * preview stays. The editor's preview has no shoot on the server: it shows the preview alone.
 */
export function KioskSharePicture(props: {
  preview: ShareMediaProps['preview'];
  processed: ShootStatusDto | null;
  watching: boolean;
  label: string;
  queued?: boolean;
  /** What a picture waiting on the tablet says (an AI picture: it is made once the network is back). */
  queuedText?: GuestTextKey;
}) {
  const { preview, processed, watching, label, queued = false, queuedText = 'offline.queued' } = props;
  const { t } = useGuest();
  const final = finalPicture(processed);
  const { box, load } = useMediaLoad(final?.ready.url ?? null);
  const serverWorking = processed?.status !== 'ready' && processed?.status !== 'failed';
  // A picture still waiting on the tablet (offline queue) is not late: the server has not got it yet.
  const timedOut = useTimedOut(watching && serverWorking && !queued, SHARE_PROCESSING_TIMEOUT_MS);
  const state = sharePictureState(processed, load, timedOut);
  // The final picture loads unseen behind the local one, and replaces it once it is there.
  const finalVisible = state === 'shown' || !preview;

  return (
    <div className={styles.picture} data-testid="share-picture" data-state={watching ? state : 'preview'}>
      <div className={styles.stack}>
        {preview && state !== 'shown' ? (
          <div className={styles.layer} data-testid="share-local-picture">
            <ShareMedia preview={preview} ready={null} display={null} label={label} />
          </div>
        ) : null}
        {watching && final && load !== 'failed' ? (
          <div ref={box} className={styles.layer} data-visible={finalVisible} aria-hidden={finalVisible ? undefined : true} data-testid="share-final-picture">
            <ShareMedia preview={null} ready={final.ready} display={final.display} label={label} />
          </div>
        ) : null}
      </div>
      {watching ? (
        <p className={styles.state} role="status" aria-live="polite" data-state={queued ? 'queued' : state} data-testid="share-state">
          <span className={styles.stateIcon} aria-hidden="true" />
          {t(queued ? queuedText : STATE_TEXTS[state])}
        </p>
      ) : null}
    </div>
  );
}
