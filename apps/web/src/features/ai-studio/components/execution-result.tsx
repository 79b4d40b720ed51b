import type { AiExecution } from '@booth/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreditBalance } from '@/features/ai-studio/api/get-credit-balance';
import { BeforeAfterSlider } from '@/features/ai-studio/components/before-after-slider';
import { ExecutionFailure } from '@/features/ai-studio/components/execution-failure';
import { ExecutionProgress } from '@/features/ai-studio/components/execution-progress';
import { PinLine } from '@/features/ai-studio/components/pin-line';
import { intlLocale } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

/** A test run as it goes: progress with seconds left, then before/after with the time and credits it took, or why it failed. */
export function ExecutionResult({ execution, filterName }: { execution: AiExecution; filterName: string }) {
  const { t } = useTranslation('ai-studio');
  const locale = useInterfaceLocale();
  // An account without credit metering records what a run costs but is not charged: say so beside the figure.
  const unmetered = useCreditBalance().data?.creditConsumption === false;
  if (execution.status === 'failed') return <ExecutionFailure execution={execution} />;
  if (execution.status !== 'succeeded' || !execution.resultUrl) return <ExecutionProgress execution={execution} />;
  const seconds = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format((execution.durationMs ?? 0) / 1000);
  return (
    <Stack gap="xs" data-testid="execution-result">
      <BeforeAfterSlider before={execution.sourceUrl} after={execution.resultUrl} alt={filterName} />
      <Group gap="lg">
        <Text size="sm" data-testid="execution-duration">
          {t('result.duration', { seconds })}
        </Text>
        <Text size="sm" data-testid="execution-credits">
          {t('result.credits', { count: execution.credits })}
          {unmetered && execution.credits > 0 ? ` (${t('result.notCharged')})` : ''}
        </Text>
      </Group>
      {execution.pin && <PinLine pin={execution.pin} />}
    </Stack>
  );
}
