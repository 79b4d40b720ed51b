import { surveyAnswer, validateTextQuestion, type GuestFeedback, type TextQuestionItem } from '@booth/shared';
import { useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { FieldError, useFocusFirstInvalid } from './field-error';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

const inputTypes = { text: 'text', number: 'text', email: 'email', date: 'date' } as const;

/** A free-text survey question (campaigns §3), its input typed by `contentType`. */
export function TextQuestionStep(props: { item: TextQuestionItem; onNext: (patch: GuestFeedback) => void }) {
  const { item } = props;
  const { t } = useGuest();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { root, refused } = useFocusFirstInvalid<HTMLDivElement>();

  const submit = () => {
    const found = validateTextQuestion(item, value, t);
    setError(found);
    if (found) return refused();
    props.onNext(value.trim() ? { survey: [surveyAnswer(item, [value])] } : {});
  };

  return (
    <StepFrame
      title={t('survey.title')}
      onSubmit={submit}
      testId="feedback-survey"
      actions={
        <ContinueButton />
      }
    >
      <div ref={root} className={`${styles.field} ${styles.fields}`}>
        <label className={styles.label} htmlFor={id}>
          {item.question}
        </label>
        <input
          id={id}
          className={styles.input}
          // Numbers as text with a decimal keyboard: type=number drops "12,5" typed with a German comma.
          type={inputTypes[item.contentType]}
          inputMode={item.contentType === 'number' ? 'decimal' : item.contentType === 'email' ? 'email' : undefined}
          maxLength={1_000}
          value={value}
          required={item.mandatory}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(validateTextQuestion(item, event.target.value, t));
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </StepFrame>
  );
}
