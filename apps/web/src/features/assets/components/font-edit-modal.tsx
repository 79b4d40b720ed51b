import { zodResolver } from '@hookform/resolvers/zod';
import { fontSchema } from '@booth/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FontItem } from '@/features/assets/api/font-item';
import { useUpdateFont } from '@/features/assets/api/update-font';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useApiErrorMessage } from '@/lib/api-error-message';

const formSchema = z.object({ name: fontSchema.shape.name, family: fontSchema.shape.family });
type FormValues = z.infer<typeof formSchema>;

function FontEditForm({ font, onClose }: { font: FontItem; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const errorReason = useApiErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateFont();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: font.name, family: font.family } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: font.id, changes: { name: values.name.trim(), family: values.family.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('fonts.saved') });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: t('fonts.saveFailed', { reason: errorReason(error) }) }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fonts.name')}
          description={t('fonts.nameDescription')}
          required
          data-autofocus
          error={fieldError(form.formState.errors.name, 'text')}
          data-testid="font-edit-name"
          {...form.register('name')}
        />
        <TextInput
          label={t('fonts.family')}
          required
          error={fieldError(form.formState.errors.family, 'text')}
          data-testid="font-edit-family"
          {...form.register('family')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('fonts.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="font-edit-save">
            {t('fonts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PUT /assets/fonts/{id}: rename a font or change its family. */
export function FontEditModal({ font, onClose }: { font: FontItem | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  return (
    <Modal opened={font !== null} onClose={onClose} title={t('fonts.editTitle')} centered radius="lg" data-testid="font-edit-modal">
      {font && <FontEditForm key={font.id} font={font} onClose={onClose} />}
    </Modal>
  );
}
