import { personalFieldMax, type DataCaptureField } from '@booth/shared';
import { useId } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { FieldError } from './field-error';
import styles from './forms.module.css';

const autoComplete: Record<DataCaptureField, string> = {
  salutation: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  job: 'organization-title',
  birthday: 'bday',
  phone: 'tel',
  email: 'email',
  street: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  instagramHandle: 'off',
};

const inputType: Partial<Record<DataCaptureField, string>> = { email: 'email', phone: 'tel', birthday: 'date' };

export interface PersonalFieldInputProps {
  field: DataCaptureField;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  required: boolean;
}

/** One contact field of a data capture or newsletter sign-up, typed so that phones offer the right keyboard. */
export function PersonalFieldInput({ field, value, onChange, error, required }: PersonalFieldInputProps) {
  const { t } = useGuest();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    value,
    required,
    className: styles.input,
    autoComplete: autoComplete[field],
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t(`field.${field}`)}
      </label>
      {field === 'salutation' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('survey.select')}</option>
          {(['salutation.mr', 'salutation.ms', 'salutation.diverse'] as const).map((key) => (
            <option key={key} value={t(key)}>
              {t(key)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={inputType[field] ?? 'text'}
          inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
          maxLength={personalFieldMax(field)}
          max={field === 'birthday' ? new Date().toISOString().slice(0, 10) : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
