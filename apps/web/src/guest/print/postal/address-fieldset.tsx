import type { GuestTextKey } from '@booth/shared';
import { useId } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { countryOptions } from './country-names';
import { ADDRESS_FIELDS, FIELD_MAX, type AddressDraft, type AddressField, type AddressProblems } from './postal-validation';
import shareStyles from '@/guest/booth/share/share-screen.module.css';
import styles from '../print.module.css';

const LABELS: Record<AddressField, GuestTextKey> = {
  firstName: 'postal.firstName',
  lastName: 'postal.lastName',
  addressLine1: 'postal.addressLine1',
  addressLine2: 'postal.addressLine2',
  city: 'postal.city',
  zip: 'postal.zip',
  state: 'postal.state',
  country: 'postal.country',
};
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  state: 'address-level1',
  country: 'country',
};
const WIDE: ReadonlySet<AddressField> = new Set(['addressLine1', 'addressLine2', 'country']);

/** One address of a postal print (recipient or sender, campaigns §3 Print job), each field with its own error. */
export function AddressFieldset(props: { legend: string; part: 'recipient' | 'sender'; value: AddressDraft; problems: AddressProblems; onChange: (next: AddressDraft) => void }) {
  const { t, locale } = useGuest();
  const id = useId();
  const { value, problems, part } = props;
  // The state is asked only where an address needs one (the United States).
  const fields = ADDRESS_FIELDS.filter((field) => field !== 'state' || value.country === 'US');
  return (
    <fieldset className={styles.fieldset} data-testid={`postal-${part}`}>
      <legend>{props.legend}</legend>
      {fields.map((field) => {
        const problem = problems[field];
        const inputId = `${id}-${field}`;
        const common = {
          id: inputId,
          className: shareStyles.input,
          'aria-invalid': problem ? ('true' as const) : ('false' as const),
          'aria-describedby': problem ? `${inputId}-error` : undefined,
          'data-testid': `postal-${part}-${field}`,
          autoComplete: part === 'recipient' ? `section-recipient ${AUTOCOMPLETE[field]}` : `section-sender ${AUTOCOMPLETE[field]}`,
        };
        return (
          <div key={field} className={`${styles.field} ${WIDE.has(field) ? styles.wide : ''}`}>
            <label className={shareStyles.label} htmlFor={inputId}>
              {t(LABELS[field])}
            </label>
            {field === 'country' ? (
              <select {...common} value={value.country} onChange={(changeEvent) => props.onChange({ ...value, country: changeEvent.target.value })}>
                {countryOptions(locale).map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} maxLength={FIELD_MAX[field]} value={value[field]} onChange={(changeEvent) => props.onChange({ ...value, [field]: changeEvent.target.value })} />
            )}
            {problem ? (
              <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
                {t(problem.key, problem.vars)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
