import '@/features/printing/printing-i18n';
import { type Device, assessPrinter } from '@booth/shared';
import { Card, Stack, Text } from '@mantine/core';
import { IconPrinter, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALERT_TEXT, Detail, Fact, type Tone } from '@/features/devices/components/device-facts';
import { formatRelativeTime } from '@/features/devices/relative-time';
import { PrinterHealthLine } from '@/features/printing/components/printer-health';
import { useLocale } from '@/lib/locale';

/**
 * The prints a device has not finished: for a print server the jobs it serves, for a kiosk the ones it
 * asked for. A failed one is trouble (someone should reprint it), one on hold a warning.
 */
export function PrintQueueFact({ queue }: { queue: Device['printQueue'] }) {
  const { t } = useTranslation('devices');
  const open = queue.queued + queue.printing + queue.held;
  const tone: Tone = queue.failed > 0 ? 'bad' : queue.held > 0 ? 'warn' : open > 0 ? 'ok' : 'idle';
  return (
    <Fact icon={<IconStack2 size={18} />} title={t('printQueue.title')} tone={tone} main={open > 0 ? t('printQueue.open', { count: open }) : t('printQueue.empty')} testId="device-print-queue">
      {queue.queued > 0 && <Detail>{t('printQueue.queued', { count: queue.queued })}</Detail>}
      {queue.printing > 0 && <Detail>{t('printQueue.printing', { count: queue.printing })}</Detail>}
      {queue.held > 0 && <Detail testId="device-print-queue-held">{t('printQueue.held', { count: queue.held })}</Detail>}
      {queue.failed > 0 && (
        <Detail colour={ALERT_TEXT} testId="device-print-queue-failed">
          {t('printQueue.failed', { count: queue.failed })}
        </Detail>
      )}
    </Fact>
  );
}

/** How many printers the print server reported, how many of them cannot print, and when it reported. */
export function PrintersFact({ device, now }: { device: Device; now: number }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  const printers = device.printers ?? [];
  const blocked = printers.filter((printer) => !assessPrinter(printer.health).canPrint).length;
  const warned = printers.some((printer) => assessPrinter(printer.health).warnings.length > 0);
  const tone: Tone = printers.length === 0 ? 'idle' : blocked > 0 ? 'bad' : warned ? 'warn' : 'ok';
  return (
    <Fact
      icon={<IconPrinter size={18} />}
      title={t('printers.title')}
      tone={tone}
      main={printers.length === 0 ? t('printers.none') : blocked > 0 ? t('printers.attention', { count: blocked }) : t('printers.count', { count: printers.length })}
      testId="device-printers"
    >
      {device.printersReportedAt && <Detail>{t('printers.reported', { when: formatRelativeTime(device.printersReportedAt, now, locale) })}</Detail>}
      {printers.length === 0 && <Detail>{t('printers.noneHint')}</Detail>}
    </Fact>
  );
}

/** Each reported printer: its name, its address and its health in words. */
export function PrinterList({ printers }: { printers: NonNullable<Device['printers']> }) {
  if (printers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="device-printer-list">
      {printers.map((printer) => (
        <Card key={printer.uri} withBorder radius="md" padding="sm" data-testid="device-printer" data-uri={printer.uri}>
          <Text size="sm" fw={600}>
            {printer.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {printer.uri}
          </Text>
          <PrinterHealthLine health={printer.health} testId="device-printer-health" />
        </Card>
      ))}
    </Stack>
  );
}
