import { useId, useState } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { ColourRow, PEN_COLOURS } from './colour-row';
import { TEXT_MAX_LENGTH } from './edit-layers';
import styles from './review-editor.module.css';

/** Type a line, pick its colour, add it: it lands in the middle of the picture, to drag into place. */
export function TextPanel(props: { onAdd: (text: string, color: string) => void }) {
  const { t } = useGuest();
  const id = useId();
  const [text, setText] = useState('');
  const [color, setColor] = useState<string>(PEN_COLOURS[0].value);
  const trimmed = text.trim();
  return (
    <form
      className={styles.textForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return;
        props.onAdd(trimmed, color);
        setText('');
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('review.text.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={text}
        maxLength={TEXT_MAX_LENGTH}
        placeholder={t('review.text.placeholder')}
        enterKeyHint="done"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <ColourRow label={t('review.text.color')} value={color} onChange={setColor} testId="review-text-colours" />
      <BoothButton type="submit" disabled={!trimmed} testId="review-text-add">
        {t('review.text.add')}
      </BoothButton>
    </form>
  );
}
