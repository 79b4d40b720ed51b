import type { AiExecution } from '@booth/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A running execution: its progress and the seconds left from the estimate of the provider's recent
 * runs ("about 12 s left"), or that it waits in the queue. A progress bar that tells nothing of time is
 * what makes a guest (and an organiser) give up.
 */
export function ExecutionProgress({ execution, compact = false }: { execution: AiExecution; compact?: boolean }) {
  const { t } = useTranslation('ai-studio');
  const percent = Math.round(execution.progress * 100);
  const left = execution.secondsLeft;
  const status =
    execution.status === 'queued' ? t('progress.queued') : left !== null ? t('progress.secondsLeft', { count: Math.max(1, Math.ceil(left)) }) : t('progress.running');
  return (
    <Stack gap={4} w="100%" data-testid="execution-progress" data-status={execution.status}>
      <Progress value={percent} size={compact ? 'sm' : 'lg'} animated aria-label={t('progress.label')} />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="execution-seconds-left">
          {status}
        </Text>
        {!compact && (
          <Text size="xs" c="dimmed">
            {percent} %
          </Text>
        )}
      </Group>
    </Stack>
  );
}
