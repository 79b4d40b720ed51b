import { zodResolver } from '@hookform/resolvers/zod';
import { type Device, deviceNameSchema } from '@booth/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUpdateDevice } from '@/features/devices/api/update-device';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';

const renameSchema = z.object({ name: deviceNameSchema });
type RenameForm = z.infer<typeof renameSchema>;

/** PUT /devices/{id} {name}: what the organiser calls the tablet ("Entrance", "Bar"). */
export function RenameDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateDevice();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<RenameForm>({ resolver: zodResolver(renameSchema), values: { name: device?.name ?? '' } });
  const close = () => {
    setFormError(null);
    update.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ name }) => {
    if (!device) return;
    setFormError(null);
    update.mutate(
      { id: device.id, name },
      {
        onSuccess: (changed) => {
          notifications.show({ color: 'teal', message: t('rename.saved', { name: changed.name }) });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.some((field) => field.path === 'name')) applyServerFieldErrors(tc, error, ['name'], form.setError);
          else setFormError(error);
        },
      },
    );
  });
  return (
    <Modal
      opened={device !== null}
      onClose={close}
      title={t('rename.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="device-rename-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            description={t('fields.nameHint')}
            autoComplete="off"
            data-autofocus
            maxLength={60}
            error={fieldError(form.formState.errors.name, 'text')}
            data-testid="device-rename-name"
            {...form.register('name')}
          />
          {formError !== null && <ApiErrorAlert error={formError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="device-rename-submit">
              {t('rename.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
