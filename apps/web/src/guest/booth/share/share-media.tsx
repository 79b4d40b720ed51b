import type { ShootStatusDto } from '@booth/shared';
import { isVideo } from './share-file';
import styles from './share-screen.module.css';

/** The preview is at most 480 CSS px wide (share-screen.module.css), the page's width less its padding below that. */
const PREVIEW_SIZES = '(max-width: 520px) calc(100vw - 40px), 480px';

export interface ShareMediaProps {
  /** What the browser composed, already in memory: shown first, it costs no download. */
  preview: { url: string; mimetype: string } | null;
  /** The processed full file (download and share sheet). */
  ready: { url: string; mimetype: string } | null;
  /** Display copies sized for the screen, once processed (issue 9). */
  display: ShootStatusDto['display'];
  label: string;
}

/**
 * The picture on the share screen: the local preview, else the server's version sized for the screen
 * (a WebP display copy from its srcset; for a video its poster copy), never the full file for a still.
 */
export function ShareMedia({ preview, ready, display, label }: ShareMediaProps) {
  if (preview) {
    return isVideo(preview.mimetype) ? (
      <video className={styles.preview} src={preview.url} autoPlay muted loop playsInline aria-label={label} data-testid="share-preview" />
    ) : (
      <img className={styles.preview} src={preview.url} alt={label} data-testid="share-preview" />
    );
  }
  if (ready && isVideo(ready.mimetype)) {
    return <video className={styles.preview} src={ready.url} poster={display?.src} autoPlay muted loop playsInline aria-label={label} data-testid="share-preview" />;
  }
  if (display) {
    return (
      <img
        className={styles.preview}
        src={display.src}
        srcSet={display.srcset}
        sizes={PREVIEW_SIZES}
        width={display.width}
        height={display.height}
        alt={label}
        data-testid="share-preview"
      />
    );
  }
  return ready ? <img className={styles.preview} src={ready.url} alt={label} data-testid="share-preview" /> : null;
}
