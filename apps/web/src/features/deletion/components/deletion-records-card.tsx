import '@/features/dashboard/dashboard-i18n';
import type { DeletionRecord, DeletionState } from '@booth/shared';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDeletions } from '@/features/deletion/api/get-deletions';
import { formatDateTime } from '@/features/events/format';
import { useLocale } from '@/lib/locale';

const stateColor: Record<DeletionState, string> = { pending: 'yellow', running: 'orange', done: 'red', cancelled: 'gray' };

function RecordLine({ record }: { record: DeletionRecord }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const date = (value: string) => formatDateTime(value, locale);
  const recipients = record.rule.recipients.length > 0 ? record.rule.recipients.join(', ') : t('deletion.owner');
  return (
    <Stack gap={2} data-testid="deletion-record" data-state={record.state}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {t('deletion.scheduledFor', { date: date(record.scheduledFor) })}
        </Text>
        <Badge size="sm" variant="light" color={stateColor[record.state]}>
          {t(`deletion.state.${record.state}`)}
        </Badge>
      </Group>
      {record.state === 'pending' && (
        <Text size="xs" c="dimmed">
          {record.warnedAt ? t('deletion.warned', { date: date(record.warnedAt) }) : t('deletion.warning', { hours: record.rule.hours, recipients })}
        </Text>
      )}
      {record.state === 'done' && record.executedAt && record.counts && (
        <Text size="xs" c="dimmed">
          {t('deletion.executed', { date: date(record.executedAt), ...record.counts })}
        </Text>
      )}
      {record.state === 'cancelled' && record.cancelledAt && (
        <Text size="xs" c="dimmed">
          {t('deletion.cancelled', { date: date(record.cancelledAt) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A campaign's scheduled deletions (campaigns §3 virtual settings `deletion`, §4): the pending one with
 * its warning, and the proof of those that ran. For the campaign page (placed by its owner).
 */
export function DeletionRecordsCard({ slug }: { slug: string }) {
  const { t } = useTranslation('dashboard');
  const query = useDeletions(slug);
  const records = query.data?.records ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="deletion-records">
      <Group gap="xs" mb="sm">
        <IconTrashX size={18} />
        <Title order={3} fz={16}>
          {t('deletion.title')}
        </Title>
      </Group>
      {query.isPending && <Skeleton height={40} radius="md" />}
      {query.isError && <ApiErrorAlert error={query.error} />}
      {query.data && records.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('deletion.empty')}
        </Text>
      )}
      <Stack gap="sm">
        {records.map((record) => (
          <RecordLine key={record.id} record={record} />
        ))}
      </Stack>
    </Card>
  );
}
