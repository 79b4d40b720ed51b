import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { isWrongPassword } from '@/features/account/account-errors';
import { useChangeAppPassword } from '@/features/account/api/change-app-password';
import { DialogActions } from '@/features/account/components/form-actions';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import { useFieldErrorMessage } from '@/lib/form-errors';

const appPasswordFormSchema = z.object({ currentPassword: z.string().min(1) }).and(newPasswordSchema);
type AppPasswordForm = z.infer<typeof appPasswordFormSchema>;
const EMPTY: AppPasswordForm = { currentPassword: '', password: '', confirm: '' };

/** Sets or replaces the app password: typed twice, confirmed with the account password. */
export function AppPasswordDialog({ opened, replacing, onClose }: { opened: boolean; replacing: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const change = useChangeAppPassword();
  const form = useForm<AppPasswordForm>({ resolver: zodResolver(appPasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    change.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ password, currentPassword }) =>
    change.mutate(
      { password, currentPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: replacing ? t('appPassword.replaced') : t('appPassword.set') });
          close();
        },
        onError: (error) => {
          if (isWrongPassword(error, 'currentPassword')) form.setError('currentPassword', { type: 'server', message: t('errors.wrongPassword') });
        },
      },
    ),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={replacing ? t('appPassword.replaceTitle') : t('appPassword.setTitle')}
      centered
      radius="lg"
      data-testid="app-password-dialog"
      closeButtonProps={{ 'aria-label': tc('confirm.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            testId="app-password-new"
            password={form.register('password')}
            confirm={form.register('confirm')}
            passwordError={fieldError(errors.password, 'password')}
            confirmError={fieldError(errors.confirm, 'text')}
          />
          <PasswordInput
            label={t('fields.accountPassword')}
            description={t('appPassword.confirmHint')}
            autoComplete="current-password"
            required
            data-testid="app-password-current"
            error={fieldError(errors.currentPassword, 'text')}
            {...form.register('currentPassword')}
          />
          {change.isError && !isWrongPassword(change.error, 'currentPassword') && <ApiErrorAlert error={change.error} />}
          <DialogActions onCancel={close} submitLabel={t('appPassword.save')} loading={change.isPending} testId="app-password-save" />
        </Stack>
      </form>
    </Modal>
  );
}
