import type { ShootStatusDto } from '@booth/shared';

/**
 * The kiosk share screen's picture states (campaigns §2 review states, §4): the server is processing
 * the picture (edits, look, sliders, halo), processing takes longer than it should, the final picture
 * is downloading, it is shown ("success"), or processing failed and the local preview stays.
 */
export type SharePictureState = 'processing' | 'timeout' | 'loading' | 'shown' | 'failed';

/** Where the browser is with loading the server's final picture once the server has it. */
export type FinalLoad = 'pending' | 'loaded' | 'failed';

/** The server's picture as `ShareMedia` shows it: the full file, and the display copies sized for the screen. */
export interface FinalPicture {
  ready: { url: string; mimetype: string };
  display: ShootStatusDto['display'];
}

/** How long the server may process before the screen says it takes longer than usual. */
export const SHARE_PROCESSING_TIMEOUT_MS = 20_000;

/** The server's final picture, once the status call says it is ready with a file. */
export function finalPicture(processed: ShootStatusDto | null): FinalPicture | null {
  if (processed?.status !== 'ready' || !processed.src) return null;
  return { ready: { url: processed.src, mimetype: processed.mimetype ?? '' }, display: processed.display };
}

/** The state the status line says, from the status call's last answer, the final picture's load and the clock. */
export function sharePictureState(processed: ShootStatusDto | null, load: FinalLoad, timedOut: boolean): SharePictureState {
  if (processed?.status === 'failed' || load === 'failed') return 'failed';
  // "Ready" without a file to show cannot turn into a picture: the local one stays, as on a failure.
  if (processed?.status === 'ready') return !finalPicture(processed) ? 'failed' : load === 'loaded' ? 'shown' : 'loading';
  return timedOut ? 'timeout' : 'processing';
}
