import { useGuest } from '@/guest/shared/guest-context';
import styles from './review-editor.module.css';

/** Steps for the selected emoji, sticker or text, for those who do not pinch (and for keyboards). */
export const SCALE_STEP = 1.25;

export function ItemActions(props: { onScale: (factor: number) => void; onRemove: () => void; onDone: () => void }) {
  const { t } = useGuest();
  return (
    <div className={styles.itemActions} data-testid="review-item-actions">
      <button type="button" className={styles.tool} onClick={() => props.onScale(1 / SCALE_STEP)}>
        {t('review.item.smaller')}
      </button>
      <button type="button" className={styles.tool} onClick={() => props.onScale(SCALE_STEP)}>
        {t('review.item.bigger')}
      </button>
      <button type="button" className={styles.tool} onClick={props.onRemove}>
        {t('review.item.remove')}
      </button>
      <button type="button" className={styles.tool} onClick={props.onDone}>
        {t('review.item.done')}
      </button>
    </div>
  );
}
