import type { AiFilterMessageKey } from '@booth/shared';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';

/**
 * Why a call failed, in the interface language. A refused delete (409) is the exception: the server's
 * own message names the campaigns that still use the filter, which no fixed text can.
 */
export function failureDetail(t: TFunction<'common'>, error: unknown, { serverMessage = false } = {}): string {
  if (serverMessage && isApiError(error) && error.code === 'CONFLICT' && error.message) return error.message;
  return apiErrorMessage(t, error);
}

/** A toast with the platform §8 message of the failed call as its title and the reason (or `detail`) below. */
export function useAiFailureToast() {
  const { t } = useTranslation('ai-studio');
  const { t: tc } = useTranslation();
  return useCallback(
    (key: AiFilterMessageKey, error: unknown, options: { serverMessage?: boolean; detail?: string } = {}) =>
      notifications.show({ color: 'red', title: t(`failures.${key}`), message: options.detail ?? failureDetail(tc, error, options) }),
    [t, tc],
  );
}

/** The same in place, for a list that could not be loaded. */
export function AiFailureAlert({ messageKey, error, testId }: { messageKey: AiFilterMessageKey; error: unknown; testId?: string }) {
  const { t } = useTranslation('ai-studio');
  const { t: tc } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t(`failures.${messageKey}`)} role="alert" data-testid={testId}>
      {failureDetail(tc, error)}
    </Alert>
  );
}
