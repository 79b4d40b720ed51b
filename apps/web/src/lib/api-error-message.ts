import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type ApiErrorCode, isApiError } from '@/lib/api-error';

/** One translated sentence per error code; anything that is not an ApiError counts as INTERNAL. */
export function apiErrorMessage(t: TFunction<'common'>, error: unknown): string {
  const code: ApiErrorCode = isApiError(error) ? error.code : 'INTERNAL';
  return t(`apiErrors.${code}`);
}

/** apiErrorMessage in the current interface language, for toasts ("… Fehler: {{reason}}"). */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorMessage(t, error), [t]);
}
