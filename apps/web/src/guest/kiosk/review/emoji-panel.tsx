import { useGuest } from '@/guest/shared/guest-context';
import styles from './review-editor.module.css';

/** Party emoji every tablet's system font draws. */
export const REVIEW_EMOJI = ['😀', '😂', '😍', '🥳', '😎', '🤩', '😘', '🤪', '👍', '🙌', '❤️', '🎉', '✨', '🔥', '🌟', '💯', '🎈', '🎂', '🍾', '🥂', '👑', '🌈', '💐', '🦄'] as const;

/** A tap places the emoji in the middle of the picture, selected, to drag and pinch into place. */
export function EmojiPanel(props: { onPick: (emoji: string) => void }) {
  const { t } = useGuest();
  return (
    <div className={styles.grid} role="group" aria-label={t('review.tool.emoji')} data-testid="review-emoji">
      {REVIEW_EMOJI.map((emoji) => (
        <button key={emoji} type="button" className={styles.emoji} onClick={() => props.onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}
