import type { RecalculationRun } from '@booth/shared';
import { Alert, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { formatDateTime } from '@/features/events/format';
import { useLocale } from '@/lib/locale';

/** Where a recalculation stands: processing (with how many customers so far), failed, or what it changed. */
export function RecalculationStatus({ run, processing, error }: { run: RecalculationRun | null; processing: boolean; error: unknown }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (error) return <ApiErrorAlert error={error} testId="recalculation-error" />;
  if (processing) {
    return (
      <Group gap="sm" data-testid="recalculation-processing">
        <Loader size="sm" />
        <Text size="sm">{t('recalculation.processing', { count: run?.processed ?? 0 })}</Text>
      </Group>
    );
  }
  if (!run) return null;
  if (run.status === 'failed') {
    return (
      <Alert color="red" variant="light" data-testid="recalculation-failed">
        {t('recalculation.failed')}
      </Alert>
    );
  }
  const result = run.result;
  const changes = result ? result.planChanges.length + result.creditCorrections.length : 0;
  return (
    <Stack gap={6} data-testid="recalculation-result">
      <Text size="sm" fw={600}>
        {t('recalculation.done', { count: result?.customers ?? run.processed, time: formatDateTime(run.finishedAt ?? run.createdAt, locale) })}
      </Text>
      {changes === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recalculation.noChanges')}
        </Text>
      ) : (
        <List size="sm" spacing={4} data-testid="recalculation-changes">
          {result?.planChanges.map((change) => (
            <List.Item key={`${change.customerId}-${change.product}`}>
              {t('recalculation.planChange', { email: change.email, product: t(`products.${change.product}`), before: change.before ?? '—', after: change.after })}
            </List.Item>
          ))}
          {result?.creditCorrections.map((correction) => (
            <List.Item key={`${correction.customerId}-credits`}>
              {t('recalculation.creditCorrection', { email: correction.email, before: correction.before, after: correction.after })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
