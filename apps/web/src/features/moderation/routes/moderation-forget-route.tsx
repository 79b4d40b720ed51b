import '@/features/auth/auth-i18n';
import '@/features/moderation/moderation-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBodySchema } from '@booth/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { moderationPath } from '@/app/guards/resolve-access';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { EmailField } from '@/features/auth/components/email-field';
import { useModeratorForget } from '@/features/moderation/api/moderator-auth';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** /events/{slug}/moderation/forget: a new password link for a moderator of this campaign. */
export function Component() {
  const { t } = useTranslation('moderation');
  const { slug = '' } = useParams();
  const locale = useLocale();
  usePageTitle(t('forget.title'));
  const fieldError = useFieldErrorMessage();
  const forget = useModeratorForget();
  const form = useForm({ resolver: zodResolver(emailBodySchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => forget.mutate({ email, eventSlug: slug }));

  return (
    <>
      <AuthHeader title={t('forget.title')} subtitle={forget.isSuccess ? undefined : t('forget.subtitle', { campaign: slug })} />
      {forget.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} data-testid="moderation-forget-sent">
          {t('forget.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <EmailField testId="moderation-forget-email" error={fieldError(form.formState.errors.email, 'email')} {...form.register('email')} />
            {forget.isError && <ApiErrorAlert error={forget.error} testId="moderation-forget-error" />}
            <Button type="submit" size="md" fullWidth loading={forget.isPending} data-testid="moderation-forget-submit">
              {t('forget.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthFooterLink to={moderationPath(slug, locale, 'login')} label={t('forget.backToLogin')} />
    </>
  );
}
