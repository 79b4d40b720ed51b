import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, type RegistrationForm, registrationFormSchema } from '@booth/shared';
import { Button, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { useRegister } from '@/features/auth/api/register';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { PasswordStrength } from '@/features/auth/password/password-strength';
import { usePasswordRefusal } from '@/features/auth/password/use-password-verdict';
import type { CheckmailState } from '@/features/auth/routes/checkmail-route';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { EmailField } from '@/features/auth/components/email-field';
import { NameFields } from '@/features/auth/components/name-fields';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';

/**
 * /registration. An address that has an account already is answered like a new one (its owner gets
 * a mail instead), so this screen always goes on to "check your mailbox".
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  usePageTitle(t('registration.title'));
  const lp = useLocalePath();
  const navigate = useNavigate();
  const fieldError = useFieldErrorMessage();
  const register = useRegister();
  const refusal = usePasswordRefusal();
  const form = useForm({ resolver: zodResolver(registrationFormSchema), defaultValues: { firstName: '', name: '', email: '', password: '' } });
  const { errors } = form.formState;
  const [password, email, firstName, name] = useWatch({ control: form.control, name: ['password', 'email', 'firstName', 'name'] });

  const onSubmit = form.handleSubmit(async (input: RegistrationForm) => {
    const refused = await refusal(input.password, input);
    if (refused) {
      form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
      return;
    }
    register.mutate(input, {
      onSuccess: () => {
        const state: CheckmailState = { email: input.email };
        void navigate(lp('/registration/checkmail'), { state });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['firstName', 'name', 'email', 'password'], form.setError);
      },
    });
  });

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
          <PasswordStrength password={password} owner={{ email: email.trim(), firstName, name }} testId="registration-password-strength" fieldHasError={!!errors.password} />
          {register.isError && <ApiErrorAlert error={register.error} testId="registration-error" />}
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting || register.isPending} data-testid="registration-submit">
            {t('registration.submit')}
          </Button>
        </Stack>
      </form>
      <AuthFooterLink question={t('registration.haveAccount')} to={lp('/login')} label={t('registration.login')} />
    </>
  );
}
