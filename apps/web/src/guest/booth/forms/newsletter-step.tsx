import {
  personalFromValues,
  settingText,
  surveyAnswer,
  validateNewsletter,
  type FieldErrors,
  type GuestFeedback,
  type NewsletterDecision,
  type NewsletterField,
  type NewsletterItem,
} from '@booth/shared';
import { useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { FieldError, useFocusFirstInvalid } from './field-error';
import { PersonalFieldInput } from './personal-field-input';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

/**
 * A newsletter sign-up (campaigns §3): accept or decline; accepting asks for the selected contact
 * fields, which are stored with the guest's personal data (the export's contact columns).
 */
export function NewsletterStep(props: { item: NewsletterItem; onNext: (patch: GuestFeedback) => void }) {
  const { item } = props;
  const { t } = useGuest();
  const id = useId();
  const [decision, setDecision] = useState<NewsletterDecision>(null);
  const [values, setValues] = useState<Partial<Record<NewsletterField, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { root, refused } = useFocusFirstInvalid<HTMLFieldSetElement>();
  // Left at the stored English defaults the labels speak the guest's language.
  const labels = { accept: settingText(item.accept, 'submit.yes', t), decline: settingText(item.decline, 'submit.no', t) };

  const update = (nextDecision: NewsletterDecision, nextValues: Partial<Record<NewsletterField, string>>) => {
    setDecision(nextDecision);
    setValues(nextValues);
    if (submitted) setErrors(validateNewsletter(item, nextDecision, nextValues, t));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateNewsletter(item, decision, values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return refused();
    if (decision === null) return props.onNext({});
    const answer = { survey: [surveyAnswer(item, [labels[decision]])] };
    props.onNext(decision === 'accept' ? { ...answer, personal: personalFromValues(item.fields, values) } : answer);
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
      <fieldset ref={root} className={styles.fields}>
        <legend className={styles.hint}>{item.question}</legend>
        <div className={styles.choices}>
          {(['accept', 'decline'] as const).map((choice, index) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name={id}
                checked={decision === choice}
                aria-invalid={index === 0 && errors.decision ? 'true' : 'false'}
                onChange={() => update(choice, values)}
              />
              <span>{labels[choice]}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-decision`} message={errors.decision} />
        {decision === 'accept'
          ? item.fields.map((field) => (
              <PersonalFieldInput
                key={field}
                field={field}
                value={values[field] ?? ''}
                onChange={(value) => update(decision, { ...values, [field]: value })}
                error={errors[field]}
                required
              />
            ))
          : null}
      </fieldset>
    </StepFrame>
  );
}
