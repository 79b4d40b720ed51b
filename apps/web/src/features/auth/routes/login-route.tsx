import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { credentialsSchema } from '@booth/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockExclamation, IconMailExclamation } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useLogin } from '@/features/auth/api/login';
import { useRequestActivation } from '@/features/auth/api/request-activation';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { isApiError } from '@/lib/api-error';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { EmailField } from '@/features/auth/components/email-field';
import { CurrentPasswordField } from '@/features/auth/components/password-fields';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { MfaCodeStep, type PendingChallenge } from '@/features/auth/components/mfa-code-step';

export interface LoginNoticeState {
  notice?: 'password-changed';
}

function NotActivatedAlert({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useRequestActivation();
  return (
    <Alert color="orange" variant="light" icon={<IconMailExclamation size={20} />} title={t('login.notActivatedTitle')} data-testid="login-not-activated">
      <Stack gap="sm">
        <Text size="sm">{t('login.notActivatedText')}</Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} data-testid="resend-sent">
            {t('login.resent', { email })}
          </Text>
        ) : (
          <Group>
            <Button size="xs" variant="white" color="orange" loading={resend.isPending} onClick={() => resend.mutate(email)} data-testid="resend-activation">
              {t('login.resend')}
            </Button>
          </Group>
        )}
        {resend.isError && <ApiErrorAlert error={resend.error} />}
      </Stack>
    </Alert>
  );
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const lp = useLocalePath();
  const location = useLocation();
  const notice = (location.state as LoginNoticeState | null)?.notice;
  const fieldError = useFieldErrorMessage();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // With a second factor on, the password step answers a challenge and the code step takes over.
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const [challengeEnded, setChallengeEnded] = useState(false);
  const onSubmit = form.handleSubmit((credentials) => {
    setChallengeEnded(false);
    login.mutate(credentials, {
      onSuccess: (answer) => {
        if ('mfaRequired' in answer) setPending({ challenge: answer, startedAt: Date.now() });
      },
    });
  });
  const { reset: resetLogin } = login;
  const { setValue } = form;
  const backToPassword = useCallback(
    (ended: boolean) => {
      setPending(null);
      setChallengeEnded(ended);
      resetLogin();
      // The password is typed again for a new challenge; the e-mail address stays.
      setValue('password', '');
    },
    [resetLogin, setValue],
  );
  const onExpired = useCallback(() => backToPassword(true), [backToPassword]);
  const notActivated = isApiError(login.error) && login.error.code === 'ACCOUNT_NOT_ACTIVATED';

  if (pending) return <MfaCodeStep pending={pending} onExpired={onExpired} onCancel={() => backToPassword(false)} />;

  return (
    <>
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {challengeEnded && (
            <Alert color="orange" variant="light" icon={<IconClockExclamation size={20} />} data-testid="login-mfa-ended">
              {t('mfa.ended')}
            </Alert>
          )}
          {notice === 'password-changed' && !login.isError && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} data-testid="login-notice">
              {t('reset.success')}
            </Alert>
          )}
          <EmailField testId="login-email" error={fieldError(errors.email, 'email')} {...form.register('email')} />
          <CurrentPasswordField testId="login-password" error={fieldError(errors.password, 'text')} {...form.register('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={lp('/forget')} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          {notActivated ? (
            <NotActivatedAlert email={form.getValues('email').trim().toLowerCase()} />
          ) : (
            login.isError && <ApiErrorAlert error={login.error} testId="login-error" />
          )}
          <Button type="submit" size="md" fullWidth loading={login.isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question={t('login.noAccount')} to={lp('/registration')} label={t('login.register')} />
    </>
  );
}
