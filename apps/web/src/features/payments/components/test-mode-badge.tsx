import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Every screen the sandbox (or a Stripe test key) touches says so: no real money moves here. */
export function TestModeBadge({ testId = 'payments-test-mode' }: { testId?: string }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color="yellow" variant="filled" c="dark" size="lg" radius="sm" tt="none" data-testid={testId}>
      {t('testMode')}
    </Badge>
  );
}
