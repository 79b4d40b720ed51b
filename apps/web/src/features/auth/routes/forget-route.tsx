import '@/features/auth/auth-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBodySchema } from '@booth/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useForgetPassword } from '@/features/auth/api/forget-password';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { EmailField } from '@/features/auth/components/email-field';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forget.title'));
  const lp = useLocalePath();
  const fieldError = useFieldErrorMessage();
  const forget = useForgetPassword();
  const form = useForm({ resolver: zodResolver(emailBodySchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => forget.mutate(email));

  return (
    <>
      <AuthHeader title={t('forget.title')} subtitle={forget.isSuccess ? undefined : t('forget.subtitle')} />
      {forget.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} data-testid="forget-sent">
          {t('forget.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <EmailField testId="forget-email" error={fieldError(form.formState.errors.email, 'email')} {...form.register('email')} />
            {forget.isError && <ApiErrorAlert error={forget.error} testId="forget-error" />}
            <Button type="submit" size="md" fullWidth loading={forget.isPending} data-testid="forget-submit">
              {t('forget.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthFooterLink to={lp('/login')} label={t('forget.backToLogin')} />
    </>
  );
}
