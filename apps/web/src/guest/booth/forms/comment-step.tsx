import { validateComment, type GuestFeedback } from '@booth/shared';
import { useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { FieldError, useFocusFirstInvalid } from './field-error';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

/** The guest's comment (campaigns §3): at most `length` characters (default 100), required when mandatory. */
export function CommentStep(props: { onNext: (patch: GuestFeedback) => void }) {
  const { event, t } = useGuest();
  const comment = event.screens.sharing.comment;
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { root, refused } = useFocusFirstInvalid<HTMLDivElement>();

  const submit = () => {
    const found = validateComment(comment, value, t);
    setError(found);
    if (found) return refused();
    const text = value.trim();
    props.onNext(text ? { comment: text } : {});
  };

  return (
    <StepFrame
      title={t('comment.title')}
      onSubmit={submit}
      testId="feedback-comment"
      actions={
        <>
          <ContinueButton />
          {comment.mandatory ? null : (
            <BoothButton variant="secondary" testId="feedback-skip" onClick={() => props.onNext({})}>
              {t('form.skip')}
            </BoothButton>
          )}
        </>
      }
    >
      <div ref={root} className={`${styles.field} ${styles.fields}`}>
        <label className={styles.label} htmlFor={id}>
          {t('comment.label')}
        </label>
        <textarea
          id={id}
          className={styles.input}
          value={value}
          maxLength={comment.length}
          required={comment.mandatory}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(validateComment(comment, event.target.value, t));
          }}
        />
        <span id={`${id}-count`} className={styles.counter}>
          {t('comment.count', { count: value.length, max: comment.length })}
        </span>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </StepFrame>
  );
}
