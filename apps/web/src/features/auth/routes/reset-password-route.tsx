import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import { usePasswordRefusal } from '@/features/auth/password/use-password-verdict';
import type { LoginNoticeState } from '@/features/auth/routes/login-route';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';
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

/** The link's account is unknown here: the server judges the password with its address and name too. */
const UNKNOWN_OWNER = {};

export function Component() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  usePageTitle(t('reset.title'));
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const fieldError = useFieldErrorMessage();
  const reset = useResetPassword();
  const refusal = usePasswordRefusal();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const refused = await refusal(password, UNKNOWN_OWNER);
    if (refused) {
      form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
      return;
    }
    reset.mutate(
      { password, token },
      {
        onSuccess: () => {
          const state: LoginNoticeState = { notice: 'password-changed' };
          void navigate(lp('/login'), { state, replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['password'], form.setError);
        },
      },
    );
  });
  const fieldRefusal = isApiError(reset.error) && reset.error.code === 'VALIDATION' && reset.error.fields.length > 0;
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
              strength={{ password: typed, owner: UNKNOWN_OWNER }}
            />
            {invalidToken ? (
              <InvalidLink message={t('reset.invalid')} />
            ) : (
              reset.isError && !fieldRefusal && <ApiErrorAlert error={reset.error} testId="reset-error" />
            )}
            <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting || reset.isPending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthFooterLink to={lp('/login')} label={t('forget.backToLogin')} />
    </>
  );
}
