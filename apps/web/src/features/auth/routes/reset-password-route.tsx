import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import type { LoginNoticeState } from '@/features/auth/routes/login-route';
import { isApiError } from '@/lib/api-error';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  const lp = useLocalePath();
  return (
    <Alert color="orange" variant="light" icon={<IconLinkOff size={20} />} title={message} data-testid="reset-invalid">
      <Anchor component={Link} to={lp('/forget')} size="sm" fw={600}>
        {t('reset.requestNew')}
      </Anchor>
    </Alert>
  );
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const fieldError = useFieldErrorMessage();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { password, token },
      {
        onSuccess: () => {
          const state: LoginNoticeState = { notice: 'password-changed' };
          void navigate(lp('/login'), { state, replace: true });
        },
      },
    ),
  );
  const invalidToken = isApiError(reset.error) && reset.error.code === 'INVALID_TOKEN';

  return (
    <>
      <AuthHeader title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {!token ? (
        <InvalidLink message={t('reset.missingToken')} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              testId="reset-password"
              password={form.register('password')}
              confirm={form.register('confirm')}
              passwordError={fieldError(errors.password, 'password')}
              confirmError={fieldError(errors.confirm, 'text')}
            />
            {invalidToken ? (
              <InvalidLink message={t('reset.invalid')} />
            ) : (
              reset.isError && <ApiErrorAlert error={reset.error} testId="reset-error" />
            )}
            <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthFooterLink to={lp('/login')} label={t('forget.backToLogin')} />
    </>
  );
}
