import { personalFromValues, validateDataCapture, type DataCaptureField, type FieldErrors, type GuestFeedback } from '@booth/shared';
import { useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useFocusFirstInvalid } from './field-error';
import { PersonalFieldInput } from './personal-field-input';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

/**
 * Data capture (campaigns §3): the organiser's fields. Mandatory: every field must be filled, and the
 * guest cannot go on until it is ("This field cannot be empty" under each empty one). Optional: the
 * guest may skip, but what they type must be valid.
 */
export function DataCaptureStep(props: { onNext: (patch: GuestFeedback) => void }) {
  const { event, t } = useGuest();
  const capture = event.screens.sharing.dataCapture;
  const [values, setValues] = useState<Partial<Record<DataCaptureField, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { root, refused } = useFocusFirstInvalid<HTMLFieldSetElement>();

  const change = (field: DataCaptureField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the guest has been told what is missing, each message goes away as soon as it is fixed.
    if (submitted) setErrors(validateDataCapture(capture, next, t));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateDataCapture(capture, values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return refused();
    props.onNext({ personal: personalFromValues(capture.fields, values) });
  };

  return (
    <StepFrame
      title={t('dataCapture.title')}
      body={capture.body}
      popups={capture.popups}
      onSubmit={submit}
      testId="feedback-data-capture"
      actions={
        <>
          <ContinueButton />
          {capture.mandatory ? null : (
            <BoothButton variant="secondary" testId="feedback-skip" onClick={() => props.onNext({})}>
              {t('form.skip')}
            </BoothButton>
          )}
        </>
      }
    >
      <fieldset ref={root} className={styles.fields}>
        {capture.fields.map((field) => (
          <PersonalFieldInput
            key={field}
            field={field}
            value={values[field] ?? ''}
            onChange={(value) => change(field, value)}
            error={errors[field]}
            required={capture.mandatory}
          />
        ))}
      </fieldset>
    </StepFrame>
  );
}
