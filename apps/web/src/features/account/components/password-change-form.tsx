import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordInput } from '@/components/password-input';
import { isWrongPassword } from '@/features/account/account-errors';
import { useChangePassword } from '@/features/account/api/change-password';
import { useUser } from '@/features/auth/api/get-user';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import { usePasswordRefusal } from '@/features/auth/password/use-password-verdict';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';

const passwordFormSchema = z.object({ currentPassword: z.string().min(1) }).and(newPasswordSchema);
type PasswordForm = z.infer<typeof passwordFormSchema>;
const EMPTY: PasswordForm = { currentPassword: '', password: '', confirm: '' };

/**
 * PUT /customers/password: the current password, then the new one twice, with the strength meter and
 * the password rule (the account's e-mail address and name must not be in it). Used by the settings
 * and by the screen that asks for a new password at sign-in.
 */
export function PasswordChangeForm({ submitLabel, onChanged }: { submitLabel: string; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const errorReason = useApiErrorMessage();
  const change = useChangePassword();
  const refusal = usePasswordRefusal();
  const user = useUser().data;
  const owner = { email: user?.email, firstName: user?.firstName, name: user?.name };
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    const refused = await refusal(password, owner);
    if (refused) {
      form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
      return;
    }
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onChanged();
        },
        onError: (error) => {
          if (isWrongPassword(error, 'currentPassword')) form.setError('currentPassword', { type: 'server', message: t('errors.wrongPassword') }, { shouldFocus: true });
          else if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['password', 'currentPassword'], form.setError);
          else notifications.show({ color: 'red', message: t('saveFailed', { reason: errorReason(error) }) });
        },
      },
    );
  });

  return (
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
          strength={{ password: typed, owner }}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting || change.isPending} data-testid="password-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
