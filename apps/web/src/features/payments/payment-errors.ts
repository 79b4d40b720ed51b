import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';
import { isApiError } from '@/lib/api-error';

/** The payment codes get this feature's own sentences; every other failure the app's usual one. */
const PAYMENT_CODES = ['PAYMENT_DECLINED', 'PAYMENT_PROVIDER_ERROR', 'NOT_FOUND', 'CONFLICT'] as const;
type PaymentCode = (typeof PAYMENT_CODES)[number];

const isPaymentCode = (code: string): code is PaymentCode => (PAYMENT_CODES as readonly string[]).includes(code);

/** A failed payments call in one translated sentence, for "… Fehler: {{reason}}" toasts and alerts. */
export function usePaymentErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  return useCallback(
    (error: unknown) => (isApiError(error) && isPaymentCode(error.code) ? t(`errors.${error.code}`) : apiErrorMessage(tCommon, error)),
    [t, tCommon],
  );
}
