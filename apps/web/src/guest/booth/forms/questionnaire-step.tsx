import { surveyAnswer, toggleChoice, validateQuestionnaire, type GuestFeedback, type QuestionnaireItem } from '@booth/shared';
import { useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { FieldError, useFocusFirstInvalid } from './field-error';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

/**
 * A multiple-choice survey question (campaigns §3) as checkboxes, radio buttons or a dropdown. With
 * checkboxes, the unchosen answers are disabled once `maxAnswers` are chosen.
 */
export function QuestionnaireStep(props: { item: QuestionnaireItem; onNext: (patch: GuestFeedback) => void }) {
  const { item } = props;
  const { t } = useGuest();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { root, refused } = useFocusFirstInvalid<HTMLFieldSetElement>();
  const single = item.maxAnswers <= 1 || item.render === 'radio';
  const limit = single ? 1 : item.maxAnswers;
  const invalid = error ? ('true' as const) : ('false' as const);
  const describedBy = error ? `${id}-error` : undefined;

  const choose = (next: string[]) => {
    setChosen(next);
    if (error) setError(validateQuestionnaire(item, next, t));
  };

  const submit = () => {
    const found = validateQuestionnaire(item, chosen, t);
    setError(found);
    if (found) return refused();
    props.onNext(chosen.length > 0 ? { survey: [surveyAnswer(item, chosen)] } : {});
  };

  return (
    <StepFrame
      title={item.question || t('survey.title')}
      body={item.explanation}
      popups={item.popups}
      onSubmit={submit}
      testId="feedback-survey"
      actions={
        <ContinueButton />
      }
    >
      <fieldset ref={root} className={styles.fields} aria-describedby={describedBy}>
        <legend className={styles.hint}>{limit > 1 ? t('survey.chooseUpTo', { count: limit }) : item.question}</legend>
        {item.render === 'dropdown' ? (
          <select
            className={styles.input}
            aria-label={item.question}
            multiple={limit > 1}
            value={limit > 1 ? chosen : (chosen[0] ?? '')}
            aria-invalid={invalid}
            onChange={(event) => {
              const selected = Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean);
              // A native multi-select cannot cap itself: a selection past the limit is refused.
              if (selected.length <= limit) choose(selected);
            }}
          >
            {limit > 1 ? null : <option value="">{t('survey.select')}</option>}
            {item.answers.map((answer) => (
              <option key={answer} value={answer}>
                {answer}
              </option>
            ))}
          </select>
        ) : (
          <div className={styles.choices}>
            {item.answers.map((answer, index) => (
              <label key={answer} className={styles.choice}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={id}
                  value={answer}
                  checked={chosen.includes(answer)}
                  disabled={!single && !chosen.includes(answer) && chosen.length >= limit}
                  aria-invalid={index === 0 ? invalid : undefined}
                  onChange={() => choose(single ? [answer] : toggleChoice(chosen, answer, limit))}
                />
                <span>{answer}</span>
              </label>
            ))}
          </div>
        )}
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
      {item.footer.trim() ? <p className={styles.footer}>{item.footer}</p> : null}
    </StepFrame>
  );
}
