import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordInput } from '@/components/password-input';
import { isWrongPassword } from '@/features/account/account-errors';
import { useChangePassword } from '@/features/account/api/change-password';
import { OwnerOnly } from '@/features/account/components/owner-only';
import { SettingsSection } from '@/features/account/components/settings-section';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';

const passwordFormSchema = z.object({ currentPassword: z.string().min(1) }).and(newPasswordSchema);
type PasswordForm = z.infer<typeof passwordFormSchema>;
const EMPTY: PasswordForm = { currentPassword: '', password: '', confirm: '' };

/** PUT /customers/password: the current password, then the new one twice. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const errorReason = useApiErrorMessage();
  const change = useChangePassword();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notifications.show({ color: 'teal', message: t('password.changed') });
        },
        onError: (error) => {
          if (isWrongPassword(error, 'currentPassword')) form.setError('currentPassword', { type: 'server', message: t('errors.wrongPassword') }, { shouldFocus: true });
          else if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['password', 'currentPassword'], form.setError);
          else notifications.show({ color: 'red', message: t('saveFailed', { reason: errorReason(error) }) });
        },
      },
    ),
  );

  return (
    <SettingsSection id="settings-password" title={t('password.title')} description={t('password.description')} icon={IconKey}>
      <OwnerOnly>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md" maw={480}>
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              required
              data-testid="password-current"
              error={fieldError(errors.currentPassword, 'text')}
              {...form.register('currentPassword')}
            />
            <NewPasswordFields
              testId="password-new"
              password={form.register('password')}
              confirm={form.register('confirm')}
              passwordError={fieldError(errors.password, 'password')}
              confirmError={fieldError(errors.confirm, 'text')}
            />
            <Group>
              <Button type="submit" loading={change.isPending} data-testid="password-save">
                {t('password.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </OwnerOnly>
    </SettingsSection>
  );
}
