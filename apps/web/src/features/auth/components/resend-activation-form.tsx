import { zodResolver } from '@hookform/resolvers/zod';
import { emailBodySchema } from '@booth/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestActivation } from '@/features/auth/api/request-activation';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { EmailField } from '@/features/auth/components/email-field';

interface ResendActivationFormProps {
  defaultEmail?: string;
  submitLabel: string;
}

/** Asks for a new activation link. The server answers the same for every address. */
export function ResendActivationForm({ defaultEmail = '', submitLabel }: ResendActivationFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorMessage();
  const resend = useRequestActivation();
  const form = useForm({ resolver: zodResolver(emailBodySchema), defaultValues: { email: defaultEmail } });
  const onSubmit = form.handleSubmit(({ email }) => resend.mutate(email));

  if (resend.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} data-testid="resend-sent">
        {t('checkmail.sent')}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <EmailField testId="resend-email" required={false} error={fieldError(form.formState.errors.email, 'email')} {...form.register('email')} />
        {resend.isError && <ApiErrorAlert error={resend.error} />}
        <Button type="submit" variant="light" loading={resend.isPending} data-testid="resend-submit" leftSection={<IconMailForward size={18} />}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
