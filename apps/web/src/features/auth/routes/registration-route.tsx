import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, type Registration, registrationSchema } from '@booth/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { useRegister } from '@/features/auth/api/register';
import { AuthHeader } from '@/features/auth/components/auth-header';
import type { CheckmailState } from '@/features/auth/routes/checkmail-route';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { EmailField } from '@/features/auth/components/email-field';
import { NameFields } from '@/features/auth/components/name-fields';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';

export function Component() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  usePageTitle(t('registration.title'));
  const lp = useLocalePath();
  const navigate = useNavigate();
  const fieldError = useFieldErrorMessage();
  const register = useRegister();
  const form = useForm({ resolver: zodResolver(registrationSchema), defaultValues: { firstName: '', name: '', email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input: Registration) =>
    register.mutate(input, {
      onSuccess: () => {
        const state: CheckmailState = { email: input.email };
        void navigate(lp('/registration/checkmail'), { state });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['firstName', 'name', 'email', 'password'], form.setError);
      },
    }),
  );
  const conflict = isApiError(register.error) && register.error.code === 'CONFLICT';

  return (
    <>
      <AuthHeader title={t('registration.title')} subtitle={t('registration.subtitle')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NameFields
            testId="registration"
            firstName={form.register('firstName')}
            name={form.register('name')}
            firstNameError={fieldError(errors.firstName, 'text')}
            nameError={fieldError(errors.name, 'text')}
          />
          <EmailField testId="registration-email" error={fieldError(errors.email, 'email')} {...form.register('email')} />
          <PasswordInput
            label={t('fields.password')}
            description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            data-testid="registration-password"
            error={fieldError(errors.password, 'password')}
            {...form.register('password')}
          />
          {conflict ? (
            <Alert color="orange" variant="light" icon={<IconUserExclamation size={20} />} title={t('registration.conflict')} data-testid="registration-conflict">
              <Text size="sm">{t('registration.conflictHelp')}</Text>
              <Group gap="md" mt="xs">
                <Anchor component={Link} to={lp('/login')} size="sm" fw={600}>
                  {t('registration.login')}
                </Anchor>
                <Anchor component={Link} to={lp('/forget')} size="sm" fw={600}>
                  {t('registration.forgot')}
                </Anchor>
              </Group>
            </Alert>
          ) : (
            register.isError && <ApiErrorAlert error={register.error} testId="registration-error" />
          )}
          <Button type="submit" size="md" fullWidth loading={register.isPending} data-testid="registration-submit">
            {t('registration.submit')}
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question={t('registration.haveAccount')} to={lp('/login')} label={t('registration.login')} />
    </>
  );
}
