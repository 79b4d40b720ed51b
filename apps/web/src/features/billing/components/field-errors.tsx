import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorMessage } from '@/lib/form-errors';

/** The fields of the billing and card forms whose broken rule deserves its own words. */
export type BillingField =
  | 'licenses'
  | 'country'
  | 'vatId'
  | 'companyName'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'promoCode'
  | 'card.number'
  | 'card.name'
  | 'card.expiry'
  | 'card.cvc';

const SPECIFIC = {
  licenses: 'validation.licenses',
  country: 'validation.country',
  vatId: 'validation.vatId',
  promoCode: 'validation.promoCode',
  'card.number': 'validation.cardNumber',
  'card.expiry': 'validation.expiry',
  'card.cvc': 'validation.cvc',
} as const satisfies Partial<Record<BillingField, string>>;

function hasSpecific(field: BillingField): field is keyof typeof SPECIFIC {
  return field in SPECIFIC;
}

/**
 * A field's error in the interface language: the server's (already translated) verdict, a sentence
 * of its own for the fields with a format (card number, expiry, CVC, VAT id, country), and the app's
 * general wording (required, too long) for the rest.
 */
export function useBillingFieldError() {
  const { t } = useTranslation('billing');
  const general = useFieldErrorMessage();
  return useCallback(
    (error: FieldError | undefined, field: BillingField): string | undefined => {
      if (!error) return undefined;
      if (error.type === 'server') return error.message;
      const empty = error.type === 'too_small' && field !== 'licenses';
      if (hasSpecific(field) && !empty) return t(SPECIFIC[field]);
      return general(error, 'text');
    },
    [t, general],
  );
}
