import '@/features/admin/admin-i18n';
import { Button } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useStartSupport } from '@/features/admin/support/use-start-support';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { notifications } from '@mantine/notifications';

/** "Start support mode": asked once (it is recorded where the customer sees it), then the customer's dashboard. */
export function StartSupportButton({ customer }: { customer: { id: string; email: string } }) {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const [asking, setAsking] = useState(false);
  const start = useStartSupport();
  return (
    <>
      <Button leftSection={<IconLifebuoy size={16} />} onClick={() => setAsking(true)} data-testid="support-start">
        {t('support.start')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('support.confirmTitle')}
        confirmLabel={t('support.confirm')}
        danger={false}
        loading={start.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          start.mutate(customer.id, {
            onError: (error) => {
              setAsking(false);
              notifications.show({ color: 'red', message: t('support.failed', { reason: errorMessage(error) }) });
            },
          })
        }
        testId="support-confirm"
      >
        {t('support.confirmText', { email: customer.email })}
      </ConfirmDialog>
    </>
  );
}
