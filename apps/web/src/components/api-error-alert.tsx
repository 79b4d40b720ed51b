import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';

/** A failed request explained in the interface language. */
export function ApiErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid={testId}>
      {apiErrorMessage(t, error)}
    </Alert>
  );
}
