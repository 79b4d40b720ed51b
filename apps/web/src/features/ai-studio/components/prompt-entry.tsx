import type { AiPromptEntry } from '@booth/shared';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/devices/relative-time';
import { intlLocale } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

function dateTime(at: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** The last executions of a prompt: when, how it went, how long it took and what it cost. */
function Executions({ entry }: { entry: AiPromptEntry }) {
  const { t } = useTranslation('ai-studio');
  const locale = intlLocale(useInterfaceLocale());
  const seconds = (ms: number | null) => (ms === null ? '—' : t('result.duration', { seconds: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000) }));
  if (entry.executions.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('history.noExecutions')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing={4} fz="xs" data-testid="prompt-executions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.purpose')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
            <Table.Th>{t('history.time')}</Table.Th>
            <Table.Th ta="right">{t('history.credits')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.executions.map((execution) => (
            <Table.Tr key={execution.id} data-testid="prompt-execution">
              <Table.Td>{dateTime(execution.at, locale)}</Table.Td>
              <Table.Td>{t(`purposes.${execution.purpose}`)}</Table.Td>
              <Table.Td>{t(`statuses.${execution.status}` as 'statuses.succeeded', { defaultValue: execution.status })}</Table.Td>
              <Table.Td>{seconds(execution.durationMs)}</Table.Td>
              <Table.Td ta="right">{execution.credits}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One prompt: its texts, whether it is the active one, and (in a filter's list) its executions and an action. */
export function PromptEntry({ entry, showFilter, withExecutions, action }: { entry: AiPromptEntry; showFilter?: ReactNode; withExecutions?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('ai-studio');
  const locale = useInterfaceLocale();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="prompt-entry" data-prompt-id={entry.id} data-active={entry.active || undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {showFilter}
            <Text size="xs" c="dimmed">
              {formatDay(entry.createdAt, locale)}
            </Text>
            {entry.active && (
              <Badge size="sm" color="teal" data-testid="prompt-active">
                {t('history.active')}
              </Badge>
            )}
          </Group>
          {action}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="prompt-positive-text">
          <Text span fw={600}>
            {t('history.positive')}:{' '}
          </Text>
          {entry.positivePrompt || '—'}
        </Text>
        {entry.negativePrompt && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600}>
              {t('history.negative')}:{' '}
            </Text>
            {entry.negativePrompt}
          </Text>
        )}
        {withExecutions && <Executions entry={entry} />}
      </Stack>
    </Paper>
  );
}
