import '@/features/printing/printing-i18n';
import type { PrintJob } from '@booth/shared';
import { Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PostalAddressText } from '@/features/printing/components/postal-address-text';
import { PrintJobActions } from '@/features/printing/components/print-job-actions';
import { PrintJobStateBadge } from '@/features/printing/components/print-job-state-badge';
import { PrinterHealthLine } from '@/features/printing/components/printer-health';

const THUMB = 72;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Stack>
  );
}

/** One print: the picture, its state and how it travels, the printer's last health, and what to do with it. */
export function PrintJobRow({ eventId, job, formatTime }: { eventId: string; job: PrintJob; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('printing');
  const postal = job.method === 'postal';
  return (
    <Card withBorder radius="md" padding="md" data-testid="print-job" data-job-id={job.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {job.shoot.thumbnailUrl ? (
          <Image src={job.shoot.thumbnailUrl} alt={t('row.picture', { slug: job.shoot.slug })} w={THUMB} h={THUMB} radius="sm" fit="cover" />
        ) : (
          <Box w={THUMB} h={THUMB} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 4, flex: 'none' }} aria-label={t('row.noPicture')}>
            <IconPhotoOff size={22} color="var(--mantine-color-gray-5)" />
          </Box>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Group gap="xs">
              <PrintJobStateBadge state={job.state} />
              <Text size="sm" fw={600}>
                {t('row.copies', { count: job.copies })}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`method.${job.method}`)} · {t(job.automatic ? 'row.automatic' : 'row.requested')}
              </Text>
            </Group>
            <PrintJobActions eventId={eventId} job={job} />
          </Group>
          {job.state === 'held' && job.holdReason && (
            <Text size="sm" c="orange.9" data-testid="print-job-hold">
              {t(`hold.${job.holdReason}`)}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
            {!postal && (
              <Fact label={t('row.printer')} testId="print-job-printer">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {job.printerAddress ?? t('row.noPrinter')}
                </Text>
                {job.printer && <PrinterHealthLine health={job.printer} />}
                {job.ippJobId !== null && (
                  <Text size="xs" c="dimmed">
                    {t('row.ippJob', { id: job.ippJobId })}
                  </Text>
                )}
              </Fact>
            )}
            {(job.deviceName || job.printServerName) && (
              <Fact label={job.deviceName ? t('row.booth') : t('row.printServer')} testId="print-job-device">
                {job.deviceName ?? job.printServerName}
                {job.deviceName && job.printServerName && (
                  <Text size="xs" c="dimmed">
                    {t('row.printServer')}: {job.printServerName}
                  </Text>
                )}
              </Fact>
            )}
            {job.recipient && <PostalAddressText label={t('row.recipient')} address={job.recipient} testId="print-job-recipient" />}
            {job.sender && <PostalAddressText label={t('row.sender')} address={job.sender} testId="print-job-sender" />}
            <Fact label={t('row.attempts', { count: job.attempts })} testId="print-job-times">
              <Text size="xs">{t('row.created', { time: formatTime(job.createdAt) })}</Text>
              {job.printedAt && <Text size="xs">{t('row.printed', { time: formatTime(job.printedAt) })}</Text>}
              {job.paymentSession && <Text size="xs">{t('row.paid')}</Text>}
              {job.reprintOf && <Text size="xs">{t('row.reprint')}</Text>}
            </Fact>
          </SimpleGrid>
          {job.lastError && (
            <Text size="sm" c="red.9" data-testid="print-job-error">
              {t('row.lastError')}: {job.lastError}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
