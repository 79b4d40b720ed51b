import { validateComment } from '@booth/shared';
import { useId, useState } from 'react';
import { FieldError } from '@/guest/booth/forms/field-error';
import { StepFrame } from '@/guest/booth/forms/step-frame';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import formStyles from '@/guest/booth/forms/forms.module.css';
import styles from './guestbook.module.css';

/**
 * The guestbook (booth capture settings `enableGuestbook`): a short message for the hosts, stored with
 * the picture as its comment (campaigns §3 user feedback), so the organiser's picture table, its
 * exports and the gallery can show it. As long as a comment may be (sharing `comment.length`, 100).
 */
export function GuestbookStep(props: { onDone: (message: string | null) => void }) {
  const { event, t } = useGuest();
  const limits = { length: event.screens.sharing.comment.length, mandatory: false };
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const found = validateComment(limits, value, t);
    setError(found);
    if (!found) props.onDone(value.trim() || null);
  };

  return (
    <div className={styles.screen}>
      <StepFrame
        title={t('kiosk.guestbook.title')}
        onSubmit={submit}
        testId="kiosk-guestbook"
        actions={
          <>
            <BoothButton type="submit" testId="guestbook-continue">
              {t('kiosk.guestbook.continue')}
            </BoothButton>
            <BoothButton variant="secondary" testId="guestbook-skip" onClick={() => props.onDone(null)}>
              {t('kiosk.guestbook.skip')}
            </BoothButton>
          </>
        }
      >
        <div className={`${formStyles.field} ${formStyles.fields}`}>
          <label className={formStyles.label} htmlFor={id}>
            {t('kiosk.guestbook.label')}
          </label>
          <textarea
            id={id}
            className={`${formStyles.input} ${styles.message}`}
            value={value}
            maxLength={limits.length}
            placeholder={t('kiosk.guestbook.placeholder')}
            inputMode="text"
            enterKeyHint="done"
            autoFocus
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            data-testid="guestbook-message"
            onChange={(changeEvent) => setValue(changeEvent.target.value)}
          />
          <span id={`${id}-count`} className={formStyles.counter}>
            {t('comment.count', { count: value.length, max: limits.length })}
          </span>
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </StepFrame>
    </div>
  );
}
