import '@/features/printing/printing-i18n';
import { type PrinterHealth, assessPrinter } from '@booth/shared';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, useNow } from '@/features/devices/relative-time';
import { useLocale } from '@/lib/locale';

/**
 * A printer as its sender last read it (RFC 8011 state and reasons, judged by `assessPrinter`): whether
 * it can print, each problem and warning in words, and how long ago it was checked.
 */
export function PrinterHealthLine({ health, testId }: { health: PrinterHealth; testId?: string }) {
  const { t } = useTranslation('printing');
  const locale = useLocale();
  const now = useNow(15_000);
  const { canPrint, problems, warnings } = assessPrinter(health);
  return (
    <Group gap={6} wrap="wrap" data-testid={testId} data-can-print={canPrint}>
      <Badge size="sm" variant="light" color={canPrint ? 'teal' : 'red'}>
        {canPrint ? t('printer.canPrint') : t('printer.cannotPrint')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(`printer.state.${health.state}`)}
      </Text>
      {problems.map((problem) => (
        <Badge key={problem} size="sm" color="red" variant="outline" data-testid="printer-problem">
          {t(`printer.problem.${problem}`)}
        </Badge>
      ))}
      {warnings.map((warning) => (
        <Badge key={warning} size="sm" color="orange" variant="outline" data-testid="printer-warning">
          {t(`printer.warning.${warning}`)}
        </Badge>
      ))}
      <Text size="xs" c="dimmed">
        {t('printer.checked', { time: formatRelativeTime(health.checkedAt, now, locale) })}
      </Text>
    </Group>
  );
}
