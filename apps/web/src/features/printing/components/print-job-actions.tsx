import '@/features/printing/printing-i18n';
import type { PrintJob } from '@booth/shared';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type PrintJobAction, useChangePrintJob } from '@/features/printing/api/change-print-job';
import { isOpenPrintJob } from '@/features/printing/api/get-print-jobs';
import { useApiErrorMessage } from '@/lib/api-error-message';

/**
 * Cancel (asks first) while a job can still be stopped; print again once it is finished. A job still on
 * its way is not offered a reprint: it would print the same picture twice.
 */
export function PrintJobActions({ eventId, job }: { eventId: string; job: PrintJob }) {
  const { t } = useTranslation('printing');
  const errorMessage = useApiErrorMessage();
  const change = useChangePrintJob(eventId);
  const [confirming, setConfirming] = useState(false);
  const open = isOpenPrintJob(job);

  const run = (action: PrintJobAction) =>
    change.mutate(
      { jobId: job.id, action },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'teal', message: t(action === 'cancel' ? 'actions.cancelled' : 'actions.reprinted') });
        },
        onError: (error) => {
          setConfirming(false);
          const reason = errorMessage(error);
          notifications.show({ color: 'red', message: t(action === 'cancel' ? 'actions.cancelFailed' : 'actions.reprintFailed', { reason }) });
        },
      },
    );

  return (
    <Group gap="xs">
      {open ? (
        <Button size="xs" variant="default" color="red" leftSection={<IconX size={14} />} onClick={() => setConfirming(true)} data-testid="print-job-cancel">
          {t('actions.cancel')}
        </Button>
      ) : (
        <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} loading={change.isPending} onClick={() => run('reprint')} data-testid="print-job-reprint">
          {t('actions.reprint')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.cancelConfirm')}
        loading={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('cancel')}
        testId="print-job-cancel-dialog"
      >
        {t('actions.cancelText')}
      </ConfirmDialog>
    </Group>
  );
}
