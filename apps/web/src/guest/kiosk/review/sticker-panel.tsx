import type { GuestAsset } from '@booth/shared';
import { useGuest } from '@/guest/shared/guest-context';
import styles from './review-editor.module.css';

/** The campaign's stickers (Gold; 800×800 PNG): a tap places one in the middle of the picture. */
export function StickerPanel(props: { stickers: GuestAsset[]; onPick: (sticker: GuestAsset) => void }) {
  const { t } = useGuest();
  const label = t('review.tool.stickers');
  return (
    <div className={styles.grid} role="group" aria-label={label} data-testid="review-stickers">
      {props.stickers.map((sticker, index) => (
        <button key={sticker.id} type="button" className={styles.sticker} onClick={() => props.onPick(sticker)} aria-label={`${label} ${index + 1}`}>
          <img src={sticker.thumbSrc ?? sticker.src} alt="" draggable={false} />
        </button>
      ))}
    </div>
  );
}
