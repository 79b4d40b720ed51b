import type { Device } from '@booth/shared';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoveDevice } from '@/features/devices/api/remove-device';
import { useApiErrorMessage } from '@/lib/api-error-message';

/**
 * DELETE /devices/{id}: the tablet's token stops working, so it must be paired again. A tablet that
 * still holds pictures gets the stronger warning with their number: they still upload (they carry their
 * guest session), but nobody can follow that queue here any more.
 */
export function RemoveDeviceDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const errorReason = useApiErrorMessage();
  const remove = useRemoveDevice();
  const waiting = device?.queue?.waiting ?? 0;
  const onConfirm = () => {
    if (!device) return;
    remove.mutate(device.id, {
      onSuccess: () => notifications.show({ message: t('remove.done', { name: device.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: t('remove.failed', { reason: errorReason(error) }) }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={device !== null}
      title={t('remove.title', { name: device?.name ?? '' })}
      confirmLabel={waiting > 0 ? t('remove.confirmAnyway') : t('remove.confirm')}
      onConfirm={onConfirm}
      onCancel={onClose}
      loading={remove.isPending}
      testId="device-remove-dialog"
    >
      {t('remove.text')}
      {waiting > 0 && (
        <Text span display="block" mt="sm" fw={700} c="red.9" data-testid="device-remove-waiting">
          {t('remove.waiting', { count: waiting })}
        </Text>
      )}
    </ConfirmDialog>
  );
}
